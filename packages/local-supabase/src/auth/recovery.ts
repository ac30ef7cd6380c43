import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { AuthSettings } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { AuthError, otpInvalid, phoneUnsupported, validationFailed } from './errors.ts';
import { countSignInAttempt } from './rate-limit.ts';
import { type ClientInfo, clientInfo, type JsonObject, optionalString, readJsonBody } from './request.ts';
import { randomToken, sha256Hex, startSession } from './tokens.ts';
import { findUserByEmail, findUserById, normalizeEmail, type UserRow, updateUser } from './users.ts';

const RECOVERY_TOKEN_TYPE = 'recovery_token';
/** GoTrue's default mailer OTP lifetime. */
const RECOVERY_LIFETIME_SECONDS = 3600;

/** GoTrue's oauthErrorMap: the OAuth `error` a redirect carries for each status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

function matchesAllowed(candidate: string, allowed: string): boolean {
  if (!candidate.startsWith(allowed)) return false;
  // A bare prefix would let http://localhost:4321.evil.example through.
  return (
    allowed.endsWith('/') || candidate.length === allowed.length || '/?#'.includes(candidate[allowed.length] ?? '')
  );
}

/**
 * Where a link may send the browser (with tokens in its fragment): the site URL's origin or an
 * allow-listed prefix. Anything else falls back to the site URL, as GoTrue does.
 */
export function allowedRedirect(settings: AuthSettings, candidate: string | undefined): string {
  if (!candidate) return settings.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return settings.siteUrl;
  }
  const sameOrigin = url.origin !== 'null' && url.origin === new URL(settings.siteUrl).origin;
  if (sameOrigin || settings.redirectUrls.some((allowed) => matchesAllowed(url.href, allowed))) return url.href;
  return settings.siteUrl;
}

export interface RecoveryLink {
  actionLink: string;
  /** The link's token; also what POST /verify takes as `token_hash`. */
  token: string;
  /** A six-digit code for POST /verify with the email. */
  otp: string;
  redirectTo: string;
  /** The user as updated (recovery_sent_at). */
  user: UserRow;
}

function otpHash(userId: string, otp: string): string {
  return sha256Hex(`${userId}:${otp}`);
}

/** Replaces the user's recovery tokens with a fresh link token and code; only their hashes are stored. */
export async function issueRecovery(
  tx: Queryable,
  ctx: ServerContext,
  user: UserRow,
  redirectTo: string,
): Promise<RecoveryLink> {
  const token = randomToken();
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    RECOVERY_TOKEN_TYPE,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $5), ($1, $2, $4, $5)`,
    [user.id, RECOVERY_TOKEN_TYPE, sha256Hex(token), otpHash(user.id, otp), user.email ?? ''],
  );
  const updated = await updateUser(tx, user.id, { recoverySent: true });
  const query = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo });
  return { actionLink: `${ctx.publicUrl}/auth/v1/verify?${query}`, token, otp, redirectTo, user: updated };
}

/** Uses up the user's recovery tokens and starts a session, or fails with otp_expired. */
async function redeemRecovery(
  tx: Queryable,
  ctx: ServerContext,
  tokenHash: string,
  client: ClientInfo,
): Promise<JsonObject> {
  const { rows } = await tx.query<{ user_id: string; fresh: boolean }>(
    `select user_id, created_at > now() - make_interval(secs => $3) as fresh
       from auth.one_time_tokens where token_hash = $1 and token_type = $2 for update`,
    [tokenHash, RECOVERY_TOKEN_TYPE, RECOVERY_LIFETIME_SECONDS],
  );
  const found = rows[0];
  if (!found?.fresh) throw otpInvalid();
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    found.user_id,
    RECOVERY_TOKEN_TYPE,
  ]);
  const user = (await findUserById(tx, found.user_id)) as UserRow;
  if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
  // Following the link proves the address, so an unconfirmed user becomes confirmed.
  const signedIn = await updateUser(tx, user.id, { confirmEmail: true, signedIn: true });
  return startSession(tx, ctx, signedIn, 'otp', client);
}

/** GoTrue's default recovery mail (`[auth.email.template.recovery]` unset). */
async function recoveryMail(link: RecoveryLink): Promise<{ subject: string; html: string; text: string }> {
  const body = await html`<h2>Reset Password</h2>

<p>Follow this link to reset the password for your user:</p>
<p><a href="${link.actionLink}">Reset Password</a></p>
<p>Alternatively, enter the code: ${link.otp}</p>`;
  return {
    subject: 'Reset Your Password',
    html: String(body),
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link.actionLink}\n\nAlternatively, enter the code: ${link.otp}\n`,
  };
}

function requireRecoveryType(type: string | undefined): void {
  if (type !== 'recovery') throw validationFailed('Unsupported verification type');
}

function redirectWithFragment(c: Context, target: string, fragment: Record<string, string>): Response {
  const url = new URL(target);
  url.hash = new URLSearchParams(fragment).toString();
  return c.redirect(url.href, 303);
}

export function createRecoveryRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post('/recover', async (c) => {
    const body = await readJsonBody(c);
    const email = normalizeEmail(optionalString(body, 'email'));
    const redirectTo = allowedRedirect(ctx.auth, c.req.query('redirect_to'));
    const started = performance.now();
    ctx.emailLimiter.take(ctx.auth.emailsPerHour);
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const link = await ctx.db.transaction((tx) => issueRecovery(tx, ctx, user, redirectTo));
      ctx.log(`Password recovery for ${email}: ${link.actionLink} (code ${link.otp}, valid for 1 hour)`);
      ctx.mailer?.send({ to: email, ...(await recoveryMail(link)) });
    }
    // The same answer, no sooner than a fixed time, whether or not the address has an account.
    await sleep(Math.max(0, ctx.auth.recoveryMinimumMs - (performance.now() - started)));
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const redirectTo = allowedRedirect(ctx.auth, c.req.query('redirect_to'));
    try {
      requireRecoveryType(c.req.query('type'));
      const token = c.req.query('token') ?? '';
      const session = await ctx.db.transaction((tx) => redeemRecovery(tx, ctx, sha256Hex(token), clientInfo(ctx, c)));
      return redirectWithFragment(c, redirectTo, {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        token_type: 'bearer',
        type: 'recovery',
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const invalidLink = error.code === 'otp_expired';
      return redirectWithFragment(c, redirectTo, {
        error: OAUTH_ERRORS[error.status] ?? 'server_error',
        error_code: error.code,
        error_description: invalidLink ? 'Email link is invalid or has expired' : error.message,
      });
    }
  });

  app.post('/verify', async (c) => {
    const body = await readJsonBody(c);
    requireRecoveryType(optionalString(body, 'type'));
    if (optionalString(body, 'phone')) throw phoneUnsupported();
    const tokenHash = optionalString(body, 'token_hash');
    const client = clientInfo(ctx, c);
    if (tokenHash) {
      return c.json(await ctx.db.transaction((tx) => redeemRecovery(tx, ctx, sha256Hex(tokenHash), client)));
    }
    const email = normalizeEmail(optionalString(body, 'email'));
    const otp = optionalString(body, 'token');
    if (!otp) throw validationFailed('Verify requires a token or a token hash');
    // Six digits can be guessed, so each try counts against the client's sign-in allowance.
    await countSignInAttempt(ctx.db, client.ip, ctx.auth);
    const user = await findUserByEmail(ctx.db, email);
    if (!user) throw otpInvalid();
    return c.json(await ctx.db.transaction((tx) => redeemRecovery(tx, ctx, otpHash(user.id, otp), client)));
  });

  return app;
}
