// Content history: every content record keeps the versions it had before each
// update and its deletion, editors read them a page at a time and restore one in one step (which
// publishes as any save does), a deleted record comes back within 30 days, and the bounds hold.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import { CALLERS, type Caller, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

/** A new record of each table, and a change of a text column that every table has. */
const TABLES: Record<string, { insert: string; change: string }> = {
  site_logo: { insert: `(logo_url) values ('https://example.com/logo.png')`, change: `alt_text = 'Changed'` },
  banners: { insert: `(title, image_url) values ('Banner', 'https://example.com/b.png')`, change: `title = 'Changed'` },
  statistics: { insert: `(title, value) values ('Students', 10)`, change: `title = 'Changed'` },
  teachers: {
    insert: `(name, position, bio, image_url) values ('Grace', 'Dean', 'Bio', 'https://example.com/t.png')`,
    change: `name = 'Changed'`,
  },
  videos: {
    insert: `(title, video_url, thumbnail_url) values ('Video', 'https://youtu.be/dQw4w9WgXcQ', 'https://example.com/v.png')`,
    change: `title = 'Changed'`,
  },
  gallery: {
    insert: `(title, image_url) values ('Picture', 'https://example.com/g.png')`,
    change: `title = 'Changed'`,
  },
  about_sections: {
    insert: `(section_type, title, content) values ('vision', 'Vision', 'Text')`,
    change: `title = 'Changed'`,
  },
  about_gallery: {
    insert: `(title, image_url) values ('Picture', 'https://example.com/a.png')`,
    change: `title = 'Changed'`,
  },
  courses: {
    insert: `(title, description, duration, program_type) values ('Course', 'About', '1 year', 'online')`,
    change: `title = 'Changed'`,
  },
  campus_life: {
    insert: `(title, content, image_url) values ('Life', 'Text', 'https://example.com/c.png')`,
    change: `title = 'Changed'`,
  },
  campus_life_gallery: { insert: `(image_url) values ('https://example.com/cg.png')`, change: `caption = 'Changed'` },
  alumni_profiles: {
    insert: `(name, graduation_year, degree) values ('Esther', 2010, 'Bachelor of Theology')`,
    change: `name = 'Changed'`,
  },
  downloads: {
    insert: `(title, file_url, image_url) values ('Form', 'https://example.com/f.pdf', 'https://example.com/f.png')`,
    change: `title = 'Changed'`,
  },
  donation_info: {
    insert: `(title, qr_code_url, bank_name, account_holder, account_number, ifsc_code, branch)
             values ('Give', 'https://example.com/q.png', 'Bank', 'School', '123', 'IFSC0001', 'Main')`,
    change: `title = 'Changed'`,
  },
  posts: {
    insert: `(slug, title, summary) values ('history-post-' || substr(md5(random()::text), 1, 8), 'Post', 'Summary')`,
    change: `title = 'Changed'`,
  },
  events: {
    insert: `(slug, title, summary, place, all_day, start_date, end_date)
             values ('history-event-' || substr(md5(random()::text), 1, 8), 'Event', 'Summary', 'Hall', true,
                     '2030-01-01', '2030-01-02')`,
    change: `title = 'Changed'`,
  },
};

interface Version {
  id: number;
  table_name: string;
  record_id: string;
  operation: string;
  row_data: Record<string, unknown>;
  changed_by_role: string | null;
}

