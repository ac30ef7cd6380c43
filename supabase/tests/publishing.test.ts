// What the publishing migration promises the publishers: a committed change to anything the
// site reads is marked and notified, once per statement, and nothing else is; the state is
// the admins' to read and to act on, and the builds' to report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  type Caller,
  type Notifications,
  type SeminaryServer,
  SITE_CONTENT_TABLES,
  startSeminaryServer,
} from './support/seminary-server.ts';

/** An update that changes every row of the table. */
const CHANGE: Record<string, string> = {
  ...Object.fromEntries(SITE_CONTENT_TABLES.map((table) => [table, `title = title || '.'`])),
  site_logo: `logo_url = logo_url || '?v=2'`,
  teachers: `name = name || '.'`,
  campus_life_gallery: `image_url = image_url || '?v=2'`,
  alumni_profiles: `name = name || '.'`,
};

describe('publishing', () => {
  let db: SeminaryServer;
  let notifications: Notifications;
  let notified: Notifications['received'];
  const settled = () => notifications.settled();

  beforeAll(async () => {
    db = await startSeminaryServer();
    notifications = await db.notifications(['site_content_changed', 'site_publish_requested']);
    notified = notifications.received;
  });
  afterAll(() => db.close());

  const revision = async () =>
    (await db.sql<{ revision: string }>('select revision::text from private.site_publish_state'))[0]?.revision;

  /** Runs the statements and returns whether they marked the site changed and what they notified. */
  async function effectOf(run: () => Promise<unknown>) {
    const before = await revision();
    await settled();
    notified.length = 0;
    await run();
    await settled();
    return { marked: (await revision()) !== before, notified: [...notified] };
  }

  const state = async () =>
    (await db.sql<{ state: Record<string, unknown> }>('select private.site_publish_state_json() as state'))[0]?.state;

  describe('marking changes', () => {
    it.each(SITE_CONTENT_TABLES)(
      'marks and notifies a committed change to %s, not a write that changes nothing',
      async (table) => {
        expect(await effectOf(() => db.sql(`update public.${table} set ${CHANGE[table]}`))).toEqual({
          marked: true,
          notified: [{ channel: 'site_content_changed', payload: `public.${table}` }],
        });
        expect(await effectOf(() => db.sql(`update public.${table} set id = id`))).toEqual({
          marked: false,
          notified: [],
        });
      },
    );

    it('marks an import of many rows once', async () => {
      expect(
        await effectOf(() =>
          db.sql(
            `insert into public.statistics (title, value) select 'Imported ' || n, n from generate_series(1, 200) n`,
          ),
        ),
      ).toEqual({ marked: true, notified: [{ channel: 'site_content_changed', payload: 'public.statistics' }] });
    });

    it('ignores statements that change no row, rolled-back edits and what the site never shows', async () => {
      const effect = await effectOf(async () => {
        await db.sql(`update public.banners set id = id where false`);
        await db.server.db
          .transaction(async (tx) => {
            await tx.query(`update public.banners set title = 'Rolled back'`);
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await db.sql(
          `insert into public.registrations (name, email, program_interest) values ('Ruth', 'ruth@example.com', 'online')`,
        );
        await db.sql(`update public.application_limits set id = id`);
        await db.sql(`delete from public.content_versions where table_name = 'alumni_profiles'`);
      });
      expect(effect).toEqual({ marked: false, notified: [] });
    });

    it('marks a file only when a row of the site references it, never a payment screenshot', async () => {
      const url = (path: string) => `http://127.0.0.1:54321/storage/v1/object/public/${path}`;
      const insert = (bucket: string, name: string) =>
        db.sql(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, name]);
      // An upload nothing shows yet (every new file before its row is saved).
      expect(await effectOf(() => insert('banner-images', 'banners/unused.png'))).toEqual({
        marked: false,
        notified: [],
      });
      expect(await effectOf(() => insert('payment-screenshots', 'receipt.png'))).toEqual({
        marked: false,
        notified: [],
      });
      // A file a row already points at, as when the seed's rows come before their files.
      await db.sql(`insert into public.gallery (title, image_url) values ('Waiting', $1)`, [
        url('gallery-images/x.png'),
      ]);
      expect(await effectOf(() => insert('gallery-images', 'x.png'))).toEqual({
        marked: true,
        notified: [{ channel: 'site_content_changed', payload: 'storage.objects' }],
      });
      // Moving a file onto a name a row references.
      await db.sql(`insert into public.gallery (title, image_url) values ('Moved', $1)`, [
        url('gallery-images/moved.png'),
      ]);
      expect(
        await effectOf(() =>
          db.sql(
            `update storage.objects set bucket_id = 'gallery-images', name = 'moved.png' where name = 'receipt.png'`,
          ),
        ),
      ).toMatchObject({ marked: true });
      // Deleting: an unreferenced file is gone unseen; a referenced one stays.
      expect(
        await effectOf(() => db.sqlAsStorageApi(`delete from storage.objects where name = 'banners/unused.png'`)),
      ).toEqual({
        marked: false,
        notified: [],
      });
      expect(await effectOf(() => db.sqlAsStorageApi(`delete from storage.objects where name = 'moved.png'`))).toEqual({
        marked: false,
        notified: [],
      });
      expect(
        await db.sql(`select name from storage.objects where name in ('moved.png', 'banners/unused.png')`),
      ).toEqual([{ name: 'moved.png' }]);
    });

    it("marks an admin's edit through the API, not a signed-in non-admin's attempt", async () => {
      const [banner] = await db.sql<{ id: string }>('select id from public.banners limit 1');
      const id = String(banner?.id);
      const asUser = await effectOf(async () => {
        const { data } = await db.user.from('banners').update({ title: 'Not allowed' }).eq('id', id).select();
        expect(data).toEqual([]);
      });
      expect(asUser).toEqual({ marked: false, notified: [] });
      const asAdmin = await effectOf(async () => {
        const { error } = await db.admin.from('banners').update({ title: 'Admissions open' }).eq('id', id);
        expect(error).toBeNull();
      });
      expect(asAdmin).toEqual({
        marked: true,
        notified: [{ channel: 'site_content_changed', payload: 'public.banners' }],
      });
      expect(await state()).toMatchObject({ pending: true });
    });
  });

  describe('the state through the API', () => {
    // Every staff role sees the state on its dashboard; editors and administrators publish.
    const sees: Record<Caller, boolean> = {
      visitor: false,
      user: false,
      editor: true,
      admissions: true,
      admin: true,
      service: true,
    };
    const expected: Record<Caller, boolean> = { ...sees, admissions: false };

    it.each(CALLERS)('get_site_publish_state for %s', async (caller) => {
      const { data, error } = await db.client(caller).rpc('get_site_publish_state');
      if (sees[caller]) {
        expect(error).toBeNull();
        expect(data).toMatchObject({ status: expect.any(String), pending: expect.any(Boolean) });
      } else {
        expect(error?.code).toBe('42501');
      }
    });

    it.each(CALLERS)('request_site_publish for %s', async (caller) => {
      await settled();
      notified.length = 0;
      const { error } = await db.client(caller).rpc('request_site_publish');
      await settled();
      if (expected[caller]) {
        expect(error).toBeNull();
        expect(notified).toEqual([{ channel: 'site_publish_requested', payload: '' }]);
      } else {
        expect(error?.code).toBe('42501');
        expect(notified).toEqual([]);
      }
    });

    it.each(CALLERS)('report_site_build for %s', async (caller) => {
      const { error } = await db.client(caller).rpc('report_site_build', { status: 'building' });
      if (caller === 'service') expect(error).toBeNull();
      else expect(error?.code).toBe('42501');
    });

    it('keeps the state table itself out of the API', async () => {
      const { error } = await db.service
        .schema('private' as 'public')
        .from('site_publish_state' as 'banners')
        .select();
      expect(error).not.toBeNull();
      expect(
        await db.sql(
          `select grantee from information_schema.role_table_grants
           where table_schema = 'private' and table_name = 'site_publish_state'
             and grantee in ('anon', 'authenticated', 'service_role')`,
        ),
      ).toEqual([]);
    });
  });

  describe('build reports', () => {
    const report = (status: string, error?: string) =>
      db.sql('select public.report_site_build($1, $2)', [status, error ?? null]);

    it('moves through building, failed and published', async () => {
      await report('building');
      expect(await state()).toMatchObject({ status: 'building', pending: false });

      await report('failed', 'Could not reach the database.');
      const failed = await state();
      expect(failed).toMatchObject({ status: 'failed', last_error: 'Could not reach the database.' });

      await report('building');
      await report('published');
      const published = await state();
      expect(published).toMatchObject({ status: 'idle', last_error: null });
      expect(Date.parse(String(published?.last_published_at))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('shows a change after the build started as pending', async () => {
      await report('building');
      await db.sql(`update public.courses set title = title || '.'`);
      expect(await state()).toMatchObject({ status: 'building', pending: true });
      await report('published');
    });

    it('refuses an unknown status', async () => {
      await expect(report('done')).rejects.toMatchObject({ code: '22023' });
    });

    it('leaves the production hook inert where pg_net and Vault are missing', async () => {
      expect(await db.sql('select private.dispatch_site_deploy(true) as sent')).toEqual([{ sent: false }]);
    });
  });
});
