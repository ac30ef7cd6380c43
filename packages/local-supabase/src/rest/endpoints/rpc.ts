import { MAX_ROWS } from '../../config.ts';
import { restErrors } from '../errors.ts';
import { parseQuery, type QueryParams } from '../parse/query.ts';
import { planRead } from '../plan.ts';
import { contentRange, contentType, type Media, readStatus } from '../respond.ts';
import { callSql, functionNotFound, type ResolvedFunction, resolveFunction } from '../rpc.ts';
import type { Relation } from '../schema-cache.ts';
import { ReadBuilder } from '../sql/build-read.ts';
import { SqlContext } from '../sql/sql.ts';
import { applyRange, assertSingular, bodyShape, readResponse } from './read.ts';
import { inTransaction, isPlainObject, queryResult, type RestRequest, readJsonBody, respond } from './request.ts';

const NOT_ARGUMENTS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and']);

/** Query-string names that could be arguments of a GET call: top-level, not reserved. */
function queryArgumentNames(search: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const key of search.keys()) {
    const name = key.replace(/(\[\d+\])+$/, '');
    if (!NOT_ARGUMENTS.has(name) && !name.includes('.')) names.add(name);
  }
  return [...names];
}

/** GET arguments as a JSON object of strings; a repeated name becomes an array (`?ids=1&ids=2`). */
function queryArguments(query: QueryParams): string {
  const args: Record<string, string | string[]> = {};
  for (const [name, values] of query.args) args[name] = values.length === 1 ? (values[0] ?? '') : values;
  return JSON.stringify(args);
}

async function resolve(request: RestRequest, name: string) {
  const post = request.method === 'POST';
  const payload = post ? await readJsonBody(request.c, {}) : {};
  const singleObject = post && request.prefs.params === 'single-object';
  const argumentNames = post
    ? isPlainObject(payload) && !singleObject
      ? Object.keys(payload)
      : []
    : queryArgumentNames(request.search);
  const resolved = resolveFunction(request.cache, name, argumentNames, {
    singleObject,
    filtersAllowed: !post,
    bodyIsObject: post && isPlainObject(payload),
  });
  if (!resolved) throw functionNotFound(name, argumentNames);
  const names = resolved.mode.kind === 'named' ? resolved.mode.names : [];
  const query = parseQuery(request.search, (key) => !post && names.includes(key));
  return { resolved, query, args: post ? JSON.stringify(payload) : queryArguments(query) };
}

/** POST/GET/HEAD /rpc/fn: the function called once, its rows read like a table's. */
export async function callFunction(request: RestRequest, name: string, media: Media): Promise<Response> {
  const { resolved, query, args } = await resolve(request, name);
  const readOnly = request.method !== 'POST';
  const ctx = new SqlContext();
  const call = callSql(resolved, args, ctx);
  const result = resolved.fn.result;
  if (result.kind !== 'rows') return callScalar(request, resolved, query, media, ctx, call);

  const relation: Relation = { name: resolved.fn.name, columns: result.columns, primaryKey: [] };
  const table = result.table ? (request.cache.tables.get(result.table) ?? null) : null;
  const node = applyRange(planRead(request.cache, table ?? relation, table, query), request.c.req.header('range'));
  const sql = new ReadBuilder(ctx).build(node, {
    from: 'pgrst_call',
    preludes: [`pgrst_call as (${call})`],
    count: request.prefs.count !== null,
    maxRows: result.setOf ? MAX_ROWS : null,
    body: result.setOf ? bodyShape(request, media) : request.head ? 'none' : 'object',
    stripNulls: media.stripNulls,
  });
  const row = await inTransaction(request, readOnly, async (tx) => {
    const found = await queryResult(tx, sql, ctx.params);
    if (result.setOf) assertSingular(media, found);
    return found;
  });
  return readResponse(request, node, media, row);
}

/** Functions returning a scalar, a set of scalars or void: the value, a JSON array, or 204. */
async function callScalar(
  request: RestRequest,
  resolved: ResolvedFunction,
  query: QueryParams,
  media: Media,
  ctx: SqlContext,
  call: string,
): Promise<Response> {
  const level = query.levels.get('');
  const [filter] = level?.filters ?? [];
  if (filter)
    throw restErrors.undefinedColumn(
      resolved.fn.name,
      filter.kind === 'condition' ? filter.field.name : filter.operator,
    );
  const result = resolved.fn.result;
  const setOf = result.kind === 'scalar' && result.setOf;
  const offset = level?.offset ?? 0;
  let sql: string;
  if (setOf) {
    const limit = Math.min(level?.limit ?? MAX_ROWS, MAX_ROWS);
    const total = request.prefs.count ? '(select count(*)::int from pgrst_call)' : 'null::int';
    const body = media.kind === 'object' ? '(json_agg(pgrst_scalar) -> 0)' : `coalesce(json_agg(pgrst_scalar), '[]')`;
    sql = `with pgrst_call as (${call}), pgrst_source as (select pgrst_scalar from pgrst_call limit ${limit} offset ${offset})
      select ${total} as total, count(*)::int as page_total, ${body}::text as body from pgrst_source`;
  } else {
    sql = `with pgrst_call as (${call})
      select null::int as total, count(*)::int as page_total, (array_agg(to_json(pgrst_scalar)))[1]::text as body from pgrst_call`;
  }
  const row = await inTransaction(request, request.method !== 'POST', async (tx) => {
    const found = await queryResult(tx, sql, ctx.params);
    if (setOf) assertSingular(media, found);
    return found;
  });
  if (result.kind === 'void') return respond(204, null, {});
  const total = setOf && request.prefs.count ? row.total : null;
  return respond(readStatus(offset, row.page_total, total), request.head ? null : row.body, {
    'Content-Type': contentType(media.kind === 'object' ? 'object' : 'json'),
    'Content-Range': contentRange(offset, row.page_total, total),
  });
}
