import { describe, expect, it } from 'vitest';
import { ensureUser } from '../src/auth/users.ts';
import { claimsOf, signIn, trySignIn, useAuthServer } from './support/auth-helpers.ts';

describe('auth: ensureUser (the local admin account)', () => {
  const server = useAuthServer();

  async function countRows(email: string) {
    const { rows } = await server.db.query<{ users: number; identities: number }>(
      `select (select count(*)::int from auth.users where email = $1) as users,
              (select count(*)::int from auth.identities where email = $1) as identities`,
      [email],
    );
    return rows[0];
  }

  it('creates the user once, confirmed, with its app_metadata, and is idempotent', async () => {
    const account = { email: 'admin@example.com', password: 'admin1234', appMetadata: { role: 'admin' } };
    const first = await ensureUser(server.db, account);
    expect(first.created).toBe(true);

    const { session } = await signIn(server, 'admin@example.com', 'admin1234');
    expect(claimsOf(session.access_token).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      role: 'admin',
    });

    const second = await ensureUser(server.db, account);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await countRows('admin@example.com')).toEqual({ users: 1, identities: 1 });
    // An unchanged password leaves existing sessions alone.
    const refreshed = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
  });

  it('updates the password and merges app_metadata of an existing user', async () => {
    const { id } = await ensureUser(server.db, {
      email: 'staff@example.com',
      password: 'staff-one',
      appMetadata: { team: 'office' },
      userMetadata: { name: 'Staff' },
    });
    const again = await ensureUser(server.db, {
      email: 'Staff@Example.com',
      password: 'staff-two',
      appMetadata: { role: 'editor' },
    });
    expect(again).toEqual({ id, created: false });

    const old = await trySignIn(server, 'staff@example.com', 'staff-one');
    expect(old.error?.code).toBe('invalid_credentials');
    const { session } = await signIn(server, 'staff@example.com', 'staff-two');
    expect(session.user.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      team: 'office',
      role: 'editor',
    });
    expect(session.user.user_metadata).toEqual({ name: 'Staff' });
  });

  it('with createOnly, makes a missing user and leaves an existing one (its password and role) alone', async () => {
    const account = {
      email: 'owner@example.com',
      password: 'first-pass',
      appMetadata: { role: 'admin' },
      createOnly: true,
    };
    const first = await ensureUser(server.db, account);
    expect(first.created).toBe(true);
    const again = await ensureUser(server.db, { ...account, password: 'other-pass', appMetadata: { role: 'editor' } });
    expect(again).toEqual({ id: first.id, created: false });

    const other = await trySignIn(server, 'owner@example.com', 'other-pass');
    expect(other.error?.code).toBe('invalid_credentials');
    const { session } = await signIn(server, 'owner@example.com', 'first-pass');
    expect(session.user.app_metadata.role).toBe('admin');
  });
});
