// What the events schema (supabase/schemas/05_events.sql) promises: everyone reads the calendar and only
// admins write it, through the Data API as the site and the admin use it; times are whole days or
// instants, read as days in Asia/Kolkata; every change publishes the site, and so does the first
// check of a new India day after an event ended; an event's picture is a file kept while it is used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../packages/core/src/database.types.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

function event(slug: string, overrides: Partial<TablesInsert<'events'>> = {}): TablesInsert<'events'> {
  return {
    slug,
    title: 'Graduation Day',
    title_te: 'స్నాతకోత్సవం',
    summary: 'The class of the year receives its degrees.',
    place: 'Chapel',
    all_day: false,
    starts_at: '2030-04-12T04:30:00Z',
    ends_at: '2030-04-12T07:30:00Z',
    ...overrides,
  };
}

describe('events', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.sql('delete from public.events where true');
  });

  const revision = async () =>
    (await db.sql<{ revision: string }>('select revision::text from private.site_publish_state'))[0]?.revision;

  it('lets visitors and signed-in staff read, and only admins write', async () => {
    const { data: created, error } = await db.admin.from('events').insert(event('graduation')).select('id').single();
    expect(error).toBeNull();
    const id = String(created?.id);

    for (const caller of ['visitor', 'user'] as const) {
      const client = db.client(caller);
      const { data: read } = await client.from('events').select('slug').eq('id', id);
      expect(read, caller).toEqual([{ slug: 'graduation' }]);
      const insert = await client.from('events').insert(event(`by-${caller}`));
      expect(insert.error?.code, caller).toBe('42501');
      await client.from('events').update({ title: 'Changed' }).eq('id', id);
      await client.from('events').delete().eq('id', id);
    }
    expect(await db.sql('select title from public.events')).toEqual([{ title: 'Graduation Day' }]);

    const update = await db.admin.from('events').update({ place: 'Main Hall' }).eq('id', id).select('place');
    expect(update.data).toEqual([{ place: 'Main Hall' }]);
    const deletion = await db.admin.from('events').delete().eq('id', id);
    expect(deletion.error).toBeNull();
    expect(await db.sql('select 1 from public.events')).toEqual([]);
  });

  it('reads an event as days in Asia/Kolkata, for timed and all-day events', async () => {
    const { data, error } = await db.admin
      .from('events')
      .insert([
        // 20:00 UTC on 1 March is 01:30 on 2 March in Vijayawada.
        event('late-night', { starts_at: '2030-03-01T20:00:00Z', ends_at: '2030-03-01T21:00:00Z' }),
        event('conference', {
          all_day: true,
          starts_at: null,
          ends_at: null,
          start_date: '2030-05-06',
          end_date: '2030-05-08',
        }),
      ])
      .select('slug, first_day, last_day')
      .order('slug');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'conference', first_day: '2030-05-06', last_day: '2030-05-08' },
      { slug: 'late-night', first_day: '2030-03-02', last_day: '2030-03-02' },
    ]);
  });

  it.each([
    ['a title over two lines', { title: 'Graduation\r\nDay' }],
    ['a Telugu place over two lines', { place_te: 'చాపెల్\nహాల్' }],
    ['a slug that is not an address', { slug: 'Graduation Day' }],
    ['an end before the start', { ends_at: '2030-04-12T03:00:00Z' }],
    ['a timed event without an end', { ends_at: null }],
    ['an all-day event without dates', { all_day: true, starts_at: null, ends_at: null }],
    ['an all-day event with times', { all_day: true, start_date: '2030-04-12', end_date: '2030-04-12' }],
    ['a picture without alt text', { image_url: 'http://127.0.0.1/storage/v1/object/public/campus-life-images/e.png' }],
  ])('refuses %s', async (_, overrides) => {
    const { error } = await db.admin.from('events').insert(event('refused', overrides));
    expect(error?.code).toBe('23514');
  });

  it('publishes the site on every real change, through the Data API with its safe-update rules', async () => {
    const before = await revision();
    const { data } = await db.admin.from('events').insert(event('published')).select('id').single();
    const afterInsert = await revision();
    expect(afterInsert).not.toBe(before);

    await db.admin.from('events').update({ summary_te: 'వార్షిక స్నాతకోత్సవం' }).eq('id', String(data?.id));
    const afterUpdate = await revision();
    expect(afterUpdate).not.toBe(afterInsert);
    await db.admin.from('events').update({ summary_te: 'వార్షిక స్నాతకోత్సవం' }).eq('id', String(data?.id));
    expect(await revision()).toBe(afterUpdate);

    await db.admin.from('events').delete().eq('id', String(data?.id));
    expect(await revision()).not.toBe(afterUpdate);
    const deletions = await db.visitor.from('content_deletions').select('table_name').eq('row_id', String(data?.id));
    expect(deletions.data).toEqual([{ table_name: 'events' }]);
  });

  describe('a new day in India', () => {
    const today = async () =>
      (await db.sql<{ today: string }>(`select ((now() at time zone 'Asia/Kolkata')::date)::text as today`))[0]?.today;
    const checkedDaysAgo = (days: number) =>
      db.sql(
        `update private.event_calendar_day set checked_day = (now() at time zone 'Asia/Kolkata')::date - $1::int where id`,
        [days],
      );
    const runDayCheck = async () =>
      (await db.sql<{ published: boolean }>('select private.publish_new_event_day() as published'))[0]?.published;

    it('publishes once when an event ended on a day since the last check', async () => {
      await db.sql(
        `insert into public.events (slug, title, summary, place, all_day, start_date, end_date)
         values ('ended-yesterday', 'Retreat', 'A day of prayer.', 'Chapel', true,
                 (now() at time zone 'Asia/Kolkata')::date - 1, (now() at time zone 'Asia/Kolkata')::date - 1)`,
      );
      await checkedDaysAgo(1);
      const before = await revision();
      expect(await runDayCheck()).toBe(true);
      expect(await revision()).not.toBe(before);
      expect(await db.sql('select checked_day::text as day from private.event_calendar_day')).toEqual([
        { day: await today() },
      ]);

      const after = await revision();
      expect(await runDayCheck()).toBe(false);
      expect(await revision()).toBe(after);
    });

    it("runs on the local backend's timer, as pg_cron runs it at midnight on hosted", async () => {
      await db.sql(
        `insert into public.events (slug, title, summary, place, starts_at, ends_at)
         values ('ended-last-week', 'Retreat', 'A day of prayer.', 'Chapel', now() - interval '8 days', now() - interval '7 days')`,
      );
      await checkedDaysAgo(10);
      expect(await runScheduledJobs(db.server)).toMatchObject({ eventDayPublished: true });
      expect(await runScheduledJobs(db.server)).toMatchObject({ eventDayPublished: false });
    });

    it('does not publish a new day when no event left "coming"', async () => {
      await db.admin.from('events').insert(event('far-ahead'));
      await checkedDaysAgo(3);
      const before = await revision();
      expect(await runDayCheck()).toBe(false);
      expect(await revision()).toBe(before);
    });
  });

  it("keeps an event's picture while the event uses it, and the rules before it still hold", async () => {
    const url = (path: string) => `${db.server.url}/storage/v1/object/public/campus-life-images/${path}`;
    await db.admin
      .from('events')
      .insert(event('pictured', { image_url: url('events/hall.png'), image_alt: 'The chapel decorated' }));
    await db.sql(`insert into public.campus_life (title, content, image_url) values ('Day', 'Text', $1)`, [
      url('campus-life/day.png'),
    ]);
    const referenced = async (name: string) =>
      (
        await db.sql<{ referenced: boolean }>(
          `select private.storage_object_is_referenced('campus-life-images', $1) as referenced`,
          [name],
        )
      )[0]?.referenced;
    expect(await referenced('events/hall.png')).toBe(true);
    expect(await referenced('campus-life/day.png')).toBe(true);
    expect(await referenced('events/unused.png')).toBe(false);
  });
});
