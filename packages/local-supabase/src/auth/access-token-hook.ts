import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';
import {
  callPostgresHook,
  hookFailed,
  hookOutputError,
  isObject,
  jsonType,
  type PostgresHook,
  parsePostgresHookUri,
} from './postgres-hook.ts';

/** How the token was obtained, as GoTrue's models.AuthenticationMethod names it. */
export type HookAuthenticationMethod = 'password' | 'otp' | 'token_refresh';

const KIND = 'custom access token';

/** `[auth.hook.custom_access_token]`'s URI, as GoTrue reads it. */
export function parseAccessTokenHookUri(uri: string): PostgresHook {
  return parsePostgresHookUri('[auth.hook.custom_access_token]', uri);
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

/**
 * Runs the custom access token hook as Supabase Auth does (callPostgresHook), in the transaction
 * that issues the token, so a failure rolls the sign-in or refresh back. Returns the claims to
 * sign, or fails the request as GoTrue would: the hook's own `error` with its status, a function
 * that cannot run or returns no `claims` with 500 "Error running hook URI", and claims missing a
 * required one with 500 and the schema's message.
 */
export async function runAccessTokenHook(
  tx: Queryable,
  hook: PostgresHook,
  input: { user_id: string; claims: Record<string, unknown>; authentication_method: HookAuthenticationMethod },
  log: (line: string) => void,
): Promise<Record<string, unknown>> {
  const output = await callPostgresHook(tx, hook, KIND, input, log);
  const error = hookOutputError(output);
  if (error) throw error;
  const failed = (cause: string) => hookFailed(hook, KIND, cause, log);
  if (output !== null && !isObject(output)) throw failed(`the output is ${jsonType(output)}, not an object`);
  if (output !== null && !('claims' in output)) throw failed('output claims field is missing');
  const claims = output === null ? null : output.claims;
  if (output !== null && !isObject(claims)) {
    throw failed(`the output claims are ${jsonType(claims)}, not an object`);
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
