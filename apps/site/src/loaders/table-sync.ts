// Keeps one Astro collection equal to a table's rows while reading as little as it can. The
// first build (or one whose query changed) reads the whole table; later builds read only the
// rows whose updated_at moved since the last sync point and the ids recorded as deleted since
// then (supabase/schemas/06_content.sql). Entries are keyed by the row's id with a
// digest, so an unchanged row keeps its entry and the build's caches stay valid for it.

import { translateError } from '@seminary/core/errors';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LoaderContext } from 'astro/loaders';
import type { OrderColumn } from './row-order.ts';

export interface TableQuery {
  table: string;
  select?: string;
  order?: readonly OrderColumn[];
  /** Equality filters, e.g. `{ active: true }`. */
  filter?: Record<string, string | number | boolean>;
  /** At most this many rows, e.g. 1 for "the latest": such a collection is always read whole. */
  limit?: number;
  /**
   * The times that make a row changed when they pass the sync point; updated_at unless said
   * otherwise. A news post appears when its published_at passes, with no write to move updated_at.
   */
  stamps?: readonly string[];
}

export type SyncContext = Pick<LoaderContext, 'store' | 'meta' | 'parseData' | 'generateDigest' | 'logger'>;

const PAGE_SIZE = 1000;
// The sync point is the database's time just before a build's read. Rows are stamped with their
// transaction's start time, so a transaction that commits after that read can carry a time
// before the point; changes this close to it are read again.
const OVERLAP_MS = 60_000;
// Deletions are kept 90 days (the migration prunes older ones); a sync point older than this
// may have missed some, so such a build reads everything.
const DELETIONS_KEPT_MS = 80 * 24 * 60 * 60 * 1000;
const SYNC_POINT = 'sync-point';
const QUERY_FINGERPRINT = 'query';

type Row = Record<string, unknown>;

export class BackendUnavailableError extends Error {
  constructor(table: string, backendUrl: string, cause: unknown) {
    super(
      `The site is built from the database, but the table "${table}" could not be read from ${backendUrl}: ` +
        `${translateError(cause)} Start the backend (npm run backend) or point PUBLIC_SUPABASE_URL and ` +
        'PUBLIC_SUPABASE_ANON_KEY at a running one, then build again.',
      { cause },
    );
    this.name = 'BackendUnavailableError';
  }
}

interface PagedRead {
  table: string;
  select: string;
  /** Adds filters and order to a query; the order must be total, or paging skips rows. */
  shape: (query: ReturnType<ReturnType<SupabaseClient['from']>['select']>) => typeof query;
  limit?: number;
}

async function readPaged(client: SupabaseClient, backendUrl: string, read: PagedRead): Promise<Row[]> {
  const rows: Row[] = [];
  const wanted = read.limit ?? Number.POSITIVE_INFINITY;
  for (let from = 0; from < wanted; from += PAGE_SIZE) {
    const to = Math.min(from + PAGE_SIZE, wanted) - 1;
    let result: { data: unknown; error: unknown };
    try {
      result = await read.shape(client.from(read.table).select(read.select)).range(from, to);
    } catch (error) {
      throw new BackendUnavailableError(read.table, backendUrl, error);
    }
    if (result.error) throw new BackendUnavailableError(read.table, backendUrl, result.error);
    const page = (result.data ?? []) as Row[];
    rows.push(...page);
    if (page.length < to - from + 1) break;
  }
  return rows;
}

function matchesFilter(row: Row, filter: TableQuery['filter']): boolean {
  return Object.entries(filter ?? {}).every(([column, value]) => row[column] === value);
}

/** The database's time now (supabase/schemas/06_content.sql), taken before a read. */
async function databaseNow(client: SupabaseClient, backendUrl: string, table: string): Promise<string> {
  let result: { data: unknown; error: unknown };
  try {
    result = await client.rpc('content_sync_clock');
  } catch (error) {
    throw new BackendUnavailableError(table, backendUrl, error);
  }
  if (result.error || typeof result.data !== 'string' || Number.isNaN(Date.parse(result.data))) {
    throw new BackendUnavailableError(table, backendUrl, result.error ?? 'content_sync_clock gave no time.');
  }
  return result.data;
}

// The digest leaves updated_at out: it moves only with the content (the migration's trigger),
// and a row read again within the overlap is then recognised as unchanged whatever its stamp.
async function storeRow(context: SyncContext, row: Row): Promise<void> {
  const id = String(row.id);
  const { updated_at: _stamp, ...content } = row;
  const digest = context.generateDigest(content);
  if (context.store.get(id)?.digest === digest) return;
  context.store.set({ id, data: await context.parseData({ id, data: row }), digest });
}

