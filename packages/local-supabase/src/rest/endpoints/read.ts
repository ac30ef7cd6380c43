import { MAX_ROWS } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { restErrors } from '../errors.ts';
import { parseQuery, parseRangeHeader } from '../parse/query.ts';
import { planRead, type ReadNode } from '../plan.ts';
import { contentRange, type Media, type PlanMedia, readStatus } from '../respond.ts';
import type { Table } from '../schema-cache.ts';
import { type BodyShape, ReadBuilder } from '../sql/build-read.ts';
import { qualified, SqlContext } from '../sql/sql.ts';
import {
  appliedHeader,
  contentHeaders,
  inTransaction,
  queryResult,
  type RestRequest,
  type ResultRow,
  respond,
} from './request.ts';

/** `Range: a-b` narrows the `limit`/`offset` of the query string to their intersection. */
export function applyRange(node: ReadNode, header: string | undefined): ReadNode {
  const range = parseRangeHeader(header);
  if (!range) return node;
  const start = Math.max(range.offset, node.offset);
  const ends = [
    range.limit === null ? null : range.offset + range.limit,
    node.limit === null ? null : node.offset + node.limit,
  ].filter((end): end is number => end !== null);
  const end = ends.length ? Math.min(...ends) : null;
  return { ...node, offset: start, limit: end === null ? null : Math.max(end - start, 0) };
}

export function bodyShape(request: RestRequest, media: Media): BodyShape {
  if (request.head) return 'none';
  if (media.kind === 'csv') return 'csv';
  return media.kind === 'object' ? 'object' : 'array';
}

/** Bytes other than letters, digits and `-_.~` as `%XX`, as Haskell's `urlEncode` writes them. */
function urlEncode(text: string): string {
  let encoded = '';
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * PostgREST's `Content-Location` of a table or view read: `/<name>`, then the query string with its
 * parameters sorted by name (stably) and a repeated name's values joined by commas.
 */
export function contentLocation(name: string, search: URLSearchParams): string {
  const values = new Map<string, string[]>();
  const byName = [...search.entries()].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const [key, value] of byName) values.set(key, [...(values.get(key) ?? []), urlEncode(value)]);
  const query = [...values].map(([key, list]) => `${urlEncode(key)}=${list.join(',')}`).join('&');
  return `/${name}${query ? `?${query}` : ''}`;
}

/**
 * Status, Content-Range and body of a read (a table, a view or a function's rows); a table or
 * view read also names itself in `Content-Location`.
 */
export function readResponse(
  request: RestRequest,
  node: ReadNode,
  media: Media,
  result: ResultRow,
  location?: string,
): Response {
  const total = request.prefs.count ? result.total : null;
  const status = readStatus(node.offset, result.page_total, total, location);
  return respond(status, result.body, {
    ...contentHeaders(request, media.kind),
    'Content-Range': contentRange(node.offset, result.page_total, total),
    'Content-Location': location,
    'Preference-Applied': appliedHeader(request, ['count', 'handling', 'timezone']),
  });
}

/** Fails a `vnd.pgrst.object+json` request inside its transaction, so a write is rolled back. */
export function assertSingular(media: Media, result: ResultRow): void {
  if (media.kind === 'object' && result.page_total !== 1) throw restErrors.singularity(result.page_total);
}

/** The planner's row estimate for the rows a read's filters select (PostgREST's `count=planned`). */
async function plannedCount(tx: Queryable, node: ReadNode, from: string): Promise<number> {
  const ctx = new SqlContext();
  const alias = ctx.alias();
  const where = new ReadBuilder(ctx).conditions(node, alias);
  const sql = `explain (format json) select 1 from ${from} as ${alias}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  const plan = (await tx.query<Record<string, unknown>>(sql, ctx.params)).rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * `count=exact` counts; `count=planned` answers the planner's estimate (EXPLAIN), as PostgREST
 * does; `count=estimated` counts exactly up to db-max-rows and estimates beyond it.
 */
async function countedRead(request: RestRequest, tx: Queryable, node: ReadNode, from: string, sql: SqlStatement) {
  const row = await queryResult(tx, sql.text, sql.params, sql.plan);
  const { count } = request.prefs;
  if (count === 'planned' || (count === 'estimated' && (row.total ?? 0) > MAX_ROWS)) {
    return { ...row, total: await plannedCount(tx, node, from) };
  }
  return row;
}

interface SqlStatement {
  text: string;
  params: string[];
  plan: PlanMedia | undefined;
}

export async function readTable(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const node = applyRange(
    planRead(request.cache, table, table, query, request.settings.aggregates),
    request.c.req.header('range'),
  );
  const ctx = new SqlContext();
  const from = qualified(table.name, table.schema);
  const text = new ReadBuilder(ctx).build(node, {
    from,
    preludes: [],
    count: request.prefs.count === 'exact' || request.prefs.count === 'estimated',
    maxRows: MAX_ROWS,
    body: bodyShape(request, media),
    stripNulls: media.stripNulls,
  });
  const result = await inTransaction(request, true, async (tx) => {
    const row = await countedRead(request, tx, node, from, { text, params: ctx.params, plan: media.plan });
    assertSingular(media, row);
    return row;
  });
  return readResponse(request, node, media, result, contentLocation(table.name, request.search));
}
