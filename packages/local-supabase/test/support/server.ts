import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_JWT_SECRET, type ServerOptions } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/index.ts';

export interface TestServer extends RunningServer {
  /** A supabase-js client with the anon key (a visitor). */
  anon(): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  service(): SupabaseClient;
  /** A client whose requests carry the given bearer token (e.g. a minted user JWT). */
  withToken(token: string): SupabaseClient;
}

/** An in-memory server on a free port, with the test's own schema applied after the bootstrap. */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const server = await startServer({ memory: true, port: 0, log: () => undefined, ...options });
  const make = (key: string, token?: string) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
  return {
    ...server,
    anon: () => make(server.anonKey),
    service: () => make(server.serviceRoleKey),
    withToken: (token: string) => make(server.anonKey, token),
  };
}

/**
 * Something a describe block (or a file) makes in a beforeAll hook, named where the block declares
 * it: the object returned stands for what `make` resolved to, in the hooks and tests that run after
 * (reading it before throws). `undo`, when given, runs after the block's tests on what was made;
 * `timeout` is the hook's, for a start slower than Vitest's default allows.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T> | T,
  { undo, timeout }: { undo?: (made: T) => unknown; timeout?: number } = {},
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeout);
  if (undo) afterAll(() => made && undo(made));
  const current = (): T => {
    if (made === undefined) throw new Error('read before the beforeAll hook that makes it has run');
    return made;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The server of a describe block (or a file): started before its tests, closed after them. */
export function useTestServer(options: ServerOptions = {}, timeout?: number): TestServer {
  return madeBeforeAll(() => startTestServer(options), { undo: (server) => server.close(), timeout });
}

/**
 * Signs an access token the way Supabase Auth would, for tests that need a user without signing in;
 * other claims (such as one a custom access token hook adds) go in as given.
 */
export async function signUserToken(
  claims: { sub: string; email?: string; app_metadata?: Record<string, unknown>; role?: string } & Record<
    string,
    unknown
  >,
  options: { secret?: string; expiresIn?: string | number } = {},
): Promise<string> {
  return new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    email: claims.email ?? `${claims.sub}@example.com`,
    app_metadata: { provider: 'email', providers: ['email'], ...claims.app_metadata },
    user_metadata: {},
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? LOCAL_JWT_SECRET));
}
