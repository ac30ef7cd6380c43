import { describe, expect, it } from 'vitest';
import { authFetch, claimsOf, signIn, useAuthServer } from './support/auth-helpers.ts';

describe('auth: sign-up disabled (the default)', () => {
  const server = useAuthServer();

  it('refuses with signup_disabled and creates nobody', async () => {
    const { data, error } = await server.anon().auth.signUp({ email: 'new@example.com', password: 'new-password' });
    expect(data.user).toBeNull();
    expect(error?.code).toBe('signup_disabled');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Signups not allowed for this instance');
    const { rows } = await server.db.query('select 1 from auth.users');
    expect(rows).toHaveLength(0);
  });
});

describe('auth: sign-up enabled', () => {
  const server = useAuthServer({ signupEnabled: true });

  it('creates a confirmed user and signs them in', async () => {
    const { data, error } = await server.anon().auth.signUp({
      email: 'Joiner@Example.com',
      password: 'joiner-password',
      options: { data: { name: 'Joiner' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('joiner@example.com');
    expect(data.user?.user_metadata).toEqual({ name: 'Joiner' });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.session?.token_type).toBe('bearer');
    expect(claimsOf(data.session?.access_token as string).sub).toBe(data.user?.id);

    const settings = await authFetch(server, '/settings');
    expect((settings.body as { disable_signup: boolean }).disable_signup).toBe(false);
    await signIn(server, 'joiner@example.com', 'joiner-password');
  });

  it('refuses an address that already has an account', async () => {
    await server.anon().auth.signUp({ email: 'twice@example.com', password: 'twice-password' });
    const { error } = await server.anon().auth.signUp({ email: 'twice@example.com', password: 'other-password' });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a weak password with its reasons', async () => {
    const { error } = await server.anon().auth.signUp({ email: 'weak@example.com', password: 'abc' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const { rows } = await server.db.query("select 1 from auth.users where email = 'weak@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('refuses an invalid email', async () => {
    const { error } = await server.anon().auth.signUp({ email: 'not-an-email', password: 'fine-password' });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });
});
