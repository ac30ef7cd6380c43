import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../src/config.ts';
import { startServer } from '../src/index.ts';
import { apiKeysFor } from '../src/keys.ts';
import { authFetch, createUser, gotrueError, signIn } from './support/auth-helpers.ts';
import { signUserToken, startTestServer, type TestServer } from './support/server.ts';
import { expectStorageRefusal } from './support/storage-fixtures.ts';

// A school's server runs with a secret of its own (JWT_SECRET): everything publicly known must fail there.
const SCHOOL_SECRET = 'a-school-of-its-own-secret-0123456789abcdef';

const SCHEMA = `
create table public.notes (id int primary key, body text not null);
alter table public.notes enable row level security;
grant select on public.notes to anon, authenticated, service_role;
insert into public.notes values (1, 'for the office only');
`;

const WELL_KNOWN_KEYS = {
  'the local anon key': LOCAL_ANON_KEY,
  'the local service_role key': LOCAL_SERVICE_ROLE_KEY,
  'the sb_publishable_ key': LOCAL_PUBLISHABLE_KEY,
  'the sb_secret_ key': LOCAL_SECRET_KEY,
};

describe('a server with its own JWT secret', () => {
  let server: TestServer;
  let forgedUserToken: string;

  beforeAll(async () => {
    server = await startTestServer({ jwtSecret: SCHOOL_SECRET, extraSql: [SCHEMA] });
    const user = await createUser(server, 'office@example.com', 'office-password');
    forgedUserToken = await signUserToken({ sub: user.id, email: 'office@example.com' }, { secret: LOCAL_JWT_SECRET });
  });
  afterAll(() => server.close());

  function rest(key: string) {
    return fetch(`${server.url}/rest/v1/notes?select=id`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
  }

  it('hands out keys derived from it, the same on every derivation, as Supabase derives legacy keys', async () => {
    expect(server.anonKey).not.toBe(LOCAL_ANON_KEY);
    expect(server.serviceRoleKey).not.toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(decodeJwt(server.anonKey)).toMatchObject({ iss: 'supabase', role: 'anon' });
    expect(decodeJwt(server.serviceRoleKey)).toMatchObject({ iss: 'supabase', role: 'service_role' });
    expect(decodeJwt(server.anonKey).exp).toBeGreaterThan(Date.now() / 1000 + 50 * 365 * 24 * 3600);
    const again = await apiKeysFor(SCHOOL_SECRET);
    expect([again.anonKey, again.serviceRoleKey]).toEqual([server.anonKey, server.serviceRoleKey]);
  });

  it.each(Object.entries(WELL_KNOWN_KEYS))('refuses %s on REST with 401 PGRST301', async (_name, key) => {
    const response = await rest(key);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST301');
    expect(body.message).toBe(
      key.startsWith('sb_') ? 'Expected 3 parts in JWT; got 1' : 'JWSError JWSInvalidSignature',
    );
  });

  it.each(Object.entries(WELL_KNOWN_KEYS))('refuses %s on Storage and the Auth admin API', async (_name, key) => {
    const storage = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    await expectStorageRefusal(storage, 400, {
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: key.startsWith('sb_') ? 'jwt malformed' : 'invalid signature',
    });

    const admin = await authFetch(server, '/admin/users', { bearer: key });
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual(
      gotrueError(
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${key.startsWith('sb_') ? 'Expected 3 parts in JWT; got 1' : 'JWSError JWSInvalidSignature'}`,
      ),
    );
  });

  it('refuses a user token signed with the local secret', async () => {
    const response = await rest(forgedUserToken);
    expect(response.status).toBe(401);
    const { data, error } = await server.anon().auth.getUser(forgedUserToken);
    expect(data.user).toBeNull();
    expect(error?.code).toBe('bad_jwt');
  });

  it('accepts its derived keys: anon under row-level security, service_role past it and on the admin API', async () => {
    const anon = await rest(server.anonKey);
    expect(anon.status).toBe(200);
    expect(await anon.json()).toEqual([]);
    const service = await rest(server.serviceRoleKey);
    expect(service.status).toBe(200);
    expect(await service.json()).toEqual([{ id: 1 }]);

    const { data, error } = await server.service().auth.admin.listUsers({ page: 1, perPage: 10 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual(['office@example.com']);
  });

  it('signs the sessions it starts with it', async () => {
    const { session } = await signIn(server, 'office@example.com', 'office-password');
    const response = await rest(session.access_token);
    expect(response.status).toBe(200);
    const { data, error } = await server.anon().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user?.email).toBe('office@example.com');
  });
});

describe('a JWT secret that cannot be used', () => {
  it('stops the start with one line saying why', async () => {
    await expect(startServer({ memory: true, port: 0, mail: false, jwtSecret: 'too-short' })).rejects.toThrow(
      /^JWT_SECRET must be at least 32 characters long \(it has 9\)$/,
    );
    await expect(startServer({ memory: true, port: 0, mail: false, jwtSecret: LOCAL_JWT_SECRET })).rejects.toThrow(
      "JWT_SECRET is the Supabase CLI's publicly known local secret",
    );
  });
});
