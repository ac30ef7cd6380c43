import type { Session } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  authFetch,
  claimsOf,
  createUser,
  gotrueError,
  signIn,
  useAuthServer,
} from './support/auth-helpers.ts';

async function refresh(server: AuthTestServer, refreshToken: string) {
  return server.anon().auth.refreshSession({ refresh_token: refreshToken });
}

async function expectSessionGone(server: AuthTestServer, accessToken: string) {
  const { data, error } = await server.anon().auth.getUser(accessToken);
  expect(data.user).toBeNull();
  expect(error?.name).toBe('AuthSessionMissingError');
  const raw = await authFetch(server, '/user', { bearer: accessToken });
  expect(raw.status).toBe(403);
  expect(raw.body).toEqual(gotrueError('session_not_found', 'Session from session_id claim in JWT does not exist'));
}

describe('auth: refresh token rotation with the default 10 s reuse interval', () => {
  const server = useAuthServer();
  beforeAll(async () => {
    await createUser(server, 'rotor@example.com', 'rotor-pass');
  });

  it('rotates, tolerates the parent of the active token, and ends the session on older reuse', async () => {
    const { session: first } = await signIn(server, 'rotor@example.com', 'rotor-pass');

    const second = await refresh(server, first.refresh_token);
    expect(second.error).toBeNull();
    const secondSession = second.data.session as Session;
    expect(secondSession.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(secondSession.access_token).session_id).toBe(claimsOf(first.access_token).session_id);
    expect(secondSession.user.email).toBe('rotor@example.com');

    // A client that lost the response retries with the parent and gets the active token back.
    const retried = await refresh(server, first.refresh_token);
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(secondSession.refresh_token);

    const third = await refresh(server, secondSession.refresh_token);
    expect(third.error).toBeNull();
    const thirdSession = third.data.session as Session;

    // The first token is now a grandparent: replaying it is an attack, even inside the interval.
    const replay = await refresh(server, first.refresh_token);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');

    const afterRevocation = await refresh(server, thirdSession.refresh_token);
    expect(afterRevocation.error?.code).toBe('refresh_token_not_found');
    await expectSessionGone(server, thirdSession.access_token);
  });

  it('gives two concurrent refreshes of the same token the same new token', async () => {
    const { session } = await signIn(server, 'rotor@example.com', 'rotor-pass');
    const [a, b] = await Promise.all([refresh(server, session.refresh_token), refresh(server, session.refresh_token)]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
    expect(a.data.session?.refresh_token).not.toBe(session.refresh_token);
  });

  it('does not know a made-up refresh token', async () => {
    const { error } = await refresh(server, 'made-up-token');
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    const raw = await authFetch(server, '/token?grant_type=refresh_token', { method: 'POST', body: {} });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual(gotrueError('validation_failed', 'refresh_token required'));
  });
});

describe('auth: refresh token reuse with no reuse interval', () => {
  const server = useAuthServer({ refreshTokenReuseInterval: 0 });
  beforeAll(async () => {
    await createUser(server, 'strict@example.com', 'strict-pass');
  });

  it('treats any reuse as theft: refresh_token_already_used and the session is revoked', async () => {
    const { session: first } = await signIn(server, 'strict@example.com', 'strict-pass');
    const second = await refresh(server, first.refresh_token);
    expect(second.error).toBeNull();
    const newest = second.data.session as Session;

    const reuse = await refresh(server, first.refresh_token);
    expect(reuse.data.session).toBeNull();
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    const withNewest = await refresh(server, newest.refresh_token);
    expect(withNewest.data.session).toBeNull();
    expect(withNewest.error?.code).toBe('refresh_token_not_found');
    await expectSessionGone(server, newest.access_token);
    expect(server.logLines.some((line) => line.includes('refresh token reuse'))).toBe(true);
  });
});

describe('auth: sign-out', () => {
  const server = useAuthServer();
  beforeAll(async () => {
    await createUser(server, 'leaver@example.com', 'leaver-pass');
  });

  it('signOut() ends every session of the user (scope global)', async () => {
    const one = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const two = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const { error } = await one.client.auth.signOut();
    expect(error).toBeNull();
    await expectSessionGone(server, one.session.access_token);
    await expectSessionGone(server, two.session.access_token);
    const refreshed = await refresh(server, one.session.refresh_token);
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
  });

  it('answers 204 with no body', async () => {
    const { session } = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const response = await authFetch(server, '/logout?scope=global', { method: 'POST', bearer: session.access_token });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('scope local ends only the current session', async () => {
    const one = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const two = await signIn(server, 'leaver@example.com', 'leaver-pass');
    expect((await one.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    await expectSessionGone(server, one.session.access_token);
    const { data } = await server.anon().auth.getUser(two.session.access_token);
    expect(data.user?.email).toBe('leaver@example.com');
  });

  it('scope others keeps only the current session', async () => {
    const one = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const two = await signIn(server, 'leaver@example.com', 'leaver-pass');
    expect((await one.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    await expectSessionGone(server, two.session.access_token);
    const { data } = await server.anon().auth.getUser(one.session.access_token);
    expect(data.user?.email).toBe('leaver@example.com');
  });

  it('refuses an unknown scope', async () => {
    const { session } = await signIn(server, 'leaver@example.com', 'leaver-pass');
    const response = await authFetch(server, '/logout?scope=everyone', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(gotrueError('validation_failed', 'Unsupported logout scope "everyone"'));
  });
});
