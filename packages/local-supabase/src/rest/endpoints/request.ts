import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { asCaller, type Caller } from '../../http/caller.ts';
import type { ServerContext } from '../../http/context.ts';
import { JsonTooDeep, parseJson } from '../../http/json.ts';
import type { ApiSettings } from '../api-settings.ts';
import { restErrors } from '../errors.ts';
import { type AppliedPreference, type Preferences, preferenceApplied } from '../parse/prefer.ts';
import { contentType, type MediaKind, type PlanMedia } from '../respond.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { ident } from '../sql/sql.ts';

/** The schema a request works in, and whether its responses name it in `Content-Profile`. */
export interface Profile {
  schema: string;
  named: boolean;
}

/** One REST request with its caller and the schema it is resolved against. */
export interface RestRequest {
  ctx: ServerContext;
  c: Context;
  caller: Caller;
  profile: Profile;
  /** The request transaction's search_path: the profile's schema, then `[api] extra_search_path`. */
  searchPath: string[];
  cache: SchemaCache;
  /** GET for HEAD too; `head` tells them apart. */
  method: string;
  head: boolean;
  search: URLSearchParams;
  prefs: Preferences;
  /** PostgREST's in-database settings as the request found them. */
  settings: ApiSettings;
  /** Set once the request's transaction ran: what it asked the response to be. */
  override?: ResponseOverride | undefined;
}

/** The one row every generated statement returns. */
export interface ResultRow {
  total: number | null;
  page_total: number;
  body: string | null;
}

/** The plan of the request's statement, which answers instead of its rows (`Accept: application/vnd.pgrst.plan`). */
export class PlanAnswer {
  readonly body: string;
  readonly contentType: string;

  constructor(body: string, contentType: string) {
    this.body = body;
    this.contentType = contentType;
  }
}

/** Thrown to end a transaction in rollback once its answer is known. */
class RollBack extends Error {}

/**
 * Runs the request's statements in one transaction as the caller, so row-level security and
 * `request.*` settings decide as under PostgREST; reads run READ ONLY, as PostgREST runs GET.
 * `Prefer: timezone=` becomes the transaction's time zone when the database knows the name;
 * `handling=strict` refuses the request when a preference was not understood (PGRST122). The
 * `db-pre-request` function runs before the statement; `db-tx-end` (or `Prefer: tx=` where it
 * allows an override) decides whether the transaction commits or rolls back.
 */
export async function inTransaction<T>(
  request: RestRequest,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { ctx, c, caller, settings, prefs } = request;
  const rollback = prefs.tx ? prefs.tx === 'rollback' : settings.txEnd.startsWith('rollback');
  let answer: { value: T } | { plan: PlanAnswer } | undefined;
  try {
    await asCaller(
      ctx.apiDb,
      caller,
      ctx.requestInfo(c),
      async (tx) => {
        if (readOnly) await tx.query('set transaction read only');
        await tx.query(`select set_config('search_path', $1, true)`, [request.searchPath.map(ident).join(', ')]);
        await applyTimezone(request, tx);
        if (prefs.handling === 'strict' && prefs.invalid.length) throw restErrors.invalidPreferences(prefs.invalid);
        if (settings.preRequest) await tx.query(`select ${qualifiedName(settings.preRequest)}()`);
        try {
          answer = { value: await fn(tx) };
        } catch (error) {
          if (!(error instanceof PlanAnswer)) throw error;
          answer = { plan: error };
        }
        request.override = await responseSettings(tx);
        if (rollback) throw new RollBack();
      },
      { dataApi: true },
    );
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  if (!answer) throw new Error('the request transaction ended without an answer');
  if ('plan' in answer) throw answer.plan;
  return answer.value;
}

/** `schema.name` or `name` (found on the search path), as PostgREST reads `db-pre-request`. */
function qualifiedName(name: string): string {
  return name.split('.').map(ident).join('.');
}

/** What the transaction set in `response.status` / `response.headers` for PostgREST to answer with. */
export interface ResponseOverride {
  status: number | null;
  headers: [string, string][];
}

/**
 * `response.status` (a status code) and `response.headers` (a JSON array of one-key objects),
 * as functions and triggers set them with set_config (PostgREST's Transactions page); a value
 * PostgREST could not use fails the request with PGRST112 / PGRST111.
 */
async function responseSettings(tx: Queryable): Promise<ResponseOverride | undefined> {
  const row = (
    await tx.query<{ status: string | null; headers: string | null }>(
      `select current_setting('response.status', true) as status, current_setting('response.headers', true) as headers`,
    )
  ).rows[0];
  const status = row?.status?.trim() || null;
  const headers = row?.headers?.trim() || null;
  if (status === null && headers === null) return undefined;
  if (status !== null && !/^[1-5]\d\d$/.test(status)) throw restErrors.gucStatus();
  return { status: status === null ? null : Number(status), headers: headers === null ? [] : parseGucHeaders(headers) };
}

function parseGucHeaders(text: string): [string, string][] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw restErrors.gucHeaders();
  }
  if (!Array.isArray(value)) throw restErrors.gucHeaders();
  return value.map((entry) => {
    const pairs = isPlainObject(entry) ? Object.entries(entry) : [];
    const [pair] = pairs;
    if (pairs.length !== 1 || !pair || typeof pair[1] !== 'string') throw restErrors.gucHeaders();
    return [pair[0], pair[1]];
  });
}

