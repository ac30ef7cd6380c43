// The storage module against the real local backend: what it uploads is served at the URL it
// stores, and a file goes only when no row points at it any more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';
import { createFileStorage, type FileStorage, parsePublicObjectUrl, STORAGE, type StoredFile } from '../src/storage.ts';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe('file storage', () => {
  let db: SeminaryServer;
  let storage: FileStorage;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    storage = createFileStorage({ client: db.admin, supabaseUrl: db.server.url, anonKey: db.server.anonKey });
  }, 60_000);
  afterAll(() => db.close());

  const picture = (name = 'Chapel.PNG') => new File([PNG], name, { type: 'image/png' });

  async function isServed(file: StoredFile): Promise<boolean> {
    const response = await fetch(file.value);
    await response.body?.cancel();
    return response.ok;
  }

  async function banner(imageUrl: string): Promise<string> {
    const [row] = await db.sql<{ id: string }>(
      `insert into public.banners (title, image_url) values ('Welcome', $1) returning id`,
      [imageUrl],
    );
    return row?.id ?? '';
  }

  it('uploads under a new unique name and stores a public URL that serves the file', async () => {
    const first = await storage.upload(STORAGE.bannerImages, picture());
    const second = await storage.upload(STORAGE.bannerImages, picture());
    expect(first.value).not.toBe(second.value);
    expect(parsePublicObjectUrl(first.value)).toEqual({
      bucket: 'banner-images',
      path: expect.stringMatching(/^banners\/[0-9a-f-]{36}\.png$/),
    });
    const response = await fetch(first.value);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('keeps a file while another row or a version points at it, and removes it once none does', async () => {
    const file = await storage.upload(STORAGE.bannerImages, picture());
    const first = await banner(file.value);
    const second = await banner(file.value);

    await db.admin.from('banners').delete().eq('id', first);
    expect(await storage.removeUnreferenced([file])).toEqual({ removed: [], kept: [file] });
    expect(await isServed(file)).toBe(true);

    // Deleted banners can be brought back for 30 days, with their picture.
    await db.admin.from('banners').delete().eq('id', second);
    expect(await storage.removeUnreferenced([file])).toEqual({ removed: [], kept: [file] });
    await db.sql(
      `update public.content_versions set changed_at = now() - interval '31 days' where record_id = any($1)`,
      [[first, second]],
    );
    await db.sql('select private.purge_content_versions()');
    expect(await storage.removeUnreferenced([file])).toEqual({ removed: [file], kept: [] });
    expect(await isServed(file)).toBe(false);
  });

  it('counts a row that names the file through another address of the backend', async () => {
    const file = await storage.upload(STORAGE.galleryImages, picture());
    const elsewhere = file.value.replace(new URL(db.server.url).origin, 'https://school.example.org');
    await db.sql(`insert into public.gallery (title, image_url) values ('Chapel', $1)`, [elsewhere]);
    expect((await storage.removeUnreferenced([file])).kept).toEqual([file]);
    expect(await isServed(file)).toBe(true);
  });

  it('keeps an alumni photo that a kept old version of a profile still shows', async () => {
    const file = await storage.upload(STORAGE.alumniImages, picture());
    const [profile] = await db.sql<{ id: string }>(
      `insert into public.alumni_profiles (name, graduation_year, degree) values ('Asha', 2001, 'Master of Divinity') returning id`,
    );
    await db.sql(`update public.alumni_profiles set image_url = $2 where id = $1`, [profile?.id, file.value]);
    await db.sql(`update public.alumni_profiles set image_url = null where id = $1`, [profile?.id]);
    expect((await storage.removeUnreferenced([file])).kept).toEqual([file]);
    expect(await isServed(file)).toBe(true);
  });

  it('never removes what is not a file of the location’s bucket', async () => {
    const file = await storage.upload(STORAGE.teacherImages, picture());
    const elsewhere = { location: STORAGE.bannerImages, value: file.value };
    const external = { location: STORAGE.bannerImages, value: 'https://img.youtube.com/vi/x/maxresdefault.jpg' };
    expect(await storage.removeUnreferenced([elsewhere, external])).toEqual({
      removed: [],
      kept: [elsewhere, external],
    });
    expect(await isServed(file)).toBe(true);
  });
});
