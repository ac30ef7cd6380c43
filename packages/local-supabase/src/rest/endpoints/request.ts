import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { asCaller, type Caller } from '../../http/caller.ts';
import type { ServerContext } from '../../http/context.ts';
import { JsonTooDeep, parseJson } from '../../http/json.ts';
import { restErrors } from '../errors.ts';
import { type Preferences, preferenceApplied } from '../parse/prefer.ts';
import type { SchemaCache } from '../schema-cache.ts';

/** One REST request with its caller and the schema it is resolved against. */
export interface RestRequest {
  ctx: ServerContext;
  c: Context;
  caller: Caller;
  cache: SchemaCache;
  /** GET for HEAD too; `head` tells them apart. */
  method: string;
  head: boolean;
  search: URLSearchParams;
  prefs: Preferences;
}

/** The one row every generated statement returns. */
export interface ResultRow {
  total: number | null;
  page_total: number;
  body: string | null;
}

/**
 * Runs the request's statements in one transaction as the caller, so row-level security and
 * `request.*` settings decide as under PostgREST; reads run READ ONLY, as PostgREST runs GET.
 */
export function inTransaction<T>(
  request: RestRequest,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { ctx, c, caller } = request;
  return asCaller(ctx.db, caller, ctx.requestInfo(c), async (tx) => {
    if (readOnly) await tx.query('set transaction read only');
    return fn(tx);
  });
}

export async function queryResult(tx: Queryable, sql: string, params: string[]): Promise<ResultRow> {
  const row = (await tx.query<ResultRow>(sql, params)).rows[0];
  return row ?? { total: null, page_total: 0, body: null };
}

/** The request body as JSON; PostgREST answers PGRST102 to anything else. */
export async function readJsonBody(c: Context, emptyAs?: unknown): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw restErrors.invalidBody('Empty or invalid json');
  }
  if (!text.trim()) {
    if (emptyAs !== undefined) return emptyAs;
    throw restErrors.invalidBody('Empty or invalid json');
  }
  try {
    return parseJson(text);
  } catch (error) {
    throw restErrors.invalidBody(error instanceof JsonTooDeep ? error.message : 'Empty or invalid json');
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function respond(
  status: number,
  body: string | null,
  headers: Record<string, string | null | undefined>,
): Response {
  const present = Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return new Response(status === 204 ? null : body, { status, headers: present });
}

export function appliedHeader(request: RestRequest, honoured: (keyof Preferences)[]): string | null {
  return preferenceApplied(request.prefs, honoured);
}