describe('content history', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  const insert = async (table: string) => {
    const entry = TABLES[table];
    if (!entry) throw new Error(`no insert for ${table}`);
    // As JSON from the database, the form the versions keep.
    const [inserted] = await db.sql<{ row: Record<string, unknown> & { id: string } }>(
      `insert into public.${table} as t ${entry.insert} returning to_jsonb(t) as row`,
    );
    if (!inserted) throw new Error(`nothing inserted into ${table}`);
    return inserted.row;
  };
  const versionsOf = (table: string, id: string) =>
    db.sql<Version>(
      `select id::int, table_name, record_id, operation, row_data, changed_by_role from public.content_versions
       where table_name = $1 and record_id = $2 order by id`,
      [table, id],
    );
  const revision = async () =>
    (await db.sql<{ revision: string }>('select revision::text from private.site_publish_state'))[0]?.revision;

  it('covers exactly the content tables', async () => {
    const [row] = await db.sql<{ tables: string[] }>('select private.content_history_tables() as tables');
    expect([...(row?.tables ?? [])].sort()).toEqual(Object.keys(TABLES).sort());
  });

  it.each(Object.keys(TABLES))('keeps %s as it was before each update and its deletion', async (table) => {
    const created = await insert(table);
    expect(await versionsOf(table, created.id)).toEqual([]);

    await db.sql(`update public.${table} set ${TABLES[table]?.change} where id = $1`, [created.id]);
    // A save that changes nothing keeps no version.
    await db.sql(`update public.${table} set id = id where id = $1`, [created.id]);
    const [changed] = await db.sql<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from public.${table} t where id = $1`,
      [created.id],
    );
    await db.sql(`delete from public.${table} where id = $1`, [created.id]);

    const versions = await versionsOf(table, created.id);
    expect(versions.map((v) => v.operation)).toEqual(['update', 'delete']);
    expect(versions[0]?.row_data).toEqual(created);
    expect(versions[1]?.row_data).toEqual(changed?.row);

    // Restoring the first version brings the deleted record back as it was first.
    const { data, error } = await db.service.rpc('restore_content_version', { version_id: versions[0]?.id ?? 0 });
    expect(error).toBeNull();
    expect(data).toEqual({ ...created, updated_at: expect.any(String) });
  });

  it("restores an older version through an editor's request, which publishes and is itself undoable", async () => {
    const banner = await insert('banners');
    const { error: saveError } = await db.editor
      .from('banners')
      .update({ title: 'Second', subtitle: 'Added' })
      .eq('id', banner.id);
    expect(saveError).toBeNull();
    await db.editor.from('banners').update({ title: 'Third' }).eq('id', banner.id);

    const { data: page, error } = await db.editor.rpc('content_history', {
      table_name: 'banners',
      record_id: banner.id,
    });
    expect(error).toBeNull();
    // Newest first, each with the record before and after its change.
    expect(page?.map((v) => [v.operation, v.changed_by_role, v.row_data, v.after, v.total])).toEqual([
      [
        'update',
        'editor',
        expect.objectContaining({ title: 'Second', subtitle: 'Added' }),
        expect.objectContaining({ title: 'Third', subtitle: 'Added' }),
        2,
      ],
      [
        'update',
        'editor',
        expect.objectContaining({ title: 'Banner', subtitle: null }),
        expect.objectContaining({ title: 'Second', subtitle: 'Added' }),
        2,
      ],
    ]);

    const before = await revision();
    const oldest = page?.[1]?.id ?? 0;
    const { data: restored, error: restoreError } = await db.editor.rpc('restore_content_version', {
      version_id: oldest,
    });
    expect(restoreError).toBeNull();
    expect(restored).toMatchObject({ id: banner.id, title: 'Banner', subtitle: null });
    expect(await revision()).not.toBe(before);
    const [live] = await db.sql<{ title: string; subtitle: string | null }>(
      'select title, subtitle from public.banners where id = $1',
      [banner.id],
    );
    expect(live).toEqual({ title: 'Banner', subtitle: null });
    // The state it replaced is the newest version now.
    const versions = await versionsOf('banners', banner.id);
    expect(versions.at(-1)?.row_data).toMatchObject({ title: 'Third' });
  });

  it('lists records deleted in the last 30 days and brings one back, which publishes', async () => {
    const teacher = await insert('teachers');
    const { error } = await db.editor.from('teachers').delete().eq('id', teacher.id);
    expect(error).toBeNull();

    const { data: deleted } = await db.editor.rpc('deleted_content', { table_name: 'teachers' });
    const entry = deleted?.find((d) => d.record_id === teacher.id);
    expect(entry).toMatchObject({ changed_by_role: 'editor', row_data: expect.objectContaining({ name: 'Grace' }) });

    const before = await revision();
    const { error: restoreError } = await db.editor.rpc('restore_content_version', { version_id: entry?.id ?? 0 });
    expect(restoreError).toBeNull();
    expect(await revision()).not.toBe(before);
    expect(await db.sql('select name from public.teachers where id = $1', [teacher.id])).toEqual([{ name: 'Grace' }]);
    const { data: after } = await db.editor.rpc('deleted_content', { table_name: 'teachers' });
    expect(after?.some((d) => d.record_id === teacher.id)).toBe(false);

    // A deletion older than 30 days is no longer offered.
    const old = await insert('teachers');
    await db.sql('delete from public.teachers where id = $1', [old.id]);
    await db.sql(
      `update public.content_versions set changed_at = now() - interval '31 days' where table_name = 'teachers' and record_id = $1`,
      [old.id],
    );
    const { data: offered } = await db.editor.rpc('deleted_content', { table_name: 'teachers' });
    expect(offered?.some((d) => d.record_id === old.id)).toBe(false);
  });

  it('pages a record’s versions and refuses a table without history', async () => {
    const statistic = await insert('statistics');
    for (let value = 1; value <= 5; value++) {
      await db.sql('update public.statistics set value = $2 where id = $1', [statistic.id, value]);
    }
    const { data: second } = await db.editor.rpc('content_history', {
      table_name: 'statistics',
      record_id: statistic.id,
      page: 2,
      per_page: 2,
    });
    // Versions hold the values 0..4; newest first, page 2 holds 2 and 1, each followed by its next.
    const statisticValue = (row: unknown) => (row as { value: number } | null)?.value;
    expect(second?.map((v) => [statisticValue(v.row_data), statisticValue(v.after), v.total])).toEqual([
      [2, 3, 5],
      [1, 2, 5],
    ]);
    const { error } = await db.editor.rpc('content_history', { table_name: 'registrations', record_id: randomUUID() });
    expect(error).toMatchObject({ code: '22023', message: 'This table keeps no history.' });
  });

  it('keeps the last 50 versions of a record and purges deleted records after 30 days', async () => {
    const statistic = await insert('statistics');
    await db.sql(
      `do $$ begin for n in 1..55 loop
         update public.statistics set value = n where id = '${statistic.id}';
       end loop; end $$`,
    );
    const versions = await versionsOf('statistics', statistic.id);
    expect(versions).toHaveLength(50);
    // The oldest five went: the kept versions hold the values 5..54.
    expect(versions[0]?.row_data.value).toBe(5);

    const recent = await insert('courses');
    const old = await insert('courses');
    const restored = await insert('courses');
    await db.sql('delete from public.courses where id = any($1)', [[recent.id, old.id, restored.id]]);
    await db.sql(
      `update public.content_versions set changed_at = now() - interval '31 days'
       where table_name = 'courses' and record_id = any($1)`,
      [[old.id, restored.id]],
    );
    const [deletion] = await versionsOf('courses', restored.id);
    await db.service.rpc('restore_content_version', { version_id: deletion?.id ?? 0 });

    // The backend's daily timer runs the purge, as pg_cron does on hosted.
    expect((await runScheduledJobs(db.server)).retention?.contentVersionsPurged).toBeGreaterThanOrEqual(1);
    expect(await versionsOf('courses', old.id)).toEqual([]);
    expect(await versionsOf('courses', recent.id)).toHaveLength(1);
    // Brought back, the record keeps its history.
    expect(await versionsOf('courses', restored.id)).toHaveLength(1);
  });

  it('keeps the files an old version names from being purged', async () => {
    const url = 'http://127.0.0.1:54321/storage/v1/object/public/banner-images/banners/old.png';
    await db.sql(`insert into storage.objects (bucket_id, name) values ('banner-images', 'banners/old.png')`);
    const [banner] = await db.sql<{ id: string }>(
      `insert into public.banners (title, image_url) values ('Pictured', $1) returning id`,
      [url],
    );
    await db.sql(`update public.banners set image_url = 'https://example.com/new.png' where id = $1`, [banner?.id]);
    const [referenced] = await db.sql<{ referenced: boolean }>(
      `select private.storage_object_is_referenced('banner-images', 'banners/old.png') as referenced`,
    );
    expect(referenced?.referenced).toBe(true);
  });

  describe('who may read and restore', () => {
    let versionId = 0;
    let recordId = '';
    beforeAll(async () => {
      const gallery = await insert('gallery');
      recordId = gallery.id;
      await db.sql(`update public.gallery set title = 'Changed' where id = $1`, [recordId]);
      versionId = (await versionsOf('gallery', recordId))[0]?.id ?? 0;
    });

    const allowed: Caller[] = ['editor', 'admin', 'service'];
    it.each(CALLERS)('as %s', async (caller) => {
      const client = db.client(caller);
      const read = await client.from('content_versions').select('id').eq('id', versionId);
      const history = await client.rpc('content_history', { table_name: 'gallery', record_id: recordId });
      const deleted = await client.rpc('deleted_content', { table_name: 'gallery' });
      const restore = await client.rpc('restore_content_version', { version_id: versionId });
      if (allowed.includes(caller)) {
        expect(read.data).toEqual([{ id: versionId }]);
        expect(history.error).toBeNull();
        expect(deleted.error).toBeNull();
        expect(restore.error).toBeNull();
        return;
      }
      if (caller === 'visitor') {
        expect(read.error).toMatchObject({ code: '42501' });
        for (const refused of [history, deleted, restore]) {
          expect(refused.error).toMatchObject({ code: '42501', message: expect.stringMatching(/^permission denied/) });
        }
      } else {
        expect(read.data).toEqual([]);
        expect(history.error).toMatchObject({ code: '42501', message: 'Only editors can read the content history.' });
        expect(deleted.error).toMatchObject({ code: '42501', message: 'Only editors can read deleted content.' });
        expect(restore.error).toMatchObject({ code: '42501', message: 'Only editors can restore content.' });
      }
      // No API role writes versions.
      const written = await client
        .from('content_versions')
        .insert({ table_name: 'gallery', record_id: recordId, operation: 'update', row_data: {} });
      expect(written.error).not.toBeNull();
    });
  });
});
