import { describe, expect, it } from 'vitest';
import { madeBeforeAll, signUserToken, useTestServer } from './support/server.ts';
import {
  ADMIN_ID,
  filesUnder,
  PNG_BYTES,
  STORAGE_FIXTURE_SQL,
  STUDENT_ID,
  storageError,
} from './support/storage-fixtures.ts';

const RLS_REFUSAL = {
  name: 'StorageApiError',
  status: 400,
  statusCode: '403',
  code: 'AccessDenied',
  message: 'new row violates row-level security policy',
};

describe('storage policies', () => {
  const server = useTestServer({ extraSql: [STORAGE_FIXTURE_SQL] });
  const anon = madeBeforeAll(() => server.anon());
  const service = madeBeforeAll(() => server.service());
  const admin = madeBeforeAll(async () =>
    server.withToken(await signUserToken({ sub: ADMIN_ID, app_metadata: { role: 'admin' } })),
  );
  const student = madeBeforeAll(async () => server.withToken(await signUserToken({ sub: STUDENT_ID })));

  describe('a public bucket writable only by admins', () => {
    it('refuses uploads from visitors and from signed-in non-admins, leaving no file', async () => {
      const before = await filesUnder(server.ctx.storageDir);
      expect(
        storageError((await anon.storage.from('media').upload('x.png', PNG_BYTES, { contentType: 'image/png' })).error),
      ).toEqual(RLS_REFUSAL);
      expect(
        storageError(
          (await student.storage.from('media').upload('x.png', new Blob([PNG_BYTES], { type: 'image/png' }))).error,
        ),
      ).toEqual(RLS_REFUSAL);
      expect(await filesUnder(server.ctx.storageDir)).toEqual(before);
      const rows = await server.db.query("select 1 from storage.objects where bucket_id = 'media'");
      expect(rows.rows).toEqual([]);
    });

    it('lets an admin upload, upsert and delete, and anyone read the public URL', async () => {
      const media = admin.storage.from('media');
      const uploaded = await media.upload('banner.png', PNG_BYTES, { contentType: 'image/png' });
      expect(uploaded.error).toBeNull();
      const owner = await server.db.query<{ owner: string; owner_id: string }>(
        "select owner, owner_id from storage.objects where bucket_id = 'media' and name = 'banner.png'",
      );
      expect(owner.rows[0]).toEqual({ owner: ADMIN_ID, owner_id: ADMIN_ID });

      const publicUrl = anon.storage.from('media').getPublicUrl('banner.png').data.publicUrl;
      const read = await fetch(publicUrl);
      expect(read.status).toBe(200);
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG_BYTES);

      const replaced = await media.upload('banner.png', 'new banner text', { upsert: true, contentType: 'text/plain' });
      expect(replaced.error).toBeNull();
      expect(await (await fetch(publicUrl)).text()).toBe('new banner text');
    });

    it('does not let a non-admin overwrite, remove, move or copy in the public bucket', async () => {
      const media = student.storage.from('media');
      const overwrite = await media.upload('banner.png', 'defaced', { upsert: true, contentType: 'text/plain' });
      expect(storageError(overwrite.error)).toEqual(RLS_REFUSAL);

      const removed = await media.remove(['banner.png']);
      expect(removed).toEqual({ data: [], error: null });

      const moved = await media.move('banner.png', 'moved.png');
      expect(storageError(moved.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      const copied = await media.copy('banner.png', 'copy.png');
      expect(storageError(copied.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });

      const visitorRemove = await anon.storage.from('media').remove(['banner.png']);
      expect(visitorRemove).toEqual({ data: [], error: null });

      expect(await (await fetch(anon.storage.from('media').getPublicUrl('banner.png').data.publicUrl)).text()).toBe(
        'new banner text',
      );
    });

    it('lets the admin move, copy and finally remove', async () => {
      const media = admin.storage.from('media');
      expect((await media.copy('banner.png', 'banner-copy.png')).error).toBeNull();
      expect((await media.move('banner-copy.png', 'old/banner.png')).error).toBeNull();
      const removed = await media.remove(['banner.png', 'old/banner.png']);
      expect(removed.error).toBeNull();
      expect(removed.data?.map((r) => r.name).sort()).toEqual(['banner.png', 'old/banner.png']);
      expect((await fetch(anon.storage.from('media').getPublicUrl('banner.png').data.publicUrl)).status).toBe(400);
    });
  });

  describe('a private bucket where visitors may only insert', () => {
    it('accepts a visitor upload into incoming/ and refuses one elsewhere', async () => {
      const receipts = anon.storage.from('receipts');
      const ok = await receipts.upload('incoming/payment-1.png', PNG_BYTES, { contentType: 'image/png' });
      expect(ok.error).toBeNull();
      expect(ok.data?.fullPath).toBe('receipts/incoming/payment-1.png');
      const owner = await server.db.query<{ owner: string | null }>(
        "select owner from storage.objects where bucket_id = 'receipts' and name = 'incoming/payment-1.png'",
      );
      expect(owner.rows).toEqual([{ owner: null }]);

      const elsewhere = await receipts.upload('other/payment.png', PNG_BYTES, { contentType: 'image/png' });
      expect(storageError(elsewhere.error)).toEqual(RLS_REFUSAL);

      const wrongType = await receipts.upload('incoming/payment.txt', 'not an image');
      expect(storageError(wrongType.error)).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    });

    it('refuses a visitor upsert, which also needs SELECT and UPDATE', async () => {
      const receipts = anon.storage.from('receipts');
      const again = await receipts.upload('incoming/payment-1.png', PNG_BYTES, {
        contentType: 'image/png',
        upsert: true,
      });
      expect(storageError(again.error)).toEqual(RLS_REFUSAL);
      const duplicate = await receipts.upload('incoming/payment-1.png', PNG_BYTES, { contentType: 'image/png' });
      expect(storageError(duplicate.error)).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' });
    });

    it('does not let the visitor read, list, sign, or remove what was uploaded', async () => {
      const receipts = anon.storage.from('receipts');
      const download = await receipts.download('incoming/payment-1.png');
      expect(storageError(download.error)).toMatchObject({ status: 400 });
      expect(await receipts.exists('incoming/payment-1.png')).toMatchObject({ data: false });
      expect(await receipts.list('incoming')).toEqual({ data: [], error: null });
      const signed = await receipts.createSignedUrl('incoming/payment-1.png', 60);
      expect(storageError(signed.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect(await receipts.remove(['incoming/payment-1.png'])).toEqual({ data: [], error: null });
      const publicRead = await fetch(receipts.getPublicUrl('incoming/payment-1.png').data.publicUrl);
      expect(publicRead.status).toBe(400);
      expect(await publicRead.json()).toMatchObject({ code: 'NoSuchBucket' });

      const stillThere = await service.storage.from('receipts').download('incoming/payment-1.png');
      expect(new Uint8Array(await (stillThere.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
    });

    it('lets only an admin read it, through download or a short signed URL', async () => {
      const studentRead = await student.storage.from('receipts').download('incoming/payment-1.png');
      expect(storageError(studentRead.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect(await student.storage.from('receipts').list('incoming')).toEqual({ data: [], error: null });

      const receipts = admin.storage.from('receipts');
      const download = await receipts.download('incoming/payment-1.png');
      expect(new Uint8Array(await (download.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
      const listed = await receipts.list('incoming');
      expect(listed.data?.map((e) => e.name)).toEqual(['payment-1.png']);

      const { data } = await receipts.createSignedUrl('incoming/payment-1.png', 120);
      const viaUrl = await fetch(data?.signedUrl as string);
      expect(viaUrl.status).toBe(200);
      expect(viaUrl.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await viaUrl.arrayBuffer())).toEqual(PNG_BYTES);

      // The admin may read but no policy lets anyone delete.
      expect(await receipts.remove(['incoming/payment-1.png'])).toEqual({ data: [], error: null });
      const empty = await receipts.list('incoming');
      expect(empty.data).toHaveLength(1);
    });

    it('issues signed upload URLs only to callers the INSERT policy admits', async () => {
      const receipts = anon.storage.from('receipts');
      const refused = await receipts.createSignedUploadUrl('other/x.png');
      expect(storageError(refused.error)).toEqual(RLS_REFUSAL);

      const { data, error } = await receipts.createSignedUploadUrl('incoming/payment-2.png');
      expect(error).toBeNull();
      expect(data?.path).toBe('incoming/payment-2.png');
      const uploaded = await receipts.uploadToSignedUrl('incoming/payment-2.png', data?.token as string, PNG_BYTES, {
        contentType: 'image/png',
      });
      expect(uploaded.error).toBeNull();
      expect(uploaded.data?.fullPath).toBe('receipts/incoming/payment-2.png');

      const elsewhere = await receipts.uploadToSignedUrl('incoming/payment-3.png', data?.token as string, PNG_BYTES, {
        contentType: 'image/png',
      });
      expect(storageError(elsewhere.error)).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

      const reused = await receipts.uploadToSignedUrl('incoming/payment-2.png', data?.token as string, PNG_BYTES, {
        contentType: 'image/png',
      });
      expect(storageError(reused.error)).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' });

      // An upload token does not double as a download token.
      const asDownload = await fetch(
        `${server.url}/storage/v1/object/sign/receipts/incoming/payment-2.png?token=${data?.token}`,
      );
      expect(await asDownload.json()).toMatchObject({ code: 'InvalidSignature' });

      const check = await admin.storage.from('receipts').download('incoming/payment-2.png');
      expect(new Uint8Array(await (check.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
    });
  });

  describe('buckets', () => {
    it('are hidden from and closed to visitors and users without bucket policies', async () => {
      expect(await anon.storage.listBuckets()).toEqual({ data: [], error: null });
      expect(storageError((await student.storage.getBucket('media')).error)).toMatchObject({
        statusCode: '404',
        code: 'NoSuchBucket',
      });
      const created = await admin.storage.createBucket('mine', { public: true });
      expect(storageError(created.error)).toEqual(RLS_REFUSAL);
      const emptied = await anon.storage.emptyBucket('media');
      expect(storageError(emptied.error)).toMatchObject({ code: 'NoSuchBucket' });
      const deleted = await anon.storage.deleteBucket('docs');
      expect(storageError(deleted.error)).toMatchObject({ code: 'NoSuchBucket' });
      const buckets = await service.storage.listBuckets();
      expect(buckets.data?.map((b) => b.id)).toEqual(['docs', 'media', 'receipts']);
    });
  });
});
