import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../src/config.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';
import {
  expectOneVersionAfterConcurrentUpserts,
  expectStorageRefusal,
  FILES,
  filesUnder,
  PNG_BYTES,
  STORAGE_FIXTURE_SQL,
  storageError,
} from './support/storage-fixtures.ts';

const md5 = (bytes: Uint8Array | string) => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe('storage objects', () => {
  const server = useTestServer({ extraSql: [STORAGE_FIXTURE_SQL] });
  const service = madeBeforeAll(() => server.service());

  it('uploads a Blob as multipart and downloads the same bytes', async () => {
    const docs = service.storage.from('docs');
    const { data, error } = await docs.upload('notes/week 1.txt', new Blob(['hello week one'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data?.path).toBe('notes/week 1.txt');
    expect(data?.fullPath).toBe('docs/notes/week 1.txt');
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await server.db.query<{ id: string; metadata: Record<string, unknown> }>(
      "select id, metadata from storage.objects where bucket_id = 'docs' and name = 'notes/week 1.txt'",
    );
    expect(row.rows[0]?.id).toBe(data?.id);
    expect(row.rows[0]?.metadata).toMatchObject({
      eTag: md5('hello week one'),
      size: 14,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      contentLength: 14,
      httpStatusCode: 200,
    });

    const download = await docs.download('notes/week 1.txt');
    expect(download.error).toBeNull();
    expect(await download.data?.text()).toBe('hello week one');
  });

  it('uploads a raw Uint8Array with its content type, cache time and metadata', async () => {
    const docs = service.storage.from('docs');
    const { error } = await docs.upload('images/dot.png', PNG_BYTES, {
      contentType: 'image/png',
      cacheControl: '60',
      metadata: { caption: 'a dot' },
    });
    expect(error).toBeNull();
    const info = await docs.info('images/dot.png');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'images/dot.png',
      bucketId: 'docs',
      size: PNG_BYTES.length,
      contentType: 'image/png',
      cacheControl: 'max-age=60',
      etag: md5(PNG_BYTES),
      metadata: { caption: 'a dot' },
    });
    const download = await docs.download('images/dot.png');
    expect(new Uint8Array(await (download.data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('serves public objects without auth, with the stored headers', async () => {
    const media = service.storage.from('media');
    expect((await media.upload('hero.png', PNG_BYTES, { contentType: 'image/png' })).error).toBeNull();
    const { publicUrl } = media.getPublicUrl('hero.png').data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/media/hero.png`);

    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toBe(md5(PNG_BYTES));
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);

    const head = await fetch(publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(await head.text()).toBe('');

    const asAttachment = await fetch(media.getPublicUrl('hero.png', { download: true }).data.publicUrl);
    expect(asAttachment.headers.get('content-disposition')).toBe('attachment;');
    await asAttachment.arrayBuffer();
    const named = await fetch(media.getPublicUrl('hero.png', { download: 'foto final.png' }).data.publicUrl);
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=foto%20final.png; filename*=UTF-8''foto%20final.png;",
    );
    await named.arrayBuffer();

    const notModified = await fetch(publicUrl, { headers: { 'If-None-Match': md5(PNG_BYTES) } });
    expect(notModified.status).toBe(304);

    const range = await fetch(publicUrl, { headers: { Range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 0-7/${PNG_BYTES.length}`);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(PNG_BYTES.slice(0, 8));
  });

  it('refuses public reads from a private bucket and of missing objects', async () => {
    expect((await service.storage.from('docs').upload('secret.txt', 'top secret')).error).toBeNull();
    const privateRead = await fetch(`${server.url}/storage/v1/object/public/docs/secret.txt`);
    await expectStorageRefusal(privateRead, 400, {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const missing = await fetch(`${server.url}/storage/v1/object/public/media/nothing-here.png`);
    await expectStorageRefusal(missing, 400, {
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('never serves an upload as HTML from the storage origin', async () => {
    const media = service.storage.from('media');
    expect(
      (await media.upload('page.txt', '<script>alert(1)</script>', { contentType: 'text/plain' })).error,
    ).toBeNull();
    const docs = service.storage.from('docs');
    expect(
      (await docs.upload('page.html', '<script>alert(1)</script>', { contentType: 'text/html' })).error,
    ).toBeNull();
    const { data } = await docs.createSignedUrl('page.html', 60);
    const response = await fetch(data?.signedUrl as string);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.text();
  });

  it('signs URLs that work without auth until they expire, and refuses tampered tokens', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('reports/q1 summary.txt', 'quarter one')).error).toBeNull();
    const { data, error } = await docs.createSignedUrl('reports/q1 summary.txt', 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl as string;
    expect(signedUrl.startsWith(`${server.url}/storage/v1/object/sign/docs/reports/q1%20summary.txt?token=`)).toBe(
      true,
    );
    const ok = await fetch(signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('quarter one');
    expect(ok.headers.get('expires')).not.toBeNull();

    const token = new URL(signedUrl).searchParams.get('token') as string;
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ url: 'docs/secret.txt', exp: 4102444800 })).toString('base64url')}.${signature}`;
    const tampered = await fetch(`${server.url}/storage/v1/object/sign/docs/secret.txt?token=${forged}`);
    await expectStorageRefusal(tampered, 400, {
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'invalid signature',
    });

    const otherPath = await fetch(`${server.url}/storage/v1/object/sign/docs/secret.txt?token=${token}`);
    expect(await otherPath.json()).toMatchObject({ code: 'InvalidSignature', message: 'Invalid signature' });

    const expired = await new SignJWT({ url: 'docs/reports/q1 summary.txt' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const late = await fetch(`${server.url}/storage/v1/object/sign/docs/reports/q1%20summary.txt?token=${expired}`);
    await expectStorageRefusal(late, 400, {
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('signs several URLs at once and reports the missing ones', async () => {
    const docs = service.storage.from('docs');
    const { data, error } = await docs.createSignedUrls(['secret.txt', 'nope.txt'], 60);
    expect(error).toBeNull();
    expect(data?.map((d) => [d.path, d.error])).toEqual([
      ['secret.txt', null],
      ['nope.txt', 'Either the object does not exist or you do not have access to it'],
    ]);
    const response = await fetch(data?.[0]?.signedUrl as string);
    expect(await response.text()).toBe('top secret');
  });

  it('rejects a duplicate upload, then replaces the object with upsert and update', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('versions.txt', 'first')).error).toBeNull();
    const duplicate = await docs.upload('versions.txt', 'second');
    expect(storageError(duplicate.error)).toEqual({
      name: 'StorageApiError',
      status: 400,
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      message: 'The resource already exists',
    });

    const first = await server.db.query<{ id: string }>(
      "select id from storage.objects where bucket_id = 'docs' and name = 'versions.txt'",
    );
    const upserted = await docs.upload('versions.txt', 'second', { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first.rows[0]?.id);
    expect(await (await docs.download('versions.txt')).data?.text()).toBe('second');

    const updated = await docs.update('versions.txt', new Blob(['third'], { type: 'text/plain' }));
    expect(updated.error).toBeNull();
    expect(await (await docs.download('versions.txt')).data?.text()).toBe('third');

    // Old versions are gone from disk: one file per stored object.
    const onDisk = (await filesUnder(server.ctx.storageDir)).filter((f) => f.startsWith('docs/versions.txt/'));
    expect(onDisk).toHaveLength(1);
  });

  it('keeps exactly the stored version after concurrent upserts of one key', async () => {
    await expectOneVersionAfterConcurrentUpserts(server);
  });

  it('lists files and folders one level at a time', async () => {
    const docs = service.storage.from('docs');
    for (const name of ['class/a.txt', 'class/b.txt', 'class/2024/c.txt', 'class/2025/d.txt', 'class/2025/e.txt']) {
      expect((await docs.upload(name, name)).error).toBeNull();
    }
    const top = await docs.list('class');
    expect(top.error).toBeNull();
    expect(top.data?.map((e) => [e.name, e.id === null, e.metadata === null])).toEqual([
      ['2024', true, true],
      ['2025', true, true],
      ['a.txt', false, false],
      ['b.txt', false, false],
    ]);
    expect(top.data?.[2]?.metadata).toMatchObject({ size: 11, mimetype: 'text/plain' });

    const nested = await docs.list('class/2025', { sortBy: { column: 'name', order: 'desc' } });
    expect(nested.data?.map((e) => e.name)).toEqual(['e.txt', 'd.txt']);

    const paged = await docs.list('class', { limit: 2, offset: 1 });
    expect(paged.data?.map((e) => e.name)).toEqual(['2025', 'a.txt']);

    const searched = await docs.list('class', { search: 'b' });
    expect(searched.data?.map((e) => e.name)).toEqual(['b.txt']);

    const wildcard = await docs.list('class', { search: '%' });
    expect(wildcard.data).toEqual([]);

    const root = await docs.list();
    expect(root.data?.map((e) => e.name)).toContain('class');
  });

  it('moves and copies objects, bytes included', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('drafts/essay.txt', 'my essay')).error).toBeNull();

    const copied = await docs.copy('drafts/essay.txt', 'final/essay.txt');
    expect(copied.error).toBeNull();
    expect(copied.data?.path).toBe('docs/final/essay.txt');

    const moved = await docs.move('drafts/essay.txt', 'archive/essay.txt');
    expect(moved.error).toBeNull();
    expect(moved.data?.message).toBe('Successfully moved');

    expect(await (await docs.download('final/essay.txt')).data?.text()).toBe('my essay');
    expect(await (await docs.download('archive/essay.txt')).data?.text()).toBe('my essay');
    expect(storageError((await docs.download('drafts/essay.txt')).error).status).toBe(400);
    expect(await docs.exists('drafts/essay.txt')).toMatchObject({ data: false });
    expect(await docs.exists('archive/essay.txt')).toEqual({ data: true, error: null });

    const onto = await docs.move('final/essay.txt', 'archive/essay.txt');
    expect(storageError(onto.error)).toMatchObject({ statusCode: '409', code: 'ResourceAlreadyExists' });

    const toMedia = await docs.copy('archive/essay.txt', 'essay.txt', { destinationBucket: 'media' });
    expect(toMedia.error).toBeNull();
    const publicCopy = await fetch(service.storage.from('media').getPublicUrl('essay.txt').data.publicUrl);
    expect(await publicCopy.text()).toBe('my essay');

    const disk = await filesUnder(server.ctx.storageDir);
    expect(disk.some((f) => f.startsWith('docs/drafts/'))).toBe(false);
  });

  it('removes objects and returns the removed rows', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('trash/one.txt', '1')).error).toBeNull();
    expect((await docs.upload('trash/two.txt', '2')).error).toBeNull();
    const { data, error } = await docs.remove(['trash/one.txt', 'trash/two.txt', 'trash/none.txt']);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name).sort()).toEqual(['trash/one.txt', 'trash/two.txt']);
    expect(data?.[0]).toMatchObject({ bucket_id: 'docs' });
    expect(storageError((await docs.download('trash/one.txt')).error).statusCode).toBe('404');
    expect((await filesUnder(server.ctx.storageDir)).some((f) => f.startsWith('docs/trash/'))).toBe(false);
  });

  it("enforces the bucket's size limit and MIME types with Storage's errors", async () => {
    const media = service.storage.from('media');
    const tooLarge = await media.upload('big.png', new Blob([new Uint8Array(1025)], { type: 'image/png' }));
    expect(storageError(tooLarge.error)).toEqual({
      name: 'StorageApiError',
      status: 413,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });
    const tooLargeRaw = await media.upload('big-raw.png', new Uint8Array(1025), { contentType: 'image/png' });
    expect(storageError(tooLargeRaw.error)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    const exactly = await media.upload('limit.png', Buffer.concat([PNG_BYTES, Buffer.alloc(1024 - PNG_BYTES.length)]), {
      contentType: 'image/png',
    });
    expect(exactly.error).toBeNull();

    const refused = await media.upload('doc.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(storageError(refused.error)).toEqual({
      name: 'StorageApiError',
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type application/pdf is not supported',
    });
    const wildcard = await media.upload('pic.webp', FILES.webp, { contentType: 'image/webp' });
    expect(wildcard.error).toBeNull();
    const withCharset = await media.upload('note.txt', 'plain text');
    expect(withCharset.error).toBeNull();

    const rows = await server.db.query<{ name: string }>(
      "select name from storage.objects where bucket_id = 'media' and name in ('big.png', 'big-raw.png', 'doc.pdf')",
    );
    expect(rows.rows).toEqual([]);
  });

  it('answers missing buckets and objects with NoSuchBucket and NoSuchKey', async () => {
    const upload = await service.storage.from('ghost').upload('a.txt', 'x');
    expect(storageError(upload.error)).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
    const info = await service.storage.from('docs').info('missing.txt');
    expect(storageError(info.error)).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
      message: 'Object not found',
    });
    const sign = await service.storage.from('docs').createSignedUrl('missing.txt', 60);
    expect(storageError(sign.error)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('refuses a bad bearer token as storage-api does', async () => {
    const bogus = server.withToken('not-a-jwt');
    const { error } = await bogus.storage.from('docs').download('secret.txt');
    expect(storageError(error)).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    const wrongSecret = await new SignJWT({ role: 'authenticated', sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const forged = await server.withToken(wrongSecret).storage.from('docs').list();
    expect(storageError(forged.error)).toMatchObject({ statusCode: '403', message: 'invalid signature' });
  });

  it('serves the original image on the render routes', async () => {
    const media = service.storage.from('media');
    const url = media.getPublicUrl('hero.png', { transform: { width: 10, height: 10 } }).data.publicUrl;
    expect(url).toContain('/render/image/public/media/hero.png?width=10&height=10');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);

    const signed = await media.createSignedUrl('hero.png', 60, { transform: { width: 5 } });
    expect(signed.data?.signedUrl).toContain('/render/image/sign/media/hero.png?token=');
    const viaSigned = await fetch(signed.data?.signedUrl as string);
    expect(new Uint8Array(await viaSigned.arrayBuffer())).toEqual(PNG_BYTES);
  });
});
