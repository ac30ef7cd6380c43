import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ServerContext } from '../http/context.ts';
import { findBucket, registerBucketRoutes } from './buckets.ts';
import { errorResponse, errors, routeWith } from './errors.ts';
import { assertValidBucketName, assertValidKey, bucketAndKey, bucketOnly } from './names.ts';
import {
  copyObject,
  deleteObjects,
  findObject,
  identityOf,
  identityOfSubject,
  insertRow,
  type ListOptions,
  listObjects,
  moveObject,
  type ObjectRow,
  type Runner,
  superuserRunner,
  writeObject,
} from './objects.ts';
import { callerRoutes, nothingNamed, readJsonObject, receiveUpload, STORAGE_BODY_LIMIT } from './request.ts';
import { serveObject } from './serve.ts';
import { SIGNED_UPLOAD_EXPIRES_IN, signDownload, signUpload, verifyDownload, verifyUpload } from './signed-urls.ts';

const MAX_PATHS_PER_REQUEST = 1000;

/** Postgres' integer: offsets and expiries beyond it mean nothing and would fail in SQL. */
const MAX_INTEGER = 2_147_483_647;

function integerField(body: Record<string, unknown>, name: string, min: number, fallback?: number): number {
  const value = body[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw errors.invalidRequest(`body/${name} must be integer`);
  }
  if (value < min) throw errors.invalidRequest(`body/${name} must be >= ${min}`);
  if (value > MAX_INTEGER) throw errors.invalidRequest(`body/${name} must be <= ${MAX_INTEGER}`);
  return value;
}

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string') throw errors.invalidRequest(`body must have required property '${name}'`);
  return value;
}

