import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { asCaller, type Caller } from '../http/caller.ts';
import type { ServerContext } from '../http/context.ts';
import { errors } from './errors.ts';
import { discard, placeStaged, removeVersion, type StoredBytes, stageCopy } from './files.ts';
import { isUuid } from './names.ts';

/** Runs one transaction: as the caller (policies decide) or as superuser (signed uploads, seeding). */
export type Runner = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/**
 * Hosted Storage guards its tables with a statement-level trigger that refuses a DELETE unless the
 * transaction sets `storage.allow_delete_query` (supabase/storage 0050-prevent-direct-deletes),
 * which the Storage API does for its own deletes, as this server does for every Storage request.
 */
async function asStorageApi<T>(tx: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
  return fn(tx);
}

export function callerRunner(ctx: ServerContext, c: Context, caller: Caller): Runner {
  return (fn) => asCaller(ctx.db, caller, ctx.requestInfo(c), (tx) => asStorageApi(tx, fn));
}

export function superuserRunner(ctx: ServerContext): Runner {
  return (fn) => ctx.db.transaction((tx) => asStorageApi(tx, fn));
}

export interface Identity {
  /** storage.objects.owner is a uuid; a non-uuid subject is kept only in owner_id. */
  owner: string | null;
  ownerId: string | null;
}

export function identityOf(caller: Caller | undefined): Identity {
  const sub = caller?.claims.sub;
  return { owner: isUuid(sub) ? sub : null, ownerId: typeof sub === 'string' && sub ? sub : null };
}

export function identityOfSubject(sub: string | undefined): Identity {
  return { owner: isUuid(sub) ? sub : null, ownerId: sub || null };
}

/** Escapes LIKE wildcards so a prefix or search string matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export interface SystemMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<SystemMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** Reads a row through whatever runs `tx`: invisible to the caller means missing. */
export async function findObject(tx: Queryable, bucket: string, key: string): Promise<ObjectRow> {
  const result = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  const row = result.rows[0];
  if (!row) throw errors.noSuchKey();
  return row;
}

/**
 * The version a key's row points at, read in the writing transaction to know which file the
 * write replaces (an upsert needs SELECT on that row anyway, so the caller can see it). Writers
 * of one key take turns until they commit: on PostgreSQL two concurrent upserts would otherwise
 * both read the same old version, and the file the first one wrote would be left behind.
 */
async function currentVersion(tx: Queryable, bucket: string, key: string): Promise<string | null> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`storage.objects/${bucket}/${key}`]);
  const result = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  return result.rows[0]?.version ?? null;
}

const INSERT_OBJECT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/** Inserts (or upserts) a row; `values` follow INSERT_OBJECT's columns. Returns the row's id. */
export async function insertRow(tx: Queryable, values: unknown[], upsert: boolean): Promise<string> {
  if (!upsert) {
    // No RETURNING: it would need a SELECT policy, and an INSERT-only policy must be enough.
    await tx.query(INSERT_OBJECT, values);
    return values[0] as string;
  }
  // RETURNING is free here: an upsert needs SELECT on the row anyway.
  const result = await tx.query<{ id: string }>(
    `${INSERT_OBJECT}
     on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
       version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       updated_at = now(), last_accessed_at = now()
     returning id`,
    values,
  );
  return result.rows[0]?.id ?? (values[0] as string);
}

export interface WriteRequest {
  bucket: string;
  key: string;
  upsert: boolean;
  identity: Identity;
  bytes: StoredBytes;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function systemMetadata(bytes: { size: number; eTag: string }, mimeType: string, cacheControl: string) {
  return {
    eTag: bytes.eTag,
    size: bytes.size,
    mimetype: mimeType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.size,
    httpStatusCode: 200,
  } satisfies SystemMetadata;
}

/**
 * Writes the row through `run` (so INSERT, or for an upsert INSERT + SELECT + UPDATE policies
 * decide) and only then renames the staged bytes into place, inside the same transaction: a
 * refused or failed write leaves no file, and a reader never sees a half-written one. The
 * replaced version is deleted once the new row is committed.
 */
export async function writeObject(ctx: ServerContext, run: Runner, request: WriteRequest): Promise<{ id: string }> {
  const { bucket, key, identity } = request;
  const version = randomUUID();
  const metadata = systemMetadata(request.bytes, request.mimeType, request.cacheControl);
  const values = [randomUUID(), bucket, key, identity.owner, identity.ownerId, version, metadata, request.userMetadata];
  try {
    const { id, previous } = await run(async (tx) => {
      const previous = request.upsert ? await currentVersion(tx, bucket, key) : null;
      const id = await insertRow(tx, values, request.upsert);
      await placeStaged(ctx.storageDir, request.bytes.stagingPath, bucket, key, version);
      return { id, previous };
    });
    await removeVersion(ctx.storageDir, bucket, key, previous);
    return { id };
  } catch (error) {
    await removeVersion(ctx.storageDir, bucket, key, version);
    throw error;
  } finally {
    await discard(request.bytes.stagingPath);
  }
}

/** Deletes the named rows the caller may both see and delete; returns them and removes their files. */
export async function deleteObjects(ctx: ServerContext, run: Runner, bucket: string, keys: string[]) {
  const deleted = await run((tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, keys],
    ),
  );
  for (const row of deleted.rows) await removeVersion(ctx.storageDir, bucket, row.name, row.version);
  return deleted.rows;
}

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

