// Fewer rebuilds, so visitors cannot keep the site building: writes that change nothing publish
// nothing, and visitors' edits wait to be released in batches (a quiet window, a longest wait, a
// few an hour), while an admin's save publishes at once and takes waiting visitor edits along.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import { type Notifications, png, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('publishing batches', () => {
  let db: SeminaryServer;
  let profile: { id: string; name: string; graduation_year: number; degree: string };
  let notifications: Notifications;
  /** The payloads of site_content_changed, once every notification committed so far has arrived. */
  const notified = async () => {
    await notifications.settled();
    return notifications.received.map((n) => n.payload);
  };

  beforeAll(async () => {
    db = await startSeminaryServer();
    notifications = await db.notifications(['site_content_changed']);
    [profile] = (await db.sql<typeof profile>(
      `insert into public.alumni_profiles (name, graduation_year, degree)
       values ('Grace Latha', 2016, 'Master of Divinity') returning id, name, graduation_year, degree`,
    )) as [typeof profile];
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    await db.sql(
      `update private.site_publish_state
       set visitor_pending_since = null, visitor_changed_at = null, visitor_released_at = '{}'`,
    );
    await notifications.settled();
    notifications.received.length = 0;
  });

  const revision = async () =>
    (await db.sql<{ revision: string }>('select revision::text from private.site_publish_state'))[0]?.revision;
  const waiting = async () =>
    (
      await db.sql<{ waiting: boolean }>(
        `select private.site_publish_state_json() -> 'visitor_changes_waiting' as waiting`,
      )
    )[0]?.waiting;
  const release = async () =>
    (await db.sql<{ released: boolean }>('select private.release_visitor_site_changes() as released'))[0]?.released;
  const visitorEdit = (bio: string) =>
    db.visitor.rpc('update_alumni_profile', {
      profile_id: profile.id,
      name: profile.name,
      graduation_year: profile.graduation_year,
      degree: profile.degree,
      bio,
      // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
      consent_notice_version: 2,
    });

  describe('writes that change nothing', () => {
    it('an alumni edit that changes nothing keeps no version and publishes nothing', async () => {
      expect((await visitorEdit('First')).error).toBeNull();
      const versions = await db.sql('select id from public.content_versions where record_id = $1', [profile.id]);
      const before = await db.sql('select * from public.alumni_profiles where id = $1', [profile.id]);
      await db.sql('update private.site_publish_state set visitor_pending_since = null');

      const { data, error } = await visitorEdit('  First  ');
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: profile.id, bio: 'First' });
      expect(await db.sql('select id from public.content_versions where record_id = $1', [profile.id])).toEqual(
        versions,
      );
      expect(await db.sql('select * from public.alumni_profiles where id = $1', [profile.id])).toEqual(before);
      expect(await waiting()).toBe(false);
    });

    it("an admin's save that changes nothing publishes nothing; one that changes something publishes", async () => {
      const { data: banner } = await db.admin.from('banners').select('id, title').limit(1).single();
      const before = await revision();
      expect(
        (
          await db.admin
            .from('banners')
            .update({ title: banner?.title })
            .eq('id', banner?.id ?? '')
        ).error,
      ).toBeNull();
      expect(await revision()).toBe(before);
      expect(await notified()).toEqual([]);

      await db.admin
        .from('banners')
        .update({ title: `${banner?.title}!` })
        .eq('id', banner?.id ?? '');
      expect(await revision()).not.toBe(before);
      expect(await notified()).toEqual(['public.banners']);
    });

    it("a visitor's photo upload publishes nothing", async () => {
      const before = await revision();
      const path = uniqueObjectPath(STORAGE.alumniImages, 'me.png');
      const { error } = await db.visitor.storage.from(STORAGE.alumniImages.bucket).upload(path, png());
      expect(error).toBeNull();
      expect(await revision()).toBe(before);
      expect(await waiting()).toBe(false);
    });
  });

  describe("visitors' edits", () => {
    it('wait for a quiet window, then go out as one change', async () => {
      const before = await revision();
      expect((await visitorEdit('One')).error).toBeNull();
      expect((await visitorEdit('Two')).error).toBeNull();
      expect(await revision()).toBe(before);
      expect(await notified()).toEqual([]);
      expect(await waiting()).toBe(true);

      expect(await release()).toBe(false);
      await db.sql(`update private.site_publish_state set visitor_changed_at = now() - interval '301 seconds'`);
      expect(await release()).toBe(true);
      expect(Number(await revision())).toBe(Number(before) + 1);
      expect(await notified()).toEqual(['visitors']);
      expect(await waiting()).toBe(false);
      expect(await release()).toBe(false);
    });

    it('go out after the longest wait even when edits keep coming', async () => {
      expect((await visitorEdit('Steady')).error).toBeNull();
      await db.sql(`update private.site_publish_state set visitor_pending_since = now() - interval '31 minutes'`);
      expect(await release()).toBe(true);
    });

    it('go out at most a few times an hour', async () => {
      await db.sql(
        `update private.site_publish_state
         set visitor_released_at = array[now() - interval '61 minutes', now() - interval '50 minutes',
                                         now() - interval '40 minutes', now() - interval '30 minutes']`,
      );
      expect((await visitorEdit('Capped')).error).toBeNull();
      await db.sql(`update private.site_publish_state set visitor_changed_at = now() - interval '10 minutes'`);
      // Three releases within the hour: the fourth is allowed.
      expect(await release()).toBe(true);
      expect((await visitorEdit('Capped again')).error).toBeNull();
      await db.sql(`update private.site_publish_state set visitor_changed_at = now() - interval '10 minutes'`);
      expect(await release()).toBe(false);
      expect(await waiting()).toBe(true);
      await db.sql('update private.site_publish_state set visitor_max_releases_per_hour = 5');
      expect(await release()).toBe(true);
      await db.sql('update private.site_publish_state set visitor_max_releases_per_hour = 4');
    });

    it("go out with an admin's save, which publishes at once", async () => {
      expect((await visitorEdit('Along')).error).toBeNull();
      expect(await waiting()).toBe(true);
      const { data: course } = await db.admin.from('courses').select('id, title').limit(1).single();
      await db.admin
        .from('courses')
        .update({ title: `${course?.title}.` })
        .eq('id', course?.id ?? '');
      expect(await notified()).toEqual(['public.courses']);
      expect(await waiting()).toBe(false);
    });

    it("are released locally by the backend's timer, as pg_cron does on a hosted project", async () => {
      expect((await visitorEdit('Timer')).error).toBeNull();
      await db.sql(`update private.site_publish_state set visitor_changed_at = now() - interval '301 seconds'`);
      expect(await runScheduledJobs(db.server)).toMatchObject({ released: true });
      expect(await notified()).toEqual(['visitors']);
    });
  });
});