/**
 * The response with the transaction's `response.status` and `response.headers` applied: its
 * headers replace the response's own of the same name, as PostgREST's addHeadersIfNotIncluded.
 */
export function withOverride(response: Response, override: ResponseOverride | undefined): Response {
  if (!override) return response;
  const headers = new Headers(response.headers);
  for (const [name] of override.headers) headers.delete(name);
  for (const [name, value] of override.headers) headers.append(name, value);
  const status = override.status ?? response.status;
  const body = status === 204 || status === 304 ? null : response.body;
  return new Response(body, { status, headers });
}

/** Sets `timezone=` for the transaction, or moves it to the invalid preferences when it names no zone. */
async function applyTimezone(request: RestRequest, tx: Queryable): Promise<void> {
  const { prefs } = request;
  if (prefs.timezone === null) return;
  const known = await tx.query<{ name: string }>(
    `select set_config('timezone', name, true) as name from pg_timezone_names where name = $1 limit 1`,
    [prefs.timezone],
  );
  if (known.rows.length) return;
  prefs.invalid.push(`timezone=${prefs.timezone}`);
  prefs.timezone = null;
}

/**
 * `Prefer: handling=strict, max-affected=n`: a write or a function call touching more rows fails
 * inside its transaction (PGRST124), so nothing changes; a function must return a set to be
 * counted (PGRST128). Lenient handling ignores max-affected, as PostgREST does.
 */
export function enforceMaxAffected(request: RestRequest, rows: number, returnsSet = true): void {
  const { handling, maxAffected } = request.prefs;
  if (handling !== 'strict' || maxAffected === null) return;
  if (!returnsSet) throw restErrors.maxAffectedNotSet();
  if (rows > maxAffected) throw restErrors.maxAffected(rows);
}

/** The one row of a request's statement; asked for its plan, the plan answers instead (PlanAnswer). */
export async function queryResult(tx: Queryable, sql: string, params: string[], plan?: PlanMedia): Promise<ResultRow> {
  if (plan) throw await explain(tx, sql, params, plan);
  const row = (await tx.query<ResultRow>(sql, params)).rows[0];
  return row ?? { total: null, page_total: 0, body: null };
}

/** `EXPLAIN (FORMAT …, options)` of the statement, as PostgREST answers the plan media type. */
async function explain(tx: Queryable, sql: string, params: string[], plan: PlanMedia): Promise<PlanAnswer> {
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const rows = (await tx.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${sql}`, params)).rows;
  const lines = rows.map((row) => row['QUERY PLAN']);
  const [json] = lines;
  const body =
    plan.format === 'text' ? lines.join('\n') : typeof json === 'string' ? json : JSON.stringify(json, null, 2);
  return new PlanAnswer(body, plan.contentType);
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

/** `Content-Type`, with `Content-Profile` when the schema was negotiated (PostgREST's contentTypeHeaders). */
export function contentHeaders(request: RestRequest, kind: MediaKind): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType(kind) };
  if (request.profile.named) headers['Content-Profile'] = request.profile.schema;
  return headers;
}

/** Every answer names `tx=` when it was honoured, as PostgREST's responses all do. */
export function appliedHeader(request: RestRequest, honoured: AppliedPreference[]): string | null {
  return preferenceApplied(request.prefs, [...honoured, 'tx']);
}
