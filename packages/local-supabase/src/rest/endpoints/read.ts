import { MAX_ROWS } from '../../config.ts';
import { restErrors } from '../errors.ts';
import { parseQuery, parseRangeHeader } from '../parse/query.ts';
import { planRead, type ReadNode } from '../plan.ts';
import { contentRange, contentType, type Media, readStatus } from '../respond.ts';
import type { Table } from '../schema-cache.ts';
import { type BodyShape, ReadBuilder } from '../sql/build-read.ts';
import { qualified, SqlContext } from '../sql/sql.ts';
import { appliedHeader, inTransaction, queryResult, type RestRequest, type ResultRow, respond } from './request.ts';

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

/** Status, Content-Range and body of a read (a table, a view or a function's rows). */
export function readResponse(request: RestRequest, node: ReadNode, media: Media, result: ResultRow): Response {
  const total = request.prefs.count ? result.total : null;
  const status = readStatus(node.offset, result.page_total, total);
  return respond(status, result.body, {
    'Content-Type': contentType(media.kind),
    'Content-Range': contentRange(node.offset, result.page_total, total),
    'Preference-Applied': appliedHeader(request, ['count']),
  });
}

/** Fails a `vnd.pgrst.object+json` request inside its transaction, so a write is rolled back. */
export function assertSingular(media: Media, result: ResultRow): void {
  if (media.kind === 'object' && result.page_total !== 1) throw restErrors.singularity(result.page_total);
}

export async function readTable(request: RestRequest, table: Table, media: Media): Promise<Response> {
  const query = parseQuery(request.search);
  const node = applyRange(planRead(request.cache, table, table, query), request.c.req.header('range'));
  const ctx = new SqlContext();
  const sql = new ReadBuilder(ctx).build(node, {
    from: qualified(table.name),
    preludes: [],
    count: request.prefs.count !== null,
    maxRows: MAX_ROWS,
    body: bodyShape(request, media),
    stripNulls: media.stripNulls,
  });
  const result = await inTransaction(request, true, async (tx) => {
    const row = await queryResult(tx, sql, ctx.params);
    assertSingular(media, row);
    return row;
  });
  return readResponse(request, node, media, result);
}
