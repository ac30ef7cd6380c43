import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authFetch, claimsOf, createUser, gotrueError, signIn, useAuthServer } from './support/auth-helpers.ts';

describe('auth: the signed-in user', () => {
  const server = useAuthServer();

  it('getUser returns the user of the session', async () => {
    const created = await createUser(server, 'me@example.com', 'me-password', { user_metadata: { name: 'Me' } });
    const { client } = await signIn(server, 'me@example.com', 'me-password');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.id);
    expect(data.user?.email).toBe('me@example.com');
    expect(data.user?.user_metadata).toEqual({ name: 'Me' });
    expect(data.user?.aud).toBe('authenticated');
    expect(data.user?.role).toBe('authenticated');
    expect(data.user?.phone).toBe('');
  });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    await createUser(server, 'changer@example.com', 'old-password');
    const other = await signIn(server, 'changer@example.com', 'old-password');
    const { client, session } = await signIn(server, 'changer@example.com', 'old-password');

    const { data, error } = await client.auth.updateUser({ password: 'new-password' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('changer@example.com');

    const old = await server.anon().auth.signInWithPassword({ email: 'changer@example.com', password: 'old-password' });
    expect(old.error?.code).toBe('invalid_credentials');
    await signIn(server, 'changer@example.com', 'new-password');

    expect((await server.anon().auth.getUser(session.access_token)).data.user?.email).toBe('changer@example.com');
    const otherUser = await server.anon().auth.getUser(other.session.access_token);
    expect(otherUser.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses the same password, a short one and one past 72 characters', async () => {
    await createUser(server, 'strict@example.com', 'strict-password');
    const { client, session } = await signIn(server, 'strict@example.com', 'strict-password');

    const same = await client.auth.updateUser({ password: 'strict-password' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    expect(same.error?.message).toBe('New password should be different from the old password.');

    const weak = await client.auth.updateUser({ password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const raw = await authFetch(server, '/user', {
      method: 'PUT',
      bearer: session.access_token,
      body: { password: '1' },
    });
    expect(raw.body).toEqual({
      ...gotrueError('weak_password', 'Password should be at least 6 characters.'),
      weak_password: { reasons: ['length'], message: 'Password should be at least 6 characters.' },
    });

    const long = await client.auth.updateUser({ password: 'x'.repeat(73) });
    expect(long.error?.code).toBe('validation_failed');
    expect(long.error?.status).toBe(400);
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters');
    await signIn(server, 'strict@example.com', 'strict-password');
  });

  it('merges data into user_metadata, a null value removing a key', async () => {
    await createUser(server, 'meta@example.com', 'meta-password', { user_metadata: { name: 'Meta', city: 'Lyon' } });
    const { client } = await signIn(server, 'meta@example.com', 'meta-password');
    const first = await client.auth.updateUser({ data: { theme: 'dark', city: null } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toEqual({ name: 'Meta', theme: 'dark' });
  });

  it('never lets the user set app_metadata, not even in the raw body', async () => {
    await createUser(server, 'climber@example.com', 'climber-password');
    const { session } = await signIn(server, 'climber@example.com', 'climber-password');
    const response = await authFetch(server, '/user', {
      method: 'PUT',
      bearer: session.access_token,
      body: { app_metadata: { role: 'admin' }, data: { note: 'tried' } },
    });
    expect(response.status).toBe(200);
    const user = response.body as { app_metadata: unknown; user_metadata: unknown };
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toEqual({ note: 'tried' });

    const refreshed = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    const claims = claimsOf((refreshed.data.session as Session).access_token);
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(claims.user_metadata).toEqual({ note: 'tried' });
  });

  it('changes the email at once (autoconfirm) and refuses one that is taken', async () => {
    await createUser(server, 'mover@example.com', 'mover-password');
    await createUser(server, 'taken@example.com', 'taken-password');
    const { client } = await signIn(server, 'mover@example.com', 'mover-password');

    const taken = await client.auth.updateUser({ email: 'Taken@example.com' });
    expect(taken.error?.code).toBe('email_exists');
    expect(taken.error?.status).toBe(422);

    const moved = await client.auth.updateUser({ email: 'Moved@Example.com' });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe('moved@example.com');
    expect(moved.data.user?.identities?.[0]?.identity_data?.email).toBe('moved@example.com');
    await signIn(server, 'moved@example.com', 'mover-password');
    const old = await server.anon().auth.signInWithPassword({ email: 'mover@example.com', password: 'mover-password' });
    expect(old.error?.code).toBe('invalid_credentials');
  });
});
