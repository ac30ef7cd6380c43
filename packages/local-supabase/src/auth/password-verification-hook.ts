import type { Database } from '../db/database.ts';
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
import { endSessions } from './tokens.ts';

const KIND = 'password verification attempt';

/** GoTrue's v0hooks.DefaultPasswordHookRejectionMessage, for a rejection that gives none. */
const DEFAULT_REJECTION_MESSAGE = 'Further password verification attempts will be rejected.';

/** `[auth.hook.password_verification_attempt]`'s URI, as GoTrue reads it. */
export function parsePasswordVerificationHookUri(uri: string): PostgresHook {
  return parsePostgresHookUri('[auth.hook.password_verification_attempt]', uri);
}

/** The output's field when it has GoTrue's JSON type (absent or null reads as unset, as Go's decoder leaves it). */
function field<T>(
  output: Record<string, unknown>,
  name: string,
  type: 'string' | 'boolean',
  failed: (cause: string) => AuthError,
): T | undefined {
  const value = output[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw failed(`the output's ${name} is ${jsonType(value)}, not a ${type}`);
  return value as T;
}

/**
 * Runs the password verification attempt hook as GoTrue's ResourceOwnerPasswordGrant does, once
 * the account is found, has a password and is not banned, after the password is checked and
 * before the result counts: the function gets `{user_id, valid}`. It runs in a transaction of its
 * own (GoTrue invokes it without the request's), so what it writes stays even though a wrong
 * password then fails the sign-in. A `"decision": "reject"` fails the sign-in, right password or
 * not, with 400 invalid_credentials and the hook's message (GoTrue's default when it gives none),
 * after ending every session of the account when it asks `should_logout_user`. Its `error` fails
 * the request with its status; a function that cannot run or an output GoTrue could not read
 * fails it with 500 "Error running hook URI".
 */
export async function runPasswordVerificationHook(
  db: Database,
  hook: PostgresHook,
  input: { user_id: string; valid: boolean },
  log: (line: string) => void,
): Promise<void> {
  const output = await db.transaction((tx) => callPostgresHook(tx, hook, KIND, input, log));
  if (output === null) return;
  const failed = (cause: string) => hookFailed(hook, KIND, cause, log);
  if (!isObject(output)) throw failed(`the output is ${jsonType(output)}, not an object`);
  const decision = field<string>(output, 'decision', 'string', failed);
  const message = field<string>(output, 'message', 'string', failed);
  const shouldLogoutUser = field<boolean>(output, 'should_logout_user', 'boolean', failed);
  const error = hookOutputError(output);
  if (error) throw error;
  if (decision !== 'reject') return;
  if (shouldLogoutUser) await endSessions(db, input.user_id, 'global', null);
  throw new AuthError(400, 'invalid_credentials', message || DEFAULT_REJECTION_MESSAGE);
}