/**
 * storage-api's `storage.search` (legacy v1): the names one level below `prefix`, folders first
 * (with null id and metadata), then files, over the rows the caller can see.
 */
export async function listObjects(run: Runner, bucket: string, options: ListOptions) {
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const level = prefix.split('/').length;
  const order = options.sortOrder;
  const result = await run((tx) =>
    tx.query(
      `with matching as (
         select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
         from storage.objects
         where bucket_id = $1 and name ilike $2 || $3 || '%'
       ), entries as (
         select path_tokens[$4] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
                0 as kind
         from matching where array_length(path_tokens, 1) <> $4
         group by path_tokens[$4]
         union all
         select path_tokens[$4], id, updated_at, created_at, last_accessed_at, metadata, 1
         from matching where array_length(path_tokens, 1) = $4
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by kind, case when kind = 0 then name end ${order}, ${options.sortColumn} ${order}, name ${order}
       limit $5 offset $6`,
      [bucket, escapeLike(prefix), escapeLike(options.search), level, options.limit, options.offset],
    ),
  );
  return result.rows;
}

export interface RelocateRequest {
  sourceBucket: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
  identity: Identity;
}

/**
 * Moves by updating the row (UPDATE policies check both the old and the new row) and copying
 * the bytes to a new version under the new name; the old file goes once the move is committed.
 */
export async function moveObject(ctx: ServerContext, run: Runner, request: RelocateRequest): Promise<void> {
  const { sourceBucket, sourceKey, destinationBucket, destinationKey } = request;
  if (sourceBucket === destinationBucket && sourceKey === destinationKey) {
    await run((tx) => findObject(tx, sourceBucket, sourceKey));
    return;
  }
  const version = randomUUID();
  let staged: string | undefined;
  try {
    const source = await run(async (tx) => {
      const source = await findObject(tx, sourceBucket, sourceKey);
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      const result = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7,
           metadata = $8, updated_at = now()
         where bucket_id = $1 and name = $2`,
        [
          sourceBucket,
          sourceKey,
          destinationBucket,
          destinationKey,
          version,
          request.identity.owner,
          request.identity.ownerId,
          metadata,
        ],
      );
      if (result.affectedRows === 0) throw errors.noSuchKey();
      if (!source.version) throw errors.noSuchKey();
      staged = await stageCopy(ctx.storageDir, sourceBucket, sourceKey, source.version);
      await placeStaged(ctx.storageDir, staged, destinationBucket, destinationKey, version);
      return source;
    });
    await removeVersion(ctx.storageDir, sourceBucket, sourceKey, source.version);
  } catch (error) {
    await removeVersion(ctx.storageDir, destinationBucket, destinationKey, version);
    throw error;
  } finally {
    await discard(staged);
  }
}

export interface CopyRequest extends RelocateRequest {
  upsert: boolean;
  /** When set, replaces the source's user metadata (storage-js `copyMetadata: false`). */
  userMetadata?: Record<string, unknown> | null;
}

/** Copies: SELECT on the source and INSERT (upsert: also SELECT and UPDATE) on the destination. */
export async function copyObject(ctx: ServerContext, run: Runner, request: CopyRequest): Promise<{ id: string }> {
  const { sourceBucket, sourceKey, destinationBucket, destinationKey, identity } = request;
  const version = randomUUID();
  let staged: string | undefined;
  try {
    const { id, previous } = await run(async (tx) => {
      const source = await findObject(tx, sourceBucket, sourceKey);
      if (!source.version) throw errors.noSuchKey();
      const metadata = { ...source.metadata, lastModified: new Date().toISOString() };
      const userMetadata = request.userMetadata === undefined ? source.user_metadata : request.userMetadata;
      const values = [
        randomUUID(),
        destinationBucket,
        destinationKey,
        identity.owner,
        identity.ownerId,
        version,
        metadata,
        userMetadata,
      ];
      const previous = request.upsert ? await currentVersion(tx, destinationBucket, destinationKey) : null;
      const id = await insertRow(tx, values, request.upsert);
      staged = await stageCopy(ctx.storageDir, sourceBucket, sourceKey, source.version);
      await placeStaged(ctx.storageDir, staged, destinationBucket, destinationKey, version);
      return { id, previous };
    });
    await removeVersion(ctx.storageDir, destinationBucket, destinationKey, previous);
    return { id };
  } catch (error) {
    await removeVersion(ctx.storageDir, destinationBucket, destinationKey, version);
    throw error;
  } finally {
    await discard(staged);
  }
}
