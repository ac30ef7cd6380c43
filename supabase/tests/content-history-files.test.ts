// The files of content history: a replaced or deleted record's picture stays while a
// version of the record names it, so a restore brings it back (supabase/schemas/12_history.sql); once the last
// version naming it is dropped (the bound of 50 per record, or 30 days after a deletion) and
// nothing else names it, the hourly purge deletes it (supabase/schemas/12_history.sql). Done as the admin does it,
// through supabase-js as an editor, with the backend's timer running the daily and hourly purges
// as pg_cron does on hosted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE, type StorageLocation, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { runScheduledJobs } from './support/scheduled-jobs.ts';
import { png, type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

interface StoredFile {
  bucket: string;
  path: string;
  url: string;
}

describe('files of content versions', () => {
  let db: SeminaryServer;
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
  });
  afterAll(() => db.close());

  async function upload(location: StorageLocation): Promise<StoredFile> {
    const path = uniqueObjectPath(location, 'picture.png');
    const bucket = db.editor.storage.from(location.bucket);
    expect((await bucket.upload(path, png())).error).toBeNull();
    return { bucket: location.bucket, path, url: bucket.getPublicUrl(path).data.publicUrl };
  }

  const stored = async (file: StoredFile) =>
    (await db.editor.storage.from(file.bucket).download(file.path)).error === null;

  /** What the admin does with a replaced or deleted row's file: Storage keeps it while something names it. */
  const removeAsTheAdmin = async (file: StoredFile) =>
    (await db.editor.storage.from(file.bucket).remove([file.path])).data;

  /** The backend's timer: the daily purge of versions, then the hourly purge of files. */
  const purges = async () => (await runScheduledJobs(db.server)).purged;

  /** Thirty-one days on for a deleted record's versions. */
  const deletedLongAgo = (table: string, id: string) =>
    db.sql(
      `update public.content_versions set changed_at = now() - interval '31 days' where table_name = $1 and record_id = $2`,
      [table, id],
    );

  /** Fifty edits of a record, each keeping a version: as many versions as a record keeps. */
  async function editFiftyTimes(edit: (n: number) => PromiseLike<{ error: unknown }>) {
    for (let n = 1; n <= 50; n++) expect((await edit(n)).error).toBeNull();
  }

  it("deletes a banner's replaced picture once the record's 50 newer versions have pushed out the one naming it", async () => {
    const old = await upload(STORAGE.bannerImages);
    const current = await upload(STORAGE.bannerImages);
    const { data: banner } = await db.editor
      .from('banners')
      .insert({ title: 'Welcome', image_url: old.url })
      .select('id')
      .single();
    const id = banner?.id ?? '';
    expect((await db.editor.from('banners').update({ image_url: current.url }).eq('id', id)).error).toBeNull();

    // The version restores the old picture, so the admin's removal keeps it, and so does the purge.
    expect(await removeAsTheAdmin(old)).toEqual([]);
    expect(await purges()).not.toContain(`${old.bucket}/${old.path}`);
    expect(await stored(old)).toBe(true);

    // Each edit keeps a version; the 50th beyond the picture's drops the version naming it.
    await editFiftyTimes((n) =>
      db.editor
        .from('banners')
        .update({ title: `Welcome ${n}` })
        .eq('id', id),
    );
    const versions = await db.sql<{ file_paths: string[] }>(
      `select file_paths from public.content_versions where table_name = 'banners' and record_id = $1`,
      [id],
    );
    expect(versions).toHaveLength(50);
    expect(versions.every((v) => v.file_paths.join() === `${current.bucket}/${current.path}`)).toBe(true);
    // Not before the hourly purge.
    expect(await stored(old)).toBe(true);

    expect(await purges()).toContain(`${old.bucket}/${old.path}`);
    expect(await stored(old)).toBe(false);
    expect((await fetch(old.url)).status).toBe(400);
    expect(await stored(current)).toBe(true);
    expect((await fetch(current.url)).status).toBe(200);
  });

  it('keeps a file that another row or a remaining version still names, and deletes it once none does', async () => {
    const shared = await upload(STORAGE.teacherImages);
    const replacement = await upload(STORAGE.teacherImages);
    const teacher = { position: 'Lecturer', bio: 'Teaches', image_url: shared.url };
    const { data: teachers } = await db.editor
      .from('teachers')
      .insert([
        { ...teacher, name: 'Ruth' },
        { ...teacher, name: 'Naomi' },
      ])
      .select('id, name');
    const ruth = teachers?.find((t) => t.name === 'Ruth')?.id ?? '';
    const naomi = teachers?.find((t) => t.name === 'Naomi')?.id ?? '';

    // Ruth's picture is replaced and the version naming the old one is pushed out.
    expect((await db.editor.from('teachers').update({ image_url: replacement.url }).eq('id', ruth)).error).toBeNull();
    await editFiftyTimes((n) =>
      db.editor
        .from('teachers')
        .update({ bio: `Teaches ${n}` })
        .eq('id', ruth),
    );
    // Naomi still shows it.
    expect(await purges()).not.toContain(`${shared.bucket}/${shared.path}`);
    expect(await stored(shared)).toBe(true);

    // Naomi is deleted: her version can bring her back with it for 30 days.
    expect((await db.editor.from('teachers').delete().eq('id', naomi)).error).toBeNull();
    expect(await removeAsTheAdmin(shared)).toEqual([]);
    expect(await purges()).not.toContain(`${shared.bucket}/${shared.path}`);
    expect(await stored(shared)).toBe(true);

    await deletedLongAgo('teachers', naomi);
    expect(await purges()).toContain(`${shared.bucket}/${shared.path}`);
    expect(await stored(shared)).toBe(false);
    expect(await stored(replacement)).toBe(true);
  });

  it("deletes a deleted gallery image's file 30 days later, after the daily and the hourly purge", async () => {
    const picture = await upload(STORAGE.galleryImages);
    const { data: image } = await db.editor
      .from('gallery')
      .insert({ title: 'Chapel', image_url: picture.url })
      .select('id')
      .single();
    const id = image?.id ?? '';
    expect((await db.editor.from('gallery').delete().eq('id', id)).error).toBeNull();
    expect(await removeAsTheAdmin(picture)).toEqual([]);
    expect(await purges()).toEqual([]);
    expect(await stored(picture)).toBe(true);

    await deletedLongAgo('gallery', id);
    // The daily purge drops the versions and marks the file; the hourly one deletes it.
    await db.sql('select private.purge_content_versions()');
    expect(
      await db.sql('select bucket_id, name from private.storage_objects_to_purge where name = $1', [picture.path]),
    ).toEqual([{ bucket_id: picture.bucket, name: picture.path }]);
    expect(await stored(picture)).toBe(true);
    expect(await purges()).toEqual([`${picture.bucket}/${picture.path}`]);
    expect(await stored(picture)).toBe(false);
    // The mark goes with the object.
    expect(await db.sql('select 1 from private.storage_objects_to_purge where name = $1', [picture.path])).toEqual([]);
  });

  it('never deletes a content file by its age: staff upload it before the row naming it is saved', async () => {
    const waiting = await upload(STORAGE.downloadFiles);
    await db.sql(`update storage.objects set created_at = now() - interval '3 days' where name = $1`, [waiting.path]);
    expect(await purges()).not.toContain(`${waiting.bucket}/${waiting.path}`);
    expect(await stored(waiting)).toBe(true);
  });
});
