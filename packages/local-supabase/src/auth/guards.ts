import type { Context } from 'hono';
import { bearerToken, resolveCaller } from '../http/caller.ts';
import type { ServerContext } from '../http/context.ts';
import { AuthError, badJwt, noAuthorization } from './errors.ts';
import { isUuid } from './request.ts';
import { verifyAccessToken } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';

export interface SignedInUser {
  user: UserRow;
  /** Null for a validly signed token that names no session (GoTrue accepts those). */
  sessionId: string | null;
}

/** The user behind `Authorization: Bearer <access token>`, whose session must still exist. */
export async function requireUser(ctx: ServerContext, c: Context): Promise<SignedInUser> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw noAuthorization();
  const claims = await verifyAccessToken(ctx, token);
  if (!claims.sub) throw badJwt('invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badJwt('invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (sessionId === undefined) return { user, sessionId: null };
  const sessionMissing = () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  if (!isUuid(sessionId)) throw sessionMissing();
  const session = await ctx.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    user.id,
  ]);
  if (session.rows.length === 0) throw sessionMissing();
  return { user, sessionId };
}

/** Admin endpoints take only the service_role key (legacy JWT or sb_secret_) as the bearer. */
export async function requireServiceRole(ctx: ServerContext, c: Context): Promise<void> {
  const authorization = c.req.header('authorization');
  if (!bearerToken(authorization)) throw noAuthorization();
  const result = await resolveCaller(ctx, { authorization });
  if (!result.ok) {
    if (result.reason === 'bad_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    throw badJwt(result.message);
  }
  if (result.caller.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}
