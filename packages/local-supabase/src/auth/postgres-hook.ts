import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

/** An `[auth.hook.<name>]` with a `pg-functions://` URI, as GoTrue reads it. */
export interface PostgresHook {
  /** As written in config.toml; GoTrue names it in its errors. */
  uri: string;
  /** The function as SQL, each part quoted, e.g. `"public"."custom_access_token_hook"`. */
  functionName: string;
}

/** GoTrue's default for Postgres hooks (v0pgfunc defaultTimeout). */
const HOOK_TIMEOUT_MS = 2000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The hook of `uri` (`pg-functions://<database>/<schema>/<function>`, the only form the CLI
 * accepts for a Postgres hook), configured in `section`. HTTP hooks are not served here, so
 * naming one stops the start rather than letting Auth run without what the project relies on.
 */
export function parsePostgresHookUri(section: string, uri: string): PostgresHook {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri.trim());
  if (!match) {
    throw new Error(
      `${section} uri must be pg-functions://postgres/<schema>/<function> (got "${uri}"); ` +
        'the local backend runs only Postgres function hooks',
    );
  }
  const [, schema, fn] = match as unknown as [string, string, string];
  return { uri: uri.trim(), functionName: `${quoteIdentifier(schema)}.${quoteIdentifier(fn)}` };
}

/** A JSON value's type as JSON Schema (and so gojsonschema's messages) names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return jsonType(value) === 'object';
}

/** GoTrue's answer to a hook that could not run or whose output it could not read; the cause is logged. */
export function hookFailed(hook: PostgresHook, kind: string, cause: string, log: (line: string) => void): AuthError {
  log(`auth: ${kind} hook ${hook.uri} failed: ${cause}`);
  return new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`);
}

/**
 * Calls the hook's function as GoTrue's v0pgfunc does, in `tx`: as `supabase_auth_admin` (the
 * role GoTrue connects as, so the function's grants and policies decide what it may read and
 * write) with that role's search_path, under GoTrue's 2 s statement timeout, then back to the
 * connection's own role and settings. Returns the output as JSON (GoTrue reads the result as
 * bytes of JSON, so a function returning text holding JSON works too); a function that cannot
 * run fails with hookFailed.
 */
export async function callPostgresHook(
  tx: Queryable,
  hook: PostgresHook,
  kind: string,
  input: unknown,
  log: (line: string) => void,
): Promise<unknown> {
  try {
    const { rows: settings } = await tx.query<{ search_path: string; statement_timeout: string }>(
      `select current_setting('search_path') as search_path, current_setting('statement_timeout') as statement_timeout`,
    );
    // GoTrue logs in as supabase_auth_admin, whose search_path hosted sets to `auth`: a hook's
    // unqualified names resolve there, as they will on hosted.
    await tx.query(
      `select set_config('role', 'supabase_auth_admin', true), set_config('search_path', 'auth', true),
              set_config('statement_timeout', $1, true)`,
      [`${HOOK_TIMEOUT_MS}ms`],
    );
    const { rows } = await tx.query<{ output: unknown }>(`select ${hook.functionName}($1::jsonb) as output`, [
      JSON.stringify(input),
    ]);
    await tx.query(
      `select set_config('role', 'none', true), set_config('search_path', $1, true),
              set_config('statement_timeout', $2, true)`,
      [settings[0]?.search_path, settings[0]?.statement_timeout],
    );
    const output = rows[0]?.output ?? null;
    return typeof output === 'string' ? JSON.parse(output) : output;
  } catch (error) {
    throw hookFailed(hook, kind, error instanceof Error ? error.message : String(error), log);
  }
}

/** The status a hook's `error.http_code` asks for: an error status, else 500 as GoTrue's default. */
function hookStatus(code: unknown): ContentfulStatusCode {
  return (
    typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500
  ) as ContentfulStatusCode;
}

/** The error a hook's output asks Auth to answer with (`{"error": {"http_code", "message"}}`), if any. */
export function hookOutputError(output: unknown): AuthError | undefined {
  if (!isObject(output) || !isObject(output.error)) return undefined;
  const { message, http_code } = output.error;
  if (typeof message !== 'string' || !message) return undefined;
  const status = hookStatus(http_code);
  // GoTrue's HTTPError carries no error code of its own, so the body names the generic one.
  return new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', message);
}
