import type { Session } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { LOCAL_SECRET_KEY } from '../src/config.ts';
import { authFetch, claimsOf, createUser, gotrueError, signIn, useAuthServer } from './support/auth-helpers.ts';

describe('auth: admin API', () => {
  const server = useAuthServer();

  it('is refused to the anon key, to a user token, without a bearer and with a bad one', async () => {
    const anon = await server.anon().auth.admin.listUsers();
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.message).toBe('User not allowed');

    await createUser(server, 'plain@example.com', 'plain-password');
    const { session } = await signIn(server, 'plain@example.com', 'plain-password');
    const asUser = await authFetch(server, '/admin/users', { bearer: session.access_token });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual(gotrueError('not_admin', 'User not allowed'));
    const create = await authFetch(server, '/admin/users', {
      method: 'POST',
      bearer: session.access_token,
      body: { email: 'sneaky@example.com', password: 'sneaky-password' },
    });
    expect(create.status).toBe(403);

    const missing = await authFetch(server, '/admin/users', { bearer: null });
    expect(missing.status).toBe(401);
    expect((missing.body as { code: string }).code).toBe('no_authorization');

    const bad = await authFetch(server, '/admin/users', { bearer: 'x.y.z' });
    expect(bad.status).toBe(403);
    expect((bad.body as { code: string }).code).toBe('bad_jwt');

    const { rows } = await server.db.query("select 1 from auth.users where email = 'sneaky@example.com'");
    expect(rows).toHaveLength(0);
  });

  it('creates a user with metadata and a confirmed email, and refuses a duplicate', async () => {
    const admin = server.service().auth.admin;
    const { data, error } = await admin.createUser({
      email: 'Created@Example.com',
      password: 'created-password',
      email_confirm: true,
      user_metadata: { name: 'Created' },
      app_metadata: { team: 'blue' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('created@example.com');
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], team: 'blue' });
    expect(data.user?.user_metadata).toEqual({ name: 'Created' });
    expect(data.user?.identities).toHaveLength(1);

    const duplicate = await admin.createUser({ email: 'created@example.com', password: 'another-password' });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);
  });

  it('lists users page by page with the total in X-Total-Count and Link', async () => {
    for (const name of ['list-a', 'list-b', 'list-c']) await createUser(server, `${name}@example.com`, 'list-password');
    const { count } = (await server.db.query<{ count: number }>('select count(*)::int as count from auth.users'))
      .rows[0] as { count: number };

    const admin = server.service().auth.admin;
    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users.map((user) => user.email)).toEqual(['list-c@example.com', 'list-b@example.com']);
    expect(first.data).toMatchObject({
      aud: 'authenticated',
      total: count,
      nextPage: 2,
      lastPage: Math.ceil(count / 2),
    });

    const raw = await authFetch(server, '/admin/users?page=1&per_page=2', { bearer: server.serviceRoleKey });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('x-total-count')).toBe(String(count));
    const base = `${server.url}/auth/v1/admin/users`;
    expect(raw.headers.get('link')).toBe(
      `<${base}?page=2&per_page=2>; rel="next", <${base}?page=${Math.ceil(count / 2)}&per_page=2>; rel="last"`,
    );
    expect(Object.keys(raw.body as object)).toEqual(['users', 'aud']);

    const all = await admin.listUsers();
    expect(all.data.users).toHaveLength(count);
    const bad = await authFetch(server, '/admin/users?page=zero', { bearer: server.serviceRoleKey });
    expect(bad.status).toBe(400);
  });

  it('gets a user by id and answers user_not_found for an unknown one', async () => {
    const created = await createUser(server, 'fetched@example.com', 'fetched-password');
    const admin = server.service().auth.admin;
    const { data } = await admin.getUserById(created.id);
    expect(data.user?.email).toBe('fetched@example.com');
    const unknown = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.status).toBe(404);
  });

  it('sets app_metadata.role, which the next access token carries', async () => {
    const created = await createUser(server, 'promoted@example.com', 'promoted-password');
    const { session } = await signIn(server, 'promoted@example.com', 'promoted-password');
    expect(claimsOf(session.access_token).app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const { data, error } = await server
      .service()
      .auth.admin.updateUserById(created.id, { app_metadata: { role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });

    const refreshed = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    const claims = claimsOf((refreshed.data.session as Session).access_token);
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    const fresh = await signIn(server, 'promoted@example.com', 'promoted-password');
    expect((claimsOf(fresh.session.access_token).app_metadata as { role: string }).role).toBe('admin');
  });

  it('resets a password, signing the user out everywhere', async () => {
    const created = await createUser(server, 'reset@example.com', 'before-password');
    const { session } = await signIn(server, 'reset@example.com', 'before-password');
    const { error } = await server.service().auth.admin.updateUserById(created.id, { password: 'after-password' });
    expect(error).toBeNull();
    expect((await server.anon().auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError');
    await signIn(server, 'reset@example.com', 'after-password');
  });

  it('bans and unbans with ban_duration', async () => {
    const created = await createUser(server, 'ban@example.com', 'ban-password');
    const { session } = await signIn(server, 'ban@example.com', 'ban-password');
    const admin = server.service().auth.admin;

    const banned = await admin.updateUserById(created.id, { ban_duration: '1h30m' });
    expect(banned.error).toBeNull();
    const until = Date.parse(banned.data.user?.banned_until as string);
    expect(until - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(until - Date.now()).toBeLessThan(91 * 60_000);
    const refused = await server.anon().auth.signInWithPassword({ email: 'ban@example.com', password: 'ban-password' });
    expect(refused.error?.code).toBe('user_banned');
    const refresh = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');

    const unbanned = await admin.updateUserById(created.id, { ban_duration: 'none' });
    expect(unbanned.data.user?.banned_until).toBeUndefined();
    await signIn(server, 'ban@example.com', 'ban-password');

    const invalid = await admin.updateUserById(created.id, { ban_duration: 'forever' });
    expect(invalid.error?.code).toBe('validation_failed');
  });

  it('deletes a user, answering {} and leaving nothing to sign in with', async () => {
    const created = await createUser(server, 'gone@example.com', 'gone-password');
    const admin = server.service().auth.admin;
    const { data, error } = await admin.deleteUser(created.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.id);
    expect((await admin.getUserById(created.id)).error?.code).toBe('user_not_found');
    const signInAgain = await server
      .anon()
      .auth.signInWithPassword({ email: 'gone@example.com', password: 'gone-password' });
    expect(signInAgain.error?.code).toBe('invalid_credentials');

    const again = await authFetch(server, `/admin/users/${created.id}`, {
      method: 'DELETE',
      bearer: server.serviceRoleKey,
    });
    expect(again.status).toBe(404);
    const other = await createUser(server, 'deleted-raw@example.com', 'gone-password');
    const raw = await authFetch(server, `/admin/users/${other.id}`, {
      method: 'DELETE',
      bearer: server.serviceRoleKey,
    });
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({});
  });

  it('accepts the sb_secret_ key as the admin bearer', async () => {
    const client = createClient(server.url, LOCAL_SECRET_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
  });
});
