// News posts (supabase/schemas/04_blog.sql): visitors and signed-in non-admins read a
// post once it is no draft and its time has come, only admins write, the columns refuse what a
// page cannot show, every save publishes like any content, and a post dated in the future
// publishes the site by itself when its time passes (pg_cron on hosted, the backend's timer here).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import { type Notifications, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

describe('news posts', () => {
  let db: SeminaryServer;
  let notifications: Notifications;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    notifications = await db.notifications(['site_content_changed']);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.sql('delete from public.posts where true');
  });

  const slug = () => `post-${randomUUID().slice(0, 8)}`;

  /** A post written as the database owner, `at` seconds from now. */
  async function post(values: { at: number; draft?: boolean }) {
    const [row] = await db.sql<{ id: string; slug: string }>(
      `insert into public.posts (slug, title, summary, body, published_at, draft)
       values ($1, 'A title', 'A summary', '<p>Body</p>', now() + make_interval(secs => $2), $3)
       returning id, slug`,
      [slug(), values.at, values.draft ?? false],
    );
    return row as { id: string; slug: string };
  }

  async function changesDuring(run: () => PromiseLike<unknown>): Promise<string[]> {
    await notifications.settled();
    notifications.received.length = 0;
    await run();
    await notifications.settled();
    return notifications.received.map((notification) => notification.payload);
  }

  describe('who reads what', () => {
    it('shows visitors and signed-in non-admins only published posts whose time has come, admins all', async () => {
      const published = await post({ at: -60 });
      const draft = await post({ at: -60, draft: true });
      const future = await post({ at: 3600 });
      for (const caller of ['visitor', 'user'] as const) {
        const { data, error } = await db.client(caller).from('posts').select('slug').order('slug');
        expect(error).toBeNull();
        expect(
          data?.map((row) => row.slug),
          caller,
        ).toEqual([published.slug]);
      }
      const { data } = await db.admin.from('posts').select('slug');
      expect(data?.map((row) => row.slug).sort()).toEqual([published.slug, draft.slug, future.slug].sort());
    });

    it('lets only admins write', async () => {
      const values = { slug: slug(), title: 'Visitor', summary: 'No', draft: false };
      for (const caller of ['visitor', 'user'] as const) {
        const insert = await db.client(caller).from('posts').insert(values);
        expect(insert.error?.code, caller).toBe('42501');
      }
      const existing = await post({ at: -60 });
      for (const caller of ['visitor', 'user'] as const) {
        await db.client(caller).from('posts').update({ title: 'Changed' }).eq('id', existing.id);
        await db.client(caller).from('posts').delete().eq('id', existing.id);
      }
      expect(await db.sql('select title from public.posts where id = $1', [existing.id])).toEqual([
        { title: 'A title' },
      ]);

      const made = await db.admin.from('posts').insert(values).select('id, draft').single();
      expect(made.error).toBeNull();
      const updated = await db.admin
        .from('posts')
        .update({ title_te: 'తెలుగు శీర్షిక' })
        .eq('id', String(made.data?.id))
        .select('title_te')
        .single();
      expect(updated.data).toEqual({ title_te: 'తెలుగు శీర్షిక' });
      const deleted = await db.admin.from('posts').delete().eq('id', String(made.data?.id)).select('id');
      expect(deleted.data).toHaveLength(1);
    });

    it('starts a new post as a draft', async () => {
      const made = await db.admin.from('posts').insert({ slug: slug(), title: 'New', summary: 'New' }).select('draft');
      expect(made.data).toEqual([{ draft: true }]);
    });
  });

  describe('what a post may hold', () => {
    const base = () => ({ slug: slug(), title: 'Title', summary: 'Summary' });

    it.each([
      ['a slug with capitals', { slug: 'News-Day' }],
      ['a slug with spaces', { slug: 'news day' }],
      ['a slug with a trailing hyphen', { slug: 'news-' }],
      ['the slug of the later list pages', { slug: 'page' }],
      ['an empty title', { title: '  ' }],
      ['a title with a line break', { title: 'Two\nlines' }],
      ['a Telugu title with a carriage return', { title_te: 'రెండు\rపంక్తులు' }],
      ['a summary with a line break', { summary: 'One\r\ntwo' }],
      ['alt text with a line break', { cover_image_url: 'https://x.test/a.jpg', cover_alt: 'A\nB' }],
      ['a cover without alt text', { cover_image_url: 'https://x.test/a.jpg' }],
    ])('refuses %s', async (_name, values) => {
      const { error } = await db.admin.from('posts').insert({ ...base(), ...values });
      expect(error?.code).toBe('23514');
    });

    it('refuses a slug another post has', async () => {
      const first = base();
      expect((await db.admin.from('posts').insert(first)).error).toBeNull();
      expect((await db.admin.from('posts').insert({ ...base(), slug: first.slug })).error?.code).toBe('23505');
    });

    it('keeps a cover picture in storage while a post shows it', async () => {
      const url = 'http://127.0.0.1:54321/storage/v1/object/public/gallery-images/posts/cover.jpg';
      await db.admin.from('posts').insert({ ...base(), cover_image_url: url, cover_alt: 'Graduates' });
      const [row] = await db.sql<{ kept: boolean; other: boolean }>(
        `select private.storage_object_is_referenced('gallery-images', 'posts/cover.jpg') as kept,
                private.storage_object_is_referenced('gallery-images', 'posts/other.jpg') as other`,
      );
      expect(row).toEqual({ kept: true, other: false });
    });
  });

  describe('publishing', () => {
    it('publishes every save and deletion of a post, not a save that changes nothing', async () => {
      let id = '';
      expect(
        await changesDuring(async () => {
          const made = await db.admin
            .from('posts')
            .insert({ ...{ slug: slug(), title: 'T', summary: 'S' } })
            .select('id');
          id = String(made.data?.[0]?.id);
        }),
      ).toEqual(['public.posts']);
      const [before] = await db.sql<{ updated_at: Date }>('select updated_at from public.posts where id = $1', [id]);
      expect(await changesDuring(() => db.admin.from('posts').update({ title: 'T' }).eq('id', id))).toEqual([]);
      const [after] = await db.sql<{ updated_at: Date }>('select updated_at from public.posts where id = $1', [id]);
      expect(after?.updated_at).toEqual(before?.updated_at);
      expect(await changesDuring(() => db.admin.from('posts').update({ draft: false }).eq('id', id))).toEqual([
        'public.posts',
      ]);
      expect(await changesDuring(() => db.admin.from('posts').delete().eq('id', id))).toEqual(['public.posts']);
      const deletions = await db.visitor.from('content_deletions').select('row_id').eq('table_name', 'posts');
      expect(deletions.data).toContainEqual({ row_id: id });
    });

    it('publishes a future post when its time comes, once, and never a draft', async () => {
      await db.sql('select private.publish_due_posts()');
      const scheduled = await post({ at: 2 });
      await post({ at: 2, draft: true });
      const due = async () => (await db.sql<{ due: boolean }>('select private.publish_due_posts() as due'))[0]?.due;

      expect(await changesDuring(async () => expect(await due()).toBe(false))).toEqual([]);
      expect((await db.visitor.from('posts').select('slug')).data).toEqual([]);

      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await changesDuring(async () => expect(await due()).toBe(true))).toEqual(['public.posts (scheduled)']);
      expect((await db.visitor.from('posts').select('slug')).data).toEqual([{ slug: scheduled.slug }]);
      // Found by the site's loader by its time, though its last change is older than the last build.
      const since = new Date(Date.now() - 2000).toISOString();
      const { data } = await db.visitor
        .from('posts')
        .select('slug')
        .or(`updated_at.gt."${since}",published_at.gt."${since}"`);
      expect(data).toEqual([{ slug: scheduled.slug }]);

      expect(await changesDuring(async () => expect(await due()).toBe(false))).toEqual([]);
    });

    it('does not publish again a post saved after its time, whose save already published it', async () => {
      await db.sql(`update private.post_schedule_state set checked_until = now() - interval '1 hour' where id`);
      await post({ at: -60 });
      const [row] = await db.sql<{ due: boolean }>('select private.publish_due_posts() as due');
      expect(row?.due).toBe(false);
    });

    it("publishes a due post from the local backend's timer, as pg_cron does on hosted", async () => {
      await runScheduledJobs(db.server);
      await post({ at: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        await changesDuring(async () =>
          expect(await runScheduledJobs(db.server)).toMatchObject({ postsPublished: true }),
        ),
      ).toEqual(['public.posts (scheduled)']);
    });
  });
});
