import { errors as joseErrors, jwtVerify } from 'jose';
import { API_ROLES, type ApiRole } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DATA_API_REQUEST_SETTING } from '../db/safeupdate.ts';
import type { ServerContext } from './context.ts';

/** Who is calling, as PostgREST, Auth and Storage each decide it from the same headers. */
export interface Caller {
  role: ApiRole;
  /** The verified JWT claims; for a key, the key's own claims. */
  claims: Record<string, unknown>;
  /** The bearer JWT that was verified (the user's access token or the key). */
  token: string;
}

export type CallerResult =
  | { ok: true; caller: Caller }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' | 'bad_role'; message: string };

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? null;
}

/**
 * Resolves the caller from `Authorization: Bearer …` (a user token or a key) and falls back to
 * the `apikey` header, as Supabase's gateway does: ra-supabase sends only `apikey` when
 * signed out. A token is the server's own new-style key or a JWT signed with its secret.
 */
export async function resolveCaller(
  keys: Pick<ServerContext, 'jwtSecret' | 'newStyleKeys'>,
  headers: { authorization?: string | null; apikey?: string | null },
): Promise<CallerResult> {
  let token = bearerToken(headers.authorization);
  if (headers.authorization && !token) {
    return { ok: false, reason: 'malformed', message: 'Authorization header must be a Bearer token' };
  }
  token ??= headers.apikey?.trim() || null;
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  const keyRole = keys.newStyleKeys.get(token);
  if (keyRole) {
    return { ok: true, caller: { role: keyRole, claims: { role: keyRole, iss: 'supabase-demo' }, token } };
  }
  if (token.split('.').length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${token.split('.').length}` };
  }
  try {
    const { payload } = await jwtVerify(token, keys.jwtSecret, { algorithms: ['HS256'] });
    const role = (payload.role as string | undefined) ?? 'anon';
    if (!(API_ROLES as readonly string[]).includes(role)) {
      return { ok: false, reason: 'bad_role', message: `role "${role}" does not exist` };
    }
    return { ok: true, caller: { role: role as ApiRole, claims: payload as Record<string, unknown>, token } };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
  }
}

export interface RequestInfo {
  method: string;
  path: string;
  /** Lower-cased header names, as PostgREST exposes them in `request.headers`. */
  headers: Record<string, string>;
}

/**
 * Runs fn in one transaction as the caller's database role, with the settings PostgREST sets
 * (`request.jwt.claims`, `request.headers`, ...) and the role's own statement_timeout (as
 * PostgREST applies impersonated roles' settings), so row-level security, policies and limits
 * decide exactly as in production. PGlite keeps the setting but cannot cancel a statement.
 * `dataApi` marks a request of the Data API (PostgREST), which hosted runs under pg-safeupdate;
 * Storage runs its requests as its own role, outside it.
 */
export function asCaller<T>(
  db: Database,
  caller: Caller,
  request: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
  options: { dataApi?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const claims = caller.claims;
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.jwt.claim.email', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.method', $6, true),
              set_config('request.path', $7, true),
              set_config('${DATA_API_REQUEST_SETTING}', $8, true),
              set_config('statement_timeout', coalesce(
                (select substr(setting, length('statement_timeout=') + 1)
                   from pg_roles, unnest(rolconfig) as setting
                  where rolname = $1 and setting like 'statement_timeout=%'),
                current_setting('statement_timeout')), true)`,
      [
        caller.role,
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        typeof claims.email === 'string' ? claims.email : '',
        JSON.stringify(request.headers),
        request.method,
        request.path,
        options.dataApi ? 'on' : '',
      ],
    );
    return fn(tx);
  });
}
