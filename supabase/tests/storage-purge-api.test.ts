// Erased files leave hosted storage too (issue 25; 20250601002000): with the project's URL and
// service key in Vault, as DEPLOY.md sets them up, the purge asks the Storage API to delete each
// object (Storage then deletes the row and the bytes) instead of deleting the row by SQL, which
// on hosted leaves the bytes in S3. The test plays pg_net's worker: it sends the queued request
// to this backend's own Storage API, and the file is gone from the disk.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentScreenshotObjectName, STORAGE } from '../../packages/core/src/storage.ts';
import { setVaultSecret, takeQueuedRequests, usePlatformStandIns } from './support/platform-stand-ins.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
    const name = paymentScreenshotObjectName('receipt.png');
    const bucket = db.service.storage.from(STORAGE.paymentScreenshots.bucket);
    expect((await bucket.upload(name, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
    const { data, error } = await db.service
      .from('student_registrations')
      .insert({
        name: 'Mercy',
        email: `mercy.${Date.now()}@example.com`,
        program_interest: 'online',
        payment_screenshot_url: name,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await db.admin.rpc('erase_person_data', { application_id: data?.id ?? '' })).data).toBe(1);
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
});
