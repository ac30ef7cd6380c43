import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { madeBeforeAll, type TestServer, useTestServer } from './support/server.ts';
import { filesUnder, STORAGE_FIXTURE_SQL, storageError } from './support/storage-fixtures.ts';

interface RawResponse {
  status: number;
  body: string;
}

/** Sends a request with the path exactly as written: fetch would normalize `..` and encodings away. */
function raw(server: TestServer, method: string, path: string, body?: string | Buffer, headers = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
          'content-length': String(body === undefined ? 0 : Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage under hostile input', () => {
  const server = useTestServer({ extraSql: [STORAGE_FIXTURE_SQL] });
  const service = madeBeforeAll(() => server.service());
  let outside: string;
  beforeAll(() => {
    outside = dirname(server.ctx.storageDir);
  });

  it.each([
    ['encoded traversal in one segment', '/storage/v1/object/docs/%2e%2e%2f%2e%2e%2fevil.txt', '../../evil.txt'],
    ['encoded slashes to an absolute path', '/storage/v1/object/docs/%2Ftmp%2Fevil.txt', '/tmp/evil.txt'],
    ['a NUL byte', '/storage/v1/object/docs/evil%00.txt', 'evil\u0000.txt'],
    ['a backslash traversal', '/storage/v1/object/docs/..%5C..%5Cevil.txt', '..\\..\\evil.txt'],
    ['a dot segment', '/storage/v1/object/docs/a/.%2Fevil.txt', 'a/./evil.txt'],
    ['an empty segment', '/storage/v1/object/docs/a//evil.txt', 'a//evil.txt'],
    ['a non-ASCII name (refused by hosted Storage too)', '/storage/v1/object/docs/caf%C3%A9.txt', 'café.txt'],
  ])('refuses an upload with %s', async (_label, path, key) => {
    const response = await raw(server, 'POST', path, 'evil', { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    const body = JSON.parse(response.body);
    expect(body.statusCode).toBe('400');
    expect(body.code).toBe('InvalidKey');
    expect(body.message).toBe(`Invalid key: ${key}`);
  });

  it('keeps plain `..` paths inside the router instead of the store', async () => {
    const response = await raw(server, 'POST', '/storage/v1/object/docs/../../../../tmp/evil.txt', 'evil', {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(404);
    const decoded = await raw(
      server,
      'POST',
      '/storage/v1/object/docs/a/%2e%2e/%2e%2e/%2e%2e/%2e%2e/evil.txt',
      'evil',
      {
        'content-type': 'text/plain',
      },
    );
    expect(decoded.status).toBe(404);
  });

  it('refuses malformed percent-encoding, very long names and long segments', async () => {
    const malformed = await raw(server, 'POST', '/storage/v1/object/docs/bad%E0%A4%A.txt', 'x');
    expect(JSON.parse(malformed.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });

    const longName = await service.storage.from('docs').upload(`${'deep/'.repeat(250)}x.txt`, 'x');
    expect(storageError(longName.error)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    const longSegment = await service.storage.from('docs').upload(`${'a'.repeat(256)}.txt`, 'x');
    expect(storageError(longSegment.error)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  it('refuses hostile names in move, copy and bucket fields', async () => {
    const docs = service.storage.from('docs');
    expect((await docs.upload('safe.txt', 'safe')).error).toBeNull();
    expect(storageError((await docs.move('safe.txt', '../../evil.txt')).error)).toMatchObject({ code: 'InvalidKey' });
    expect(storageError((await docs.copy('safe.txt', '/etc/evil')).error)).toMatchObject({ code: 'InvalidKey' });
    expect(storageError((await docs.copy('safe.txt', 'x.txt', { destinationBucket: '../docs' })).error)).toMatchObject({
      code: 'InvalidBucketName',
    });
    expect(storageError((await service.storage.from('.staging').upload('x.txt', 'x')).error)).toMatchObject({
      code: 'InvalidBucketName',
    });
    expect(await docs.remove(['../../etc/passwd', 'safe.txt/../safe.txt'])).toEqual({ data: [], error: null });
    expect(await docs.list('../..')).toEqual({ data: [], error: null });
  });

  it('answers malformed bodies and tokens with storage errors, never a 500', async () => {
    const badJson = await raw(server, 'POST', '/storage/v1/object/list/docs', '{"prefix":', {
      'content-type': 'application/json',
    });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ code: 'InvalidRequest' });

    const notObject = await raw(server, 'POST', '/storage/v1/object/sign/docs/safe.txt', '[1]', {
      'content-type': 'application/json',
    });
    expect(JSON.parse(notObject.body)).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });

    const badExpiry = await raw(server, 'POST', '/storage/v1/object/sign/docs/safe.txt', '{"expiresIn":-5}', {
      'content-type': 'application/json',
    });
    expect(JSON.parse(badExpiry.body)).toMatchObject({
      code: 'InvalidRequest',
      message: 'body/expiresIn must be >= 1',
    });

    const garbageForm = await raw(server, 'POST', '/storage/v1/object/docs/form.txt', 'not multipart at all', {
      'content-type': 'multipart/form-data; boundary=zzz',
    });
    expect(JSON.parse(garbageForm.body)).toMatchObject({ code: 'InvalidRequest', message: 'No content provided' });

    const noToken = await raw(server, 'GET', '/storage/v1/object/sign/docs/safe.txt');
    expect(JSON.parse(noToken.body)).toMatchObject({ code: 'InvalidJWT', message: 'jwt must be provided' });
    const junkToken = await raw(server, 'GET', '/storage/v1/object/sign/docs/safe.txt?token=a.b.c');
    expect(JSON.parse(junkToken.body)).toMatchObject({ code: 'InvalidJWT', message: 'jwt malformed' });

    const headerInjection = await raw(server, 'POST', '/storage/v1/object/docs/header.txt', 'x', {
      'content-type': 'text/plain',
      'cache-control': 'max-age=1\u00e9',
    });
    expect(JSON.parse(headerInjection.body)).toMatchObject({ code: 'InvalidRequest' });

    const badRange = await raw(server, 'GET', '/storage/v1/object/docs/safe.txt', undefined, {
      range: 'bytes=100-200',
    });
    expect(JSON.parse(badRange.body)).toMatchObject({ code: 'InvalidRange' });
  });

  it('refuses a key whose folder would collide with a stored version file', async () => {
    const docs = service.storage.from('docs');
    const { data } = await docs.info('safe.txt');
    const collision = await docs.upload(`safe.txt/${data?.version}`, 'x');
    expect(storageError(collision.error)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(await (await docs.download('safe.txt')).data?.text()).toBe('safe');
  });

  it('does not follow a row written in SQL with a hostile name out of the store', async () => {
    await server.db.query(
      "insert into storage.objects (bucket_id, name, version, metadata) values ('docs', '../../evil.txt', 'v1', '{}')",
    );
    const read = await raw(server, 'GET', '/storage/v1/object/docs/..%2F..%2Fevil.txt');
    expect(JSON.parse(read.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    const removed = await raw(server, 'DELETE', '/storage/v1/object/docs', '{"prefixes":["../../evil.txt"]}', {
      'content-type': 'application/json',
    });
    expect(removed.status).toBe(200);
    expect(JSON.parse(removed.body).map((r: { name: string }) => r.name)).toEqual(['../../evil.txt']);
  });

  it('left nothing outside the storage folder and nothing half-written inside it', async () => {
    expect(existsSync(join(outside, 'evil.txt'))).toBe(false);
    expect(existsSync('/tmp/evil.txt')).toBe(false);
    const files = await filesUnder(server.ctx.storageDir);
    expect(files.filter((f) => !f.startsWith('docs/safe.txt/'))).toEqual([]);
    expect(files).toHaveLength(1);
  });
});
