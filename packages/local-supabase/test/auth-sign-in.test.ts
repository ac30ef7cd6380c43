import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../src/config.ts';
import { authFetch, claimsOf, createUser, gotrueError, signIn, useAuthServer } from './support/auth-helpers.ts';
import { madeBeforeAll } from './support/server.ts';

describe('auth: password sign-in', () => {
  const server = useAuthServer();
  const user = madeBeforeAll(() =>
    createUser(server, 'reader@example.com', 'correct-horse', { user_metadata: { name: 'Reader' } }),
  );

  it('returns a session whose access token is a signed HS256 JWT with GoTrue claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { session } = await signIn(server, 'reader@example.com', 'correct-horse');

    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.expires_at).toBeLessThanOrEqual(before + 3602);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(session.user.id).toBe(user.id);
    expect(session.user.email).toBe('reader@example.com');
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(session.user.user_metadata).toEqual({ name: 'Reader' });
    expect(session.user.last_sign_in_at).toEqual(expect.any(String));
    expect(session.user.identities?.map((identity) => identity.provider)).toEqual(['email']);

    const { payload, protectedHeader } = await jwtVerify(
      session.access_token,
      new TextEncoder().encode(LOCAL_JWT_SECRET),
    );
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      iss: `${server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: session.expires_at,
      iat: (session.expires_at as number) - 3600,
      email: 'reader@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Reader' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
  });

  it('matches the email case-insensitively', async () => {
    const { session } = await signIn(server, '  Reader@Example.COM ', 'correct-horse');
    expect(claimsOf(session.access_token).sub).toBe(user.id);
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await server
      .anon()
      .auth.signInWithPassword({ email: 'reader@example.com', password: 'wrong-horse' });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const { error } = await server
      .anon()
      .auth.signInWithPassword({ email: 'nobody@example.com', password: 'correct-horse' });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('sends the error in both GoTrue formats with the API version header', async () => {
    const response = await authFetch(server, '/token?grant_type=password', {
      method: 'POST',
      body: { email: 'reader@example.com', password: 'nope-nope' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.body).toEqual(gotrueError('invalid_credentials', 'Invalid login credentials'));
  });

  it('refuses a password past 72 bytes even when its first 72 bytes match', async () => {
    const long = 'a'.repeat(72);
    await createUser(server, 'long@example.com', long);
    await signIn(server, 'long@example.com', long);
    const { error } = await server.anon().auth.signInWithPassword({ email: 'long@example.com', password: `${long}b` });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('tells a banned user so only after the right password', async () => {
    await createUser(server, 'banned@example.com', 'banned-pass', { ban_duration: '24h' });
    const right = await server.anon().auth.signInWithPassword({ email: 'banned@example.com', password: 'banned-pass' });
    expect(right.error?.code).toBe('user_banned');
    expect(right.error?.status).toBe(400);
    expect(right.error?.message).toBe('User is banned');
    const wrong = await server.anon().auth.signInWithPassword({ email: 'banned@example.com', password: 'guess-pass' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('refuses an unconfirmed email', async () => {
    await createUser(server, 'pending@example.com', 'pending-pass', { email_confirm: false });
    const { error } = await server
      .anon()
      .auth.signInWithPassword({ email: 'pending@example.com', password: 'pending-pass' });
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
  });

  it('rejects a malformed body and an unknown grant type', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_json');
    const unknown = await authFetch(server, '/token?grant_type=magic', { method: 'POST', body: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(gotrueError('validation_failed', 'unsupported_grant_type'));
  });

  it('publishes settings and health', async () => {
    const settings = await authFetch(server, '/settings');
    expect(settings.status).toBe(200);
    const body = settings.body as { external: Record<string, boolean>; disable_signup: boolean };
    expect(body.disable_signup).toBe(true);
    expect(body).toMatchObject({ mailer_autoconfirm: true, phone_autoconfirm: false, saml_enabled: false });
    expect(Object.entries(body.external).filter(([, enabled]) => enabled)).toEqual([['email', true]]);
    expect(body.external.google).toBe(false);
    const health = await authFetch(server, '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ name: 'GoTrue' });
  });
});
