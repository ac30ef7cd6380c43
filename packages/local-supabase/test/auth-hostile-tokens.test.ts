import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../src/config.ts';
import { authFetch, createUser, gotrueError, useAuthServer } from './support/auth-helpers.ts';

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth: hostile access tokens on GET /user', () => {
  const server = useAuthServer();
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    const user = await createUser(server, 'target@example.com', 'target-pass');
    claims = { sub: user.id, aud: 'authenticated', role: 'authenticated', email: 'target@example.com' };
  });

  /** The user's claims with `changes`, signed with the server's secret for an hour. */
  const signedWith = (changes: Record<string, unknown>) =>
    new SignJWT({ ...claims, ...changes })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(secret);

  async function expectBadJwt(token: string, detail: string) {
    const response = await authFetch(server, '/user', { bearer: token });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.body).toEqual(
      gotrueError('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
    );
    const { data, error } = await server.anon().auth.getUser(token);
    expect(data.user).toBeNull();
    expect(error?.code).toBe('bad_jwt');
    expect(error?.status).toBe(403);
  }

  it('refuses a malformed token', async () => {
    await expectBadJwt('not-a-jwt', 'token is malformed');
    await expectBadJwt('a.b.c', 'token is malformed');
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    await expectBadJwt(expired, 'token has invalid claims: token is expired');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    await expectBadJwt(forged, 'token signature is invalid: signature is invalid');
  });

  it('refuses an unsigned token (alg none) and another algorithm under the right secret', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp })}.`;
    await expectBadJwt(unsigned, 'token is unverifiable: signing method is invalid');
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(secret);
    await expectBadJwt(hs512, 'token is unverifiable: signing method is invalid');
  });

  it('refuses a key without a subject and a subject that is not a user', async () => {
    await expectBadJwt(server.anonKey, 'invalid claim: missing sub claim');
    const ghost = await signedWith({ sub: '00000000-0000-4000-8000-000000000000' });
    const response = await authFetch(server, '/user', { bearer: ghost });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(gotrueError('user_not_found', 'User from sub claim in JWT does not exist'));
  });

  it('asks for a bearer token when there is none', async () => {
    const response = await authFetch(server, '/user', { bearer: null });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(gotrueError('no_authorization', 'This endpoint requires a valid Bearer token'));
  });

  it('refuses a token whose session_id names no session', async () => {
    const orphan = await signedWith({ session_id: '00000000-0000-4000-8000-000000000001' });
    const response = await authFetch(server, '/user', { bearer: orphan });
    expect(response.status).toBe(403);
    expect((response.body as { code: string }).code).toBe('session_not_found');
  });

  it('still serves a valid token after all of that', async () => {
    const valid = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
    const { data, error } = await server.anon().auth.getUser(valid);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(claims.sub);
  });
});