async function loadWhole(context: SyncContext, client: SupabaseClient, backendUrl: string, query: TableQuery) {
  const { store, meta, logger } = context;
  // A limited collection is always read whole and keeps no point.
  const point = query.limit === undefined ? await databaseNow(client, backendUrl, query.table) : undefined;
  const rows = await readPaged(client, backendUrl, {
    table: query.table,
    select: query.select ?? '*',
    shape: (q) => {
      let shaped = q;
      for (const [column, value] of Object.entries(query.filter ?? {})) shaped = shaped.eq(column, value);
      for (const { column, ascending = true } of query.order ?? []) shaped = shaped.order(column, { ascending });
      return shaped.order('id');
    },
    ...(query.limit === undefined ? {} : { limit: query.limit }),
  });
  const current = new Set(rows.map((row) => String(row.id)));
  for (const row of rows) await storeRow(context, row);
  for (const id of store.keys()) if (!current.has(id)) store.delete(id);
  if (point === undefined) meta.delete(SYNC_POINT);
  else meta.set(SYNC_POINT, point);
  logger.info(`${rows.length} row${rows.length === 1 ? '' : 's'} from ${query.table}`);
}

/** How many rows a table has: one request with no rows in its answer. */
async function countRows(client: SupabaseClient, backendUrl: string, table: string): Promise<number> {
  let result: { count: number | null; error: unknown };
  try {
    result = await client.from(table).select('id', { count: 'exact', head: true });
  } catch (error) {
    throw new BackendUnavailableError(table, backendUrl, error);
  }
  if (result.error || result.count === null) throw new BackendUnavailableError(table, backendUrl, result.error);
  return result.count;
}

/**
 * Keeps a one-entry collection (`all`) holding the table's row count, for a page that shows a
 * first page of a table and how many rows there are in all without holding every row.
 */
export async function syncCount(context: SyncContext, client: SupabaseClient, backendUrl: string, table: string) {
  const count = await countRows(client, backendUrl, table);
  const data = await context.parseData({ id: 'all', data: { count } });
  context.store.set({ id: 'all', data, digest: context.generateDigest(data) });
  context.logger.info(`${count} rows in ${table}`);
}

/** Whether the collection holds as many entries as the table has rows. */
async function sameCount(context: SyncContext, client: SupabaseClient, backendUrl: string, query: TableQuery) {
  return (await countRows(client, backendUrl, query.table)) === context.store.keys().length;
}

export async function syncTable(
  context: SyncContext,
  client: SupabaseClient,
  backendUrl: string,
  query: TableQuery,
): Promise<void> {
  const { store, meta, logger } = context;
  const select = query.select ?? '*';
  // The backend is part of it: a store kept from a build against another database is reloaded.
  const fingerprint = JSON.stringify([backendUrl, select, query.filter ?? {}, query.order ?? [], query.limit ?? null]);
  const point = meta.get(SYNC_POINT);
  const incremental =
    query.limit === undefined &&
    point !== undefined &&
    meta.get(QUERY_FINGERPRINT) === fingerprint &&
    store.keys().length > 0 &&
    Date.now() - Date.parse(point) < DELETIONS_KEPT_MS;
  meta.set(QUERY_FINGERPRINT, fingerprint);
  if (!incremental) return loadWhole(context, client, backendUrl, query);

  const since = new Date(Date.parse(point) - OVERLAP_MS).toISOString();
  const now = await databaseNow(client, backendUrl, query.table);
  // Deletions first: a row deleted and inserted again since the point is then stored again.
  const deletions = await readPaged(client, backendUrl, {
    table: 'content_deletions',
    select: 'id, row_id, deleted_at',
    shape: (q) => q.eq('table_name', query.table).gt('deleted_at', since).order('id'),
  });
  // Without the collection's filter, so a changed row that no longer matches it leaves.
  const [stamp = 'updated_at', ...moreStamps] = query.stamps ?? [];
  const changed = await readPaged(client, backendUrl, {
    table: query.table,
    select,
    shape: (q) =>
      (moreStamps.length === 0
        ? q.gt(stamp, since)
        : q.or([stamp, ...moreStamps].map((column) => `${column}.gt."${since}"`).join(','))
      )
        .order('updated_at')
        .order('id'),
  });
  for (const deletion of deletions) store.delete(String(deletion.row_id));
  // A row that stops matching may also stop being readable (visitors read only active
  // banners), so a filtered collection also reads which ids match now, ids only.
  if (query.filter) {
    const matching = await readPaged(client, backendUrl, {
      table: query.table,
      select: 'id',
      shape: (q) => {
        let shaped = q;
        for (const [column, value] of Object.entries(query.filter ?? {})) shaped = shaped.eq(column, value);
        return shaped.order('id');
      },
    });
    const current = new Set(matching.map((row) => String(row.id)));
    for (const id of store.keys()) if (!current.has(id)) store.delete(id);
  }
  for (const row of changed) {
    if (matchesFilter(row, query.filter)) await storeRow(context, row);
    else store.delete(String(row.id));
  }
  meta.set(SYNC_POINT, now);
  logger.info(
    `${changed.length} changed and ${deletions.length} deleted row${deletions.length === 1 ? '' : 's'} ` +
      `from ${query.table} since ${since}; ${store.keys().length} in all`,
  );
  // A database reset (or deletions pruned before a build caught up) leaves entries no record
  // names; a count that disagrees reloads the table, one cheap request per build. A filtered
  // collection has already matched its ids above.
  if (!query.filter && !(await sameCount(context, client, backendUrl, query))) {
    logger.info(`${query.table} does not match the previous build's entries; reading it whole`);
    await loadWhole(context, client, backendUrl, query);
  }
}
