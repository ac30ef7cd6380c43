import { SignJWT } from 'jose';
import {
  type ApiRole,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './config.ts';

/** As Supabase asks of a self-hosted JWT secret: HS256 wants 256 bits of key. */
export const MIN_JWT_SECRET_LENGTH = 32;

// The derived keys' claims are constants, so every start and every script that derives the keys
// from the same secret gets the same keys: a site built with the anon key keeps working across
// restarts. A key is revoked by changing the secret, never by expiry, so it expires only in 2100
// rather than leaving a school's site to stop on some date years from now.
const KEY_ISSUER = 'supabase';
const KEY_ISSUED_AT = 1767225600; // 2026-01-01
const KEY_EXPIRES_AT = 4102444800; // 2100-01-01

/** The keys a server accepts besides user tokens, and the two it hands out. */
export interface ApiKeys {
  /** Public: the site and the admin are built with it. */
  anonKey: string;
  /** Bypasses row-level security: for the server's own workers and the operator's scripts only. */
  serviceRoleKey: string;
  /** Opaque `sb_publishable_`/`sb_secret_` keys and the role each stands for. */
  newStyleKeys: ReadonlyMap<string, ApiRole>;
}

/** Why a JWT secret cannot be used (a one-line message naming JWT_SECRET), or undefined when it can. */
export function jwtSecretProblem(secret: string): string | undefined {
  if (secret === LOCAL_JWT_SECRET) {
    return "JWT_SECRET is the Supabase CLI's publicly known local secret; set a random one of your own (server:setup writes one)";
  }
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    return `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${secret.length})`;
  }
  return undefined;
}

function signKey(role: ApiRole, secret: string): Promise<string> {
  return new SignJWT({ iss: KEY_ISSUER, role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/**
 * Without a secret of its own, the server takes the Supabase CLI's well-known local keys, as
 * `supabase start` does. With one, its anon and service_role keys are JWTs signed with it, as
 * Supabase derives a project's legacy keys, and no publicly known key is accepted: the fixed
 * new-style keys cannot be derived from a secret, so there are none.
 */
export async function apiKeysFor(jwtSecret: string | undefined): Promise<ApiKeys> {
  if (jwtSecret === undefined) {
    return {
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      newStyleKeys: new Map([
        [LOCAL_PUBLISHABLE_KEY, 'anon'],
        [LOCAL_SECRET_KEY, 'service_role'],
      ]),
    };
  }
  const problem = jwtSecretProblem(jwtSecret);
  if (problem) throw new Error(problem);
  return {
    anonKey: await signKey('anon', jwtSecret),
    serviceRoleKey: await signKey('service_role', jwtSecret),
    newStyleKeys: new Map(),
  };
}
