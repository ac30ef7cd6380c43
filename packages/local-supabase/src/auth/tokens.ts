import { createHash, randomBytes } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database, Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { type HookAuthenticationMethod, runAccessTokenHook } from './access-token-hook.ts';
import { AuthError, badJwt } from './errors.ts';
import type { ClientInfo, JsonObject } from './request.ts';
import { findUserById, loadUserJson, type UserRow } from './users.ts';

/** How the session was started, as GoTrue names it in the `amr` claim. */
export type AuthMethod = 'password' | 'otp';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** An unguessable opaque token (192 bits), URL-safe. */
export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The access token GoTrue would issue: its claims, passed through the custom access token hook
 * when one is configured (GoTrue's generateAccessToken), then signed as they come back.
 */
async function signAccessToken(
  q: Queryable,
  ctx: ServerContext,
  user: UserRow,
  sessionId: string,
  amr: { method: AuthMethod; timestamp: number },
  authenticationMethod: HookAuthenticationMethod,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.auth.jwtExpiry;
  let claims: Record<string, unknown> = {
    iss: `${ctx.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [amr],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const hook = ctx.auth.accessTokenHook;
  if (hook) {
    claims = await runAccessTokenHook(
      q,
      hook,
      { user_id: user.id, claims, authentication_method: authenticationMethod },
      ctx.log,
    );
  }
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(ctx.jwtSecret);
  // As GoTrue: the session says when the token it computed expires, whatever the hook did to `exp`.
  return { token, expiresAt };
}

async function sessionJson(
  q: Queryable,
  ctx: ServerContext,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  amr: { method: AuthMethod; timestamp: number },
  authenticationMethod: HookAuthenticationMethod,
): Promise<JsonObject> {
  const { token, expiresAt } = await signAccessToken(q, ctx, user, sessionId, amr, authenticationMethod);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user),
  };
}

/** Starts a session for a user who has just proved who they are; returns GoTrue's Session JSON. */
export async function startSession(
  tx: Queryable,
  ctx: ServerContext,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<JsonObject> {
  const { rows } = await tx.query<{ id: string; started: number }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3)
     returning id, extract(epoch from created_at)::int8 as started`,
    [user.id, client.userAgent, client.ip],
  );
  const session = rows[0] as { id: string; started: number };
  const refreshToken = randomToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [
    refreshToken,
    user.id,
    session.id,
  ]);
  // GoTrue's authentication_method is the grant's (`password`, `otp`), the same word as the amr entry.
  return sessionJson(tx, ctx, user, session.id, refreshToken, { method, timestamp: Number(session.started) }, method);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  revoked_seconds_ago: number;
  session_started: number;
}

/**
 * The refresh_token grant with rotation: each token is used once and replaced by a child. The
 * parent of the session's active token may be presented again for `refreshTokenReuseInterval`
 * seconds (a client that lost the response) and gets the active child back; any other reuse
 * means the token leaked, so the whole session is ended.
 *
 * Tokens are stored as issued, as GoTrue stores them: concurrent refreshes from two tabs must
 * both receive the same active child, which a one-way hash could not give back.
 */
export async function refreshSession(
  db: Database,
  ctx: ServerContext,
  refreshToken: string,
  client: ClientInfo,
): Promise<JsonObject> {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select rt.id, rt.token, rt.user_id, rt.session_id, rt.revoked,
              extract(epoch from now() - rt.updated_at)::float8 as revoked_seconds_ago,
              extract(epoch from s.created_at)::int8 as session_started
         from auth.refresh_tokens rt
         join auth.sessions s on s.id = rt.session_id
        where rt.token = $1
          for update of rt, s`,
      [refreshToken],
    );
    const row = rows[0];
    if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    // The foreign key deletes a user's tokens with the user, so the token's user exists.
    const user = (await findUserById(tx, row.user_id)) as UserRow;
    if (user.banned) throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

    let issued: string;
    if (row.revoked) {
      const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      const child = active[0];
      if (child?.parent !== row.token || Number(row.revoked_seconds_ago) >= ctx.auth.refreshTokenReuseInterval) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        ctx.log(`auth: refresh token reuse on session ${row.session_id}; the session was revoked`);
        // Returned, not thrown: throwing would roll the revocation back.
        return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
      issued = child.token;
    } else {
      issued = randomToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`, [
        issued,
        row.user_id,
        row.session_id,
        row.token,
      ]);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1`,
      [row.session_id, client.userAgent, client.ip],
    );
    // Sessions keep no record of how they began, so a refreshed token reports a password sign-in.
    const session = await sessionJson(
      tx,
      ctx,
      user,
      row.session_id,
      issued,
      { method: 'password', timestamp: Number(row.session_started) },
      'token_refresh',
    );
    return { session };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

/** Verifies a user access token: HS256 with the server secret only, so `alg: none` and other keys fail. */
export async function verifyAccessToken(ctx: ServerContext, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw badJwt('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw badJwt('token signature is invalid: signature is invalid');
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) throw badJwt('token is unverifiable: signing method is invalid');
    throw badJwt('token is malformed');
  }
}

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** Ends sessions (their refresh tokens go with them); `local` and `others` are relative to sessionId. */
export async function endSessions(
  q: Queryable,
  userId: string,
  scope: LogoutScope,
  sessionId: string | null,
): Promise<void> {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await q.query('delete from auth.sessions where user_id = $1 and id = $2::uuid', [userId, sessionId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [userId, sessionId]);
  }
}
