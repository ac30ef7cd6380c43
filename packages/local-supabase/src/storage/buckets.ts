import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { errors } from './errors.ts';
import { removeBucketFolder, removeVersion } from './files.ts';
import { normalizeAllowedMimeTypes } from './mime.ts';
import { assertValidBucketName, bucketOnly } from './names.ts';
import { escapeLike, identityOf } from './objects.ts';
import { type ForCaller, nothingNamed, readJsonObject } from './request.ts';
import { parseBucketFileSizeLimit } from './sizes.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date;
  updated_at: Date;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, type, created_at, updated_at';

/** The pg driver returns bigint as a string; clients expect a number. */
function normalizeBucket(row: BucketRow): BucketRow {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

/** Limits and visibility are read as superuser, as storage-api reads them before an upload or a public read. */
export async function findBucket(db: Queryable, id: string): Promise<BucketRow> {
  const result = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  const row = result.rows[0];
  if (!row) throw errors.noSuchBucket();
  return normalizeBucket(row);
}

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

function settingsFrom(body: Record<string, unknown>) {
  const settings: { column: string; value: unknown }[] = [];
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
    settings.push({ column: 'public', value: body.public });
  }
  if (body.file_size_limit !== undefined) {
    settings.push({ column: 'file_size_limit', value: parseBucketFileSizeLimit(body.file_size_limit) });
  }
  if (body.allowed_mime_types !== undefined) {
    settings.push({ column: 'allowed_mime_types', value: normalizeAllowedMimeTypes(body.allowed_mime_types) });
  }
  return settings;
}

export interface BucketSettings {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

/** Creates or updates a bucket as superuser (for seeding from supabase/config.toml). */
export async function upsertBucket(db: Queryable, id: string, settings: BucketSettings): Promise<void> {
  assertValidBucketName(id);
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4)
     on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
       allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
    [id, settings.public, settings.fileSizeLimit, settings.allowedMimeTypes],
  );
}

/**
 * Bucket reads and writes run as the caller, so policies on storage.buckets decide as in
 * storage-api (with RLS on and no policy, only the service_role key sees or changes buckets).
 */
export function registerBucketRoutes(app: Hono, ctx: ServerContext, forCaller: ForCaller): void {
  app.get(
    '/bucket',
    forCaller(nothingNamed, async (c, { run }) => {
      const limit = Number(c.req.query('limit') ?? 1000);
      const offset = Number(c.req.query('offset') ?? 0);
      if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
        throw errors.invalidRequest('limit and offset must be non-negative integers');
      }
      const sortColumn = c.req.query('sortColumn') ?? 'name';
      const sortOrder = (c.req.query('sortOrder') ?? 'asc').toLowerCase();
      if (!SORT_COLUMNS.includes(sortColumn) || (sortOrder !== 'asc' && sortOrder !== 'desc')) {
        throw errors.invalidRequest('Invalid sortColumn or sortOrder');
      }
      const search = c.req.query('search') ?? '';
      const rows = await run((tx) =>
        tx.query<BucketRow>(
          `select ${BUCKET_COLUMNS} from storage.buckets
           where name ilike '%' || $1 || '%'
           order by ${sortColumn} ${sortOrder}, id limit $2 offset $3`,
          [escapeLike(search), Math.min(limit, 1000), offset],
        ),
      );
      return c.json(rows.rows.map(normalizeBucket));
    }),
  );

  app.get(
    '/bucket/:bucket',
    forCaller(bucketOnly, async (c, { run }, id) => {
      const row = await run((tx) => findBucket(tx, id));
      return c.json(row);
    }),
  );

  app.post(
    '/bucket',
    forCaller(nothingNamed, async (c, { caller, run }) => {
      const body = await readJsonObject(c);
      if (typeof body.name !== 'string') throw errors.invalidRequest("body must have required property 'name'");
      const name = assertValidBucketName(body.name);
      const id = assertValidBucketName(typeof body.id === 'string' && body.id ? body.id : name);
      const settings = settingsFrom({ public: false, ...body });
      const { owner, ownerId } = identityOf(caller);
      const columns = ['id', 'name', 'owner', 'owner_id', ...settings.map((s) => s.column)];
      const values = [id, name, owner, ownerId, ...settings.map((s) => s.value)];
      await run((tx) =>
        tx.query(
          `insert into storage.buckets (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        ),
      );
      return c.json({ name });
    }),
  );

  app.put(
    '/bucket/:bucket',
    forCaller(bucketOnly, async (c, { run }, id) => {
      const settings = settingsFrom(await readJsonObject(c));
      const assignments = settings.map((s, i) => `${s.column} = $${i + 2}`);
      const result = await run((tx) =>
        tx.query(`update storage.buckets set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1`, [
          id,
          ...settings.map((s) => s.value),
        ]),
      );
      if (result.affectedRows === 0) throw errors.noSuchBucket();
      return c.json({ message: 'Successfully updated' });
    }),
  );

  app.post(
    '/bucket/:bucket/empty',
    forCaller(bucketOnly, async (c, { run }, id) => {
      const deleted = await run(async (tx) => {
        await findBucket(tx, id);
        const visible = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [id]);
        const removed = await tx.query<{ name: string; version: string | null }>(
          'delete from storage.objects where bucket_id = $1 returning name, version',
          [id],
        );
        if (removed.rows.length !== visible.rows.length) {
          const gone = new Set(removed.rows.map((r) => r.name));
          const kept = visible.rows.filter((r) => !gone.has(r.name)).map((r) => r.name);
          throw errors.accessDenied(
            `Cannot delete: ${kept.join(' ,')}, you may have SELECT but not DELETE permissions`,
          );
        }
        return removed.rows;
      });
      for (const row of deleted) await removeVersion(ctx.storageDir, id, row.name, row.version);
      return c.json({ message: 'Successfully emptied' });
    }),
  );

  app.delete(
    '/bucket/:bucket',
    forCaller(bucketOnly, async (c, { run }, id) => {
      await findBucket(ctx.db, id);
      const count = await ctx.db.query<{ count: number }>(
        'select count(*)::int as count from storage.objects where bucket_id = $1',
        [id],
      );
      if ((count.rows[0]?.count ?? 0) > 0) throw errors.bucketNotEmpty();
      const result = await run((tx) => tx.query('delete from storage.buckets where id = $1', [id]));
      if (result.affectedRows === 0) throw errors.noSuchBucket();
      await removeBucketFolder(ctx.storageDir, id);
      return c.json({ message: 'Successfully deleted' });
    }),
  );
}
