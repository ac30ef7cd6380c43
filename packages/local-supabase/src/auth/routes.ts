import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AUTH_BODY_LIMIT } from '../config.ts';
import type { ServerContext } from '../http/context.ts';
import { createAdminRoutes } from './admin-routes.ts';
import { AuthError, authErrorHandler, isUniqueViolation, phoneUnsupported, validationFailed } from './errors.ts';
import { runPasswordVerificationHook } from './password-verification-hook.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { countSignInAttempt } from './rate-limit.ts';
import { createRecoveryRoutes } from './recovery.ts';
import { clientInfo, type JsonObject, optionalObject, optionalString, readJsonBody } from './request.ts';
import { refreshSession, startSession } from './tokens.ts';
import { createUserRoutes } from './user-routes.ts';
import { findUserByEmail, insertUser, normalizeEmail, updateUser } from './users.ts';

/** The providers GoTrue's /settings lists; only email/password is served here. */
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export function createAuthRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.onError(authErrorHandler(ctx.log));
  app.use(
    '*',
    bodyLimit({
      maxSize: AUTH_BODY_LIMIT,
      onError: () => {
        throw new AuthError(413, 'request_too_large', `Request body is larger than ${AUTH_BODY_LIMIT} bytes`);
      },
    }),
  );

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: Object.fromEntries(PROVIDERS.map((provider) => [provider, provider === 'email'])),
      disable_signup: !ctx.auth.signupEnabled,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  async function passwordGrant(c: Context, body: JsonObject): Promise<JsonObject> {
    const client = clientInfo(ctx, c);
    await countSignInAttempt(ctx.db, client.ip, ctx.auth);
    const rawEmail = optionalString(body, 'email');
    const phone = optionalString(body, 'phone');
    if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
    if (phone) throw phoneUnsupported();
    const email = rawEmail?.trim().toLowerCase();
    const user = email ? await findUserByEmail(ctx.db, email) : null;
    // Checked before anything else about the account, so that only the password holder learns
    // whether it is banned or unconfirmed.
    const valid = await verifyPassword(optionalString(body, 'password') ?? '', user?.encrypted_password);
    // GoTrue asks the hook about an account it would check the password of: one that exists, has
    // a password and is not banned (it refuses a banned one before checking).
    const hook = ctx.auth.passwordVerificationHook;
    if (hook && user?.encrypted_password && !user.banned) {
      await runPasswordVerificationHook(ctx.db, hook, { user_id: user.id, valid }, ctx.log);
    }
    if (!user || !valid) throw invalidCredentials();
    if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return ctx.db.transaction(async (tx) => {
      const signedIn = await updateUser(tx, user.id, { signedIn: true });
      return startSession(tx, ctx, signedIn, 'password', client);
    });
  }

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJsonBody(c);
    if (grantType === 'password') return c.json(await passwordGrant(c, body));
    if (grantType === 'refresh_token') {
      const refreshToken = optionalString(body, 'refresh_token');
      if (!refreshToken) throw validationFailed('refresh_token required');
      return c.json(await refreshSession(ctx.db, ctx, refreshToken, clientInfo(ctx, c)));
    }
    throw validationFailed('unsupported_grant_type');
  });

  app.post('/signup', async (c) => {
    if (!ctx.auth.signupEnabled) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const body = await readJsonBody(c);
    if (optionalString(body, 'phone')) throw phoneUnsupported();
    const email = normalizeEmail(optionalString(body, 'email'));
    const password = optionalString(body, 'password');
    if (password === undefined) throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, ctx.auth);
    const userMetadata = optionalObject(body, 'data');
    const client = clientInfo(ctx, c);
    // Sign-up signs the new user in, so it draws on the same allowance as a sign-in.
    await countSignInAttempt(ctx.db, client.ip, ctx.auth);
    const passwordHash = await hashPassword(password);
    const alreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
    const session = await ctx.db
      .transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw alreadyExists();
        // Mailer autoconfirm, the local CLI default: the account is confirmed and signed in at once.
        const user = await insertUser(tx, { email, passwordHash, emailConfirmed: true, userMetadata });
        const signedIn = await updateUser(tx, user.id, { signedIn: true });
        return startSession(tx, ctx, signedIn, 'password', client);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadyExists() : error;
      });
    return c.json(session);
  });

  app.route('/', createUserRoutes(ctx));
  app.route('/', createRecoveryRoutes(ctx));
  app.route('/admin', createAdminRoutes(ctx));
  return app;
}
