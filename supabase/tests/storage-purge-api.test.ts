// Erased files leave hosted storage too (supabase/schemas/14_storage.sql): with the project's URL and
// service key in Vault, as DEPLOY.md sets them up, the purge asks the Storage API to delete each
// object (Storage then deletes the row and the bytes) instead of deleting the row by SQL, which
// on hosted leaves the bytes in S3. The test plays pg_net's worker: it sends the queued request
// to this backend's own Storage API, and the file is gone from the disk. The files of dropped
// content versions (supabase/schemas/12_history.sql) take the same route.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { setVaultSecret, takeQueuedRequests, usePlatformStandIns } from './support/platform-stand-ins.ts';
import { png, type SeminaryServer, startSeminaryServer, submitApplication } from './support/seminary-server.ts';

describe('the purge on a project set up for it', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    await usePlatformStandIns(db);
  });
  afterAll(() => db.close());

  const purge = () =>
    db.sql<{ bucket_id: string; name: string }>('select bucket_id, name from private.purge_unreferenced_uploads()');

  async function erasedScreenshot() {
    const { id, screenshot: name } = await submitApplication(db, {
      name: 'Mercy',
      email: `mercy.${Date.now()}@example.com`,
      program_interest: 'online',
    });
    expect((await db.admin.rpc('erase_person_data', { application_id: id })).data).toBe(1);
    return { name, file: join(db.server.ctx.storageDir, STORAGE.paymentScreenshots.bucket, name) };
  }

  it('encodes object names for the URL', async () => {
    expect(await db.sql(`select private.url_path_encode('a b/ç?#%.png') as path`)).toEqual([
      { path: 'a%20b/%C3%A7%3F%23%25.png' },
    ]);
  });

  it('deletes the rows itself without the secrets, as the local backend does', async () => {
    const screenshot = await erasedScreenshot();
    expect(await purge()).toEqual([{ bucket_id: 'payment-screenshots', name: screenshot.name }]);
    expect(await takeQueuedRequests(db)).toEqual([]);
  });

  it('asks the Storage API to delete each object once the secrets are set, and Storage deletes row and bytes', async () => {
    await setVaultSecret(db, 'project_url', `${db.server.url}/`);
    await setVaultSecret(db, 'storage_purge_service_key', db.server.serviceRoleKey);
    try {
      const screenshot = await erasedScreenshot();
      expect(await purge()).toEqual([]);
      const object = () =>
        db.sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
          'payment-screenshots',
          screenshot.name,
        ]);
      expect((await object()).length).toBe(1);

      const [request, ...more] = await takeQueuedRequests(db);
      expect(more).toEqual([]);
      expect(request).toMatchObject({
        method: 'DELETE',
        url: `${db.server.url}/storage/v1/object/payment-screenshots/${screenshot.name}`,
        headers: { Authorization: `Bearer ${db.server.serviceRoleKey}`, apikey: db.server.serviceRoleKey },
      });
      const response = await fetch(request?.url ?? '', { method: 'DELETE', headers: request?.headers ?? {} });
      expect(response.status).toBe(200);
      expect(await object()).toEqual([]);
      expect(existsSync(screenshot.file)).toBe(false);
      // The erasure's mark goes with the object.
      await purge();
      expect(await db.sql('select 1 from private.storage_objects_to_purge where name = $1', [screenshot.name])).toEqual(
        [],
      );
    } finally {
      await setVaultSecret(db, 'project_url', null);
      await setVaultSecret(db, 'storage_purge_service_key', null);
    }
  });

  it('asks the Storage API to delete a content file once the versions naming it are gone, until it has', async () => {
    const path = uniqueObjectPath(STORAGE.bannerImages, 'hero.png');
    const bucket = db.service.storage.from(STORAGE.bannerImages.bucket);
    expect((await bucket.upload(path, png())).error).toBeNull();
    const { data: banner } = await db.service
      .from('banners')
      .insert({ title: 'Open day', image_url: bucket.getPublicUrl(path).data.publicUrl })
      .select('id')
      .single();
    expect(
      (
        await db.service
          .from('banners')
          .delete()
          .eq('id', banner?.id ?? '')
      ).error,
    ).toBeNull();
    const mark = () => db.sql('select 1 from private.storage_objects_to_purge where name = $1', [path]);

    await setVaultSecret(db, 'project_url', db.server.url);
    await setVaultSecret(db, 'storage_purge_service_key', db.server.serviceRoleKey);
    try {
      // The deleted banner's version can still restore it with its picture.
      await purge();
      expect(await takeQueuedRequests(db)).toEqual([]);

      await db.sql(
        `update public.content_versions set changed_at = now() - interval '31 days' where table_name = 'banners' and record_id = $1`,
        [banner?.id],
      );
      await db.sql('select private.purge_content_versions()');
      expect(await purge()).toEqual([]);
      const url = `${db.server.url}/storage/v1/object/banner-images/${path}`;
      expect(await takeQueuedRequests(db)).toMatchObject([{ method: 'DELETE', url }]);

      // A request that never reached Storage is sent again, however long ago the file was marked.
      await db.sql(
        `update private.storage_objects_to_purge set marked_at = now() - interval '2 days' where name = $1`,
        [path],
      );
      await purge();
      const [request, ...more] = await takeQueuedRequests(db);
      expect(more).toEqual([]);
      expect(request).toMatchObject({ method: 'DELETE', url });
      expect((await mark()).length).toBe(1);

      const response = await fetch(url, { method: 'DELETE', headers: request?.headers ?? {} });
      expect(response.status).toBe(200);
      expect(existsSync(join(db.server.ctx.storageDir, STORAGE.bannerImages.bucket, path))).toBe(false);
      await purge();
      expect(await mark()).toEqual([]);
    } finally {
      await setVaultSecret(db, 'project_url', null);
      await setVaultSecret(db, 'storage_purge_service_key', null);
    }
  });
});
