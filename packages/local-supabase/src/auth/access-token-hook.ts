import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';

/** `[auth.hook.custom_access_token]` with a `pg-functions://` URI, as GoTrue reads it. */
export interface AccessTokenHook {
  /** As written in config.toml; GoTrue names it in its errors. */
  uri: string;
  /** The function as SQL, each part quoted, e.g. `"public"."custom_access_token_hook"`. */
  functionName: string;
}

/** How the token was obtained, as GoTrue's models.AuthenticationMethod names it. */
export type HookAuthenticationMethod = 'password' | 'otp' | 'token_refresh';

/** GoTrue's default for Postgres hooks (v0pgfunc defaultTimeout). */
const HOOK_TIMEOUT_MS = 2000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The hook of `uri` (`pg-functions://<database>/<schema>/<function>`, the only form the CLI
 * accepts for a Postgres hook). HTTP hooks are not served here, so naming one stops the start
 * rather than letting tokens be issued without the claims the project relies on.
 */
export function parseAccessTokenHookUri(uri: string): AccessTokenHook {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri.trim());
  if (!match) {
    throw new Error(
      `[auth.hook.custom_access_token] uri must be pg-functions://postgres/<schema>/<function> (got "${uri}"); ` +
        'the local backend runs only Postgres function hooks',
    );
  }
  const [, schema, fn] = match as unknown as [string, string, string];
  return { uri: uri.trim(), functionName: `${quoteIdentifier(schema)}.${quoteIdentifier(fn)}` };
}

/** GoTrue's MinimumViableTokenSchema: the claims a hook must leave in place, and their JSON types. */
const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];
const CLAIM_TYPES: Record<string, readonly string[]> = {
  aud: ['string', 'array'],
  exp: ['integer'],
  jti: ['string'],
  iat: ['integer'],
  iss: ['string'],
  nbf: ['integer'],
  sub: ['string'],
  email: ['string'],
  phone: ['string'],
  app_metadata: ['object'],
  user_metadata: ['object'],
  role: ['string'],
  aal: ['string'],
  amr: ['array'],
  session_id: ['string'],
  is_anonymous: ['boolean'],
};

/** A JSON value's type as JSON Schema (and so gojsonschema's messages) names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return jsonType(value) === 'object';
}

/** The schema check GoTrue runs on the returned claims, with its message (one `- ` line per problem). */
function claimProblems(claims: unknown): string[] {
  if (!isObject(claims)) return [`(root): Invalid type. Expected: object, given: ${jsonType(claims)}`];
  const problems = REQUIRED_CLAIMS.filter((name) => !(name in claims)).map((name) => `(root): ${name} is required`);
  for (const [name, types] of Object.entries(CLAIM_TYPES)) {
    if (!(name in claims)) continue;
    const given = jsonType(claims[name]);
    if (!types.includes(given)) problems.push(`${name}: Invalid type. Expected: ${types.join('/')}, given: ${given}`);
  }
  if (Array.isArray(claims.amr)) {
    claims.amr.forEach((entry, i) => {
      if (!isObject(entry)) problems.push(`amr.${i}: Invalid type. Expected: object, given: ${jsonType(entry)}`);
    });
  }
  return problems;
}

/** The status a hook's `error.http_code` asks for: an error status, else 500 as GoTrue's default. */
function hookStatus(code: unknown): ContentfulStatusCode {
  return (
    typeof code === 'number' && Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500
  ) as ContentfulStatusCode;
}

/**
 * Runs the custom access token hook as Supabase Auth does: in the transaction that issues the
 * token (so a failure rolls the sign-in or refresh back), as `supabase_auth_admin` (the role
 * GoTrue connects as, so the function's grants and policies decide what it may read) with that
 * role's search_path, under GoTrue's 2 s statement timeout. Returns the claims to sign, or fails
 * the request as GoTrue would: the hook's own `error` with its status, a function that cannot run
 * or returns no `claims` with 500 "Error running hook URI", and claims missing a required one
 * with 500 and the schema's message.
 */
export async function runAccessTokenHook(
  tx: Queryable,
  hook: AccessTokenHook,
  input: { user_id: string; claims: Record<string, unknown>; authentication_method: HookAuthenticationMethod },
  log: (line: string) => void,
): Promise<Record<string, unknown>> {
  const hookFailed = (cause: string) => {
    log(`auth: custom access token hook ${hook.uri} failed: ${cause}`);
    return new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`);
  };
  let output: unknown;
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
    // Back to the connection's own role and settings for the rest of the sign-in (sessions, the user's row).
    await tx.query(
      `select set_config('role', 'none', true), set_config('search_path', $1, true),
              set_config('statement_timeout', $2, true)`,
      [settings[0]?.search_path, settings[0]?.statement_timeout],
    );
    output = rows[0]?.output ?? null;
    // GoTrue reads the result as bytes of JSON, so a function returning text holding JSON works too.
    if (typeof output === 'string') output = JSON.parse(output);
  } catch (error) {
    throw hookFailed(error instanceof Error ? error.message : String(error));
  }
  if (isObject(output) && isObject(output.error) && typeof output.error.message === 'string' && output.error.message) {
    const status = hookStatus(output.error.http_code);
    // GoTrue's HTTPError carries no error code of its own, so the body names the generic one.
    throw new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', output.error.message);
  }
  if (output !== null && !isObject(output)) throw hookFailed(`the output is ${jsonType(output)}, not an object`);
  if (output !== null && !('claims' in output)) throw hookFailed('output claims field is missing');
  const claims = output === null ? null : output.claims;
  if (output !== null && !isObject(claims)) {
    throw hookFailed(`the output claims are ${jsonType(claims)}, not an object`);
  }
  const problems = claimProblems(claims);
  if (problems.length > 0) {
    throw new AuthError(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: \n${problems.map((p) => `- ${p}\n`).join('')}`,
    );
  }
  return claims as Record<string, unknown>;
}
