import { MAX_ROWS } from '../../config.ts';
import { restErrors } from '../errors.ts';
import { COMPARISONS, FULL_TEXT } from '../parse/filters.ts';
import { parseQuery, type QueryParams } from '../parse/query.ts';
import { planRead } from '../plan.ts';
import { contentRange, type Media, readStatus } from '../respond.ts';
import { type BodyKind, callSql, type ResolvedFunction, resolveFunction } from '../rpc.ts';
import type { Relation } from '../schema-cache.ts';
import { ReadBuilder } from '../sql/build-read.ts';
import { SqlContext } from '../sql/sql.ts';
import { applyRange, assertSingular, bodyShape, readResponse } from './read.ts';
import {
  appliedHeader,
  contentHeaders,
  enforceMaxAffected,
  inTransaction,
  isPlainObject,
  queryResult,
  type RestRequest,
  readJsonBody,
  respond,
} from './request.ts';

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
const OPERATORS = new Set([...Object.keys(COMPARISONS), ...Object.keys(FULL_TEXT)]);

/** PostgREST's test for a filter's value: `not.x…`, `is.…`, `in.…`, `op.…` or `fts(config).…`. */
function hasOperator(value: string): boolean {
  const [first = '', second] = value.split('.');
  if (first === 'not') return second !== undefined;
  if (value.includes('.') && (first === 'is' || first === 'in' || OPERATORS.has(first))) return true;
  const [beforeParen = '', afterParen] = value.split('(');
  return afterParen !== undefined && beforeParen in FULL_TEXT;
}

/** A GET call's arguments: the query parameters that are neither reserved, nor embedded, nor filters. */
function queryArgumentNames(search: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [key, value] of search) {
    const name = key.replace(/(\[\d+\])+$/, '');
    const last = name.split('.').at(-1) ?? name;
    if (RESERVED.has(name) || RESERVED_EMBEDDABLE.has(last) || name.includes('.') || hasOperator(value)) continue;
    names.add(name);
  }
  return [...names];
}

/**
 * Arguments as a JSON object of strings; a repeated name becomes an array (`?v=1&v=2`), and a
 * variadic parameter's values are an array even when given once.
 */
function argumentObject(
  entries: Iterable<[string, string[]]>,
  variadic: string[] = [],
): Record<string, string | string[]> {
  const args: Record<string, string | string[]> = {};
  for (const [name, values] of entries) {
    args[name] = values.length === 1 && !variadic.includes(name) ? (values[0] ?? '') : values;
  }
  return args;
}

function queryArguments(query: QueryParams, resolved: ResolvedFunction): string {
  const variadic = resolved.fn.parameters.filter((parameter) => parameter.variadic).map((parameter) => parameter.name);
  return JSON.stringify(argumentObject(query.args, variadic));
}

/** A form body (`a=1&v=1&v=2`), which PostgREST takes as the arguments too. */
function formArguments(form: URLSearchParams): Record<string, string | string[]> {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of form) grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return argumentObject(grouped);
}

/** The body's kind by Content-Type, as PostgREST matches a single unnamed parameter to it. */
function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'binary';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return 'json';
}

/** A POST body: JSON arguments, or the raw text, XML or bytes (as `\x` hex) for a single unnamed parameter. */
async function readBody(request: RestRequest, kind: BodyKind): Promise<{ payload: unknown; raw: string }> {
  if (kind === 'binary') {
    const bytes = Buffer.from(await request.c.req.arrayBuffer());
    return { payload: null, raw: `\\x${bytes.toString('hex')}` };
  }
  if (kind === 'form') {
    const payload = formArguments(new URLSearchParams(await request.c.req.text()));
    return { payload, raw: JSON.stringify(payload) };
  }
  if (kind !== 'json') return { payload: null, raw: await request.c.req.text() };
  const payload = await readJsonBody(request.c, {});
  // A single json parameter gets the body as sent; Hono keeps the text readJsonBody read.
  const text = await request.c.req.text();
  return { payload, raw: text.trim() ? text : JSON.stringify(payload) };
}

async function resolve(request: RestRequest, name: string) {
  const post = request.method === 'POST';
  const body = bodyKind(request.c.req.header('content-type'));
  const { payload, raw } = post ? await readBody(request, body) : { payload: null, raw: '' };
  const columns = request.search.get('columns');
  let argumentNames: string[] = [];
  if (!post) argumentNames = queryArgumentNames(request.search);
  else if (body === 'json' || body === 'form') {
    argumentNames = columns !== null ? (parseQuery(new URLSearchParams({ columns })).columns ?? []) : [];
    if (columns === null && isPlainObject(payload)) argumentNames = Object.keys(payload);
  }
  const resolved = resolveFunction(request.cache, name, { argumentNames, post, body });
  const names = post ? [] : argumentNames;
  const query = parseQuery(request.search, (key) => names.includes(key));
  return { resolved, query, args: post ? raw : queryArguments(query, resolved) };
}

/** POST/GET/HEAD /rpc/fn: the function called once, its rows read like a table's. */
export async function callFunction(request: RestRequest, name: string, media: Media): Promise<Response> {
  const { resolved, query, args } = await resolve(request, name);
  const readOnly = request.method !== 'POST';
  const ctx = new SqlContext();
  const call = callSql(resolved, args, ctx);
  const result = resolved.fn.result;
  if (result.kind !== 'rows') return callScalar(request, resolved, query, media, ctx, call);

  const relation: Relation = {
    schema: resolved.fn.schema,
    name: resolved.fn.name,
    columns: result.columns,
    primaryKey: [],
  };
  const table = result.table ? (request.cache.tables.get(result.table) ?? null) : null;
  const node = applyRange(
    planRead(request.cache, table ?? relation, table, query, request.settings.aggregates),
    request.c.req.header('range'),
  );
  const sql = new ReadBuilder(ctx).build(node, {
    from: 'pgrst_call',
    preludes: [`pgrst_call as (${call})`],
    count: request.prefs.count !== null,
    maxRows: result.setOf ? MAX_ROWS : null,
    body: result.setOf ? bodyShape(request, media) : request.head ? 'none' : 'object',
    stripNulls: media.stripNulls,
  });
  const row = await inTransaction(request, readOnly, async (tx) => {
    const found = await queryResult(tx, sql, ctx.params, media.plan);
    if (result.setOf) assertSingular(media, found);
    enforceMaxAffected(request, found.page_total, result.setOf);
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
    const found = await queryResult(tx, sql, ctx.params, media.plan);
    if (setOf) assertSingular(media, found);
    enforceMaxAffected(request, found.page_total, setOf);
    return found;
  });
  const applied = appliedHeader(request, ['count', 'handling', 'timezone', 'maxAffected']);
  if (result.kind === 'void') return respond(204, null, { 'Preference-Applied': applied });
  const total = setOf && request.prefs.count ? row.total : null;
  return respond(readStatus(offset, row.page_total, total), request.head ? null : row.body, {
    ...contentHeaders(request, media.kind === 'object' ? 'object' : 'json'),
    'Content-Range': contentRange(offset, row.page_total, total),
    'Preference-Applied': applied,
  });
}
