import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { decodeJwt, type JWTPayload } from 'jose';
import { expect } from 'vitest';
import type { AuthSettings } from '../../src/config.ts';
import { madeBeforeAll, startTestServer, type TestServer } from './server.ts';

export interface AuthTestServer extends TestServer {
  /** Every line the server logged (recovery links among them). */
  logLines: string[];
}

export async function startAuthServer(auth: Partial<AuthSettings> = {}): Promise<AuthTestServer> {
  const logLines: string[] = [];
  const server = await startTestServer({ auth, log: (line) => logLines.push(line) });
  return { ...server, logLines };
}

/** The auth server of a describe block: started before its tests, closed after them. */
export function useAuthServer(auth: Partial<AuthSettings> = {}): AuthTestServer {
  return madeBeforeAll(() => startAuthServer(auth), { undo: (server) => server.close() });
}

/** A confirmed email user made through the admin API. */
export async function createUser(
  server: TestServer,
  email: string,
  password: string,
  attributes: Record<string, unknown> = {},
): Promise<User> {
  const { data, error } = await server.service().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...attributes,
  });
  if (error) throw error;
  return data.user;
}

/** A fresh anon client signed in as the user; fails the test if sign-in fails. */
export async function signIn(
  server: TestServer,
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = server.anon();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session as Session };
}

/** A sign-in from a fresh anon client whose answer the test reads, refused or not. */
export function trySignIn(server: TestServer, email: string, password: string) {
  return server.anon().auth.signInWithPassword({ email, password });
}

export function claimsOf(accessToken: string): JWTPayload & Record<string, unknown> {
  return decodeJwt(accessToken) as JWTPayload & Record<string, unknown>;
}

/** A raw request to /auth/v1, for what supabase-js hides (status, headers, exact bodies). */
export async function authFetch(
  server: TestServer,
  path: string,
  init: { method?: string; bearer?: string | null; body?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const headers: Record<string, string> = { apikey: server.anonKey, 'X-Supabase-Api-Version': '2024-01-01' };
  if (init.bearer !== null) headers.Authorization = `Bearer ${init.bearer ?? server.anonKey}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/** The GoTrue error body for a code and message, in both formats at once. */
export function gotrueError(code: string, message: string) {
  return { code, error_code: code, msg: message, message };
}