/** An object's info as storage-api's InfoRenderer returns it (storage-js camel-cases it). */
function info(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

/** storage-api's transformation list (`width:100,height:100`), kept in the token like storage-api does. */
function transformations(transform: unknown): string | undefined {
  if (!transform || typeof transform !== 'object' || Array.isArray(transform)) return undefined;
  const parts = Object.entries(transform)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name}:${String(value)}`);
  return parts.length > 0 ? parts.join(',') : undefined;
}

/** Runs fn and rolls back: storage-api's `testPermission`, to ask the policies without writing. */
async function testPermission(run: Runner, fn: Parameters<Runner>[0]): Promise<void> {
  const rollback = Symbol('rollback');
  try {
    await run(async (tx) => {
      await fn(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

export function createStorageRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const route = routeWith(ctx.log);
  const forCaller = callerRoutes(ctx, route);

  // A declared size over any limit is refused before anything is read. Bodies are not buffered
  // here: each route streams its body and stops at its own limit (the bucket's, for uploads).
  app.use('*', async (c, next) => {
    if (Number(c.req.header('content-length')) > STORAGE_BODY_LIMIT) return errorResponse(c, errors.entityTooLarge());
    await next();
  });

  registerBucketRoutes(app, ctx, forCaller);

  /** The `{bucketId, sourceKey, destinationKey, destinationBucket?}` body of move and copy. */
  const relocation = async (body: Record<string, unknown>) => {
    const sourceBucket = assertValidBucketName(stringField(body, 'bucketId'));
    const destinationBucket = assertValidBucketName(body.destinationBucket ?? sourceBucket);
    const sourceKey = assertValidKey(stringField(body, 'sourceKey'));
    const destinationKey = assertValidKey(stringField(body, 'destinationKey'));
    await findBucket(ctx.db, sourceBucket);
    await findBucket(ctx.db, destinationBucket);
    return { sourceBucket, sourceKey, destinationBucket, destinationKey };
  };

  const upload = (upsertFrom: (c: Context) => boolean) =>
    forCaller(bucketAndKey, async (c, { caller, run }, { bucket, key }) => {
      const bucketRow = await findBucket(ctx.db, bucket);
      const file = await receiveUpload(ctx, c, bucketRow, key);
      const { id } = await writeObject(ctx, run, {
        bucket,
        key,
        upsert: upsertFrom(c),
        identity: identityOf(caller),
        ...file,
      });
      return c.json({ Id: id, Key: `${bucket}/${key}` });
    });

  const authenticatedDownload = forCaller(bucketAndKey, async (c, { run }, { bucket, key }) => {
    const row = await run((tx) => findObject(tx, bucket, key));
    return serveObject(ctx, c, { bucket, key, row });
  });

  /** Public buckets are read as superuser: no policy is consulted, as in storage-api. */
  const publicDownload = route(async (c) => {
    const { bucket, key } = bucketAndKey(c);
    const bucketRow = await findBucket(ctx.db, bucket);
    if (!bucketRow.public) throw errors.noSuchBucket();
    const row = await findObject(ctx.db, bucket, key);
    return serveObject(ctx, c, { bucket, key, row });
  });

  const signedDownload = route(async (c) => {
    const { bucket, key } = bucketAndKey(c);
    const { exp } = await verifyDownload(ctx.jwtSecret, c.req.query('token'), `${bucket}/${key}`);
    const row = await findObject(ctx.db, bucket, key);
    return serveObject(ctx, c, { bucket, key, row, expires: new Date(exp * 1000) });
  });

  app.post(
    '/object/move',
    forCaller(nothingNamed, async (c, { caller, run }) => {
      const body = await readJsonObject(c);
      await moveObject(ctx, run, { ...(await relocation(body)), identity: identityOf(caller) });
      return c.json({ message: 'Successfully moved' });
    }),
  );

  app.post(
    '/object/copy',
    forCaller(nothingNamed, async (c, { caller, run }) => {
      const body = await readJsonObject(c);
      const target = await relocation(body);
      const replaceMetadata = body.copyMetadata === false;
      const metadata = body.metadata;
      const { id } = await copyObject(ctx, run, {
        ...target,
        identity: identityOf(caller),
        upsert: c.req.header('x-upsert') === 'true',
        ...(replaceMetadata
          ? { userMetadata: metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : null }
          : {}),
      });
      return c.json({ Id: id, Key: `${target.destinationBucket}/${target.destinationKey}` });
    }),
  );

  app.post(
    '/object/list/:bucket',
    forCaller(bucketOnly, async (c, { run }, bucket) => {
      const body = await readJsonObject(c);
      const sortBy = (body.sortBy && typeof body.sortBy === 'object' ? body.sortBy : {}) as Record<string, unknown>;
      const columns = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
      const options: ListOptions = {
        prefix: typeof body.prefix === 'string' ? body.prefix : '',
        search: typeof body.search === 'string' ? body.search : '',
        limit: Math.min(integerField(body, 'limit', 1, 100), 1000),
        offset: integerField(body, 'offset', 0, 0),
        // Unknown sort settings fall back to name/asc, as storage.search does.
        sortColumn: columns.includes(sortBy.column as string) ? (sortBy.column as ListOptions['sortColumn']) : 'name',
        sortOrder: sortBy.order === 'desc' ? 'desc' : 'asc',
      };
      return c.json(await listObjects(run, bucket, options));
    }),
  );

  app.post(
    '/object/sign/:bucket',
    forCaller(bucketOnly, async (c, { run }, bucket) => {
      const body = await readJsonObject(c);
      const expiresIn = integerField(body, 'expiresIn', 1);
      if (!Array.isArray(body.paths) || body.paths.length === 0 || body.paths.length > MAX_PATHS_PER_REQUEST) {
        throw errors.invalidRequest(`body/paths must be an array of 1 to ${MAX_PATHS_PER_REQUEST} strings`);
      }
      const paths = body.paths.map((p) => (typeof p === 'string' ? p : ''));
      const visible = await run((tx) =>
        tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
          bucket,
          paths,
        ]),
      );
      const names = new Set(visible.rows.map((r) => r.name));
      const results = [];
      for (const path of paths) {
        if (!names.has(path)) {
          results.push({
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          });
          continue;
        }
        const url = `${bucket}/${path}`;
        const token = await signDownload(ctx.jwtSecret, { url }, expiresIn);
        results.push({ error: null, path, signedURL: `/object/sign/${url}?token=${token}` });
      }
      return c.json(results);
    }),
  );

  app.post(
    '/object/sign/:bucket/*',
    forCaller(bucketAndKey, async (c, { run }, { bucket, key }) => {
      const body = await readJsonObject(c);
      const expiresIn = integerField(body, 'expiresIn', 1);
      await run((tx) => findObject(tx, bucket, key));
      const url = `${bucket}/${key}`;
      const transform = transformations(body.transform);
      const token = await signDownload(
        ctx.jwtSecret,
        { url, ...(transform ? { transformations: transform } : {}) },
        expiresIn,
      );
      return c.json({ signedURL: `/${transform ? 'render/image' : 'object'}/sign/${url}?token=${token}` });
    }),
  );

  app.get('/object/sign/:bucket/*', signedDownload);

  app.post(
    '/object/upload/sign/:bucket/*',
    forCaller(bucketAndKey, async (c, { caller, run }, { bucket, key }) => {
      await findBucket(ctx.db, bucket);
      const upsert = c.req.header('x-upsert') === 'true';
      const identity = identityOf(caller);
      // The caller's policies decide now; the later upload runs as superuser on the token's word.
      await testPermission(run, async (tx) => {
        await insertRow(tx, [randomUUID(), bucket, key, identity.owner, identity.ownerId, '1', null, null], upsert);
      });
      const url = `${bucket}/${key}`;
      const token = await signUpload(
        ctx.jwtSecret,
        { url, upsert, ...(identity.ownerId ? { owner: identity.ownerId } : {}) },
        SIGNED_UPLOAD_EXPIRES_IN,
      );
      return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
    }),
  );

  app.put(
    '/object/upload/sign/:bucket/*',
    route(async (c) => {
      const { bucket, key } = bucketAndKey(c);
      const { owner, upsert } = await verifyUpload(ctx.jwtSecret, c.req.query('token'), `${bucket}/${key}`);
      const bucketRow = await findBucket(ctx.db, bucket);
      const file = await receiveUpload(ctx, c, bucketRow, key);
      await writeObject(ctx, superuserRunner(ctx), {
        bucket,
        key,
        upsert,
        identity: identityOfSubject(owner),
        ...file,
      });
      return c.json({ Key: `${bucket}/${key}` });
    }),
  );

  app.get('/object/public/:bucket/*', publicDownload);
  app.get('/object/authenticated/:bucket/*', authenticatedDownload);

  app.get(
    '/object/info/public/:bucket/*',
    route(async (c) => {
      const { bucket, key } = bucketAndKey(c);
      const bucketRow = await findBucket(ctx.db, bucket);
      if (!bucketRow.public) throw errors.noSuchBucket();
      return c.json(info(await findObject(ctx.db, bucket, key)));
    }),
  );

  const authenticatedInfo = forCaller(bucketAndKey, async (c, { run }, { bucket, key }) => {
    return c.json(info(await run((tx) => findObject(tx, bucket, key))));
  });
  app.get('/object/info/authenticated/:bucket/*', authenticatedInfo);
  app.get('/object/info/:bucket/*', authenticatedInfo);

  // Image transformations are not implemented: the render routes serve the original bytes.
  app.get('/render/image/public/:bucket/*', publicDownload);
  app.get('/render/image/authenticated/:bucket/*', authenticatedDownload);
  app.get('/render/image/sign/:bucket/*', signedDownload);

  app.delete(
    '/object/:bucket',
    forCaller(bucketOnly, async (c, { run }, bucket) => {
      const body = await readJsonObject(c);
      const prefixes = body.prefixes;
      if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_PATHS_PER_REQUEST) {
        throw errors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PATHS_PER_REQUEST} items`);
      }
      // storage-js may send `{path, versionId}` entries instead of plain names.
      const keys = prefixes.map((entry) =>
        typeof entry === 'string'
          ? entry
          : entry && typeof entry === 'object' && typeof entry.path === 'string'
            ? (entry.path as string)
            : '',
      );
      return c.json(await deleteObjects(ctx, run, bucket, keys));
    }),
  );

  app.post(
    '/object/:bucket/*',
    upload((c) => c.req.header('x-upsert') === 'true'),
  );
  app.put(
    '/object/:bucket/*',
    upload(() => true),
  );
  app.get('/object/:bucket/*', authenticatedDownload);

  app.delete(
    '/object/:bucket/*',
    forCaller(bucketAndKey, async (c, { run }, { bucket, key }) => {
      const deleted = await deleteObjects(ctx, run, bucket, [key]);
      if (deleted.length === 0) throw errors.noSuchKey();
      return c.json({ message: 'Successfully deleted' });
    }),
  );

  return app;
}
