// Edge Functions at /functions/v1/<name>, as `supabase functions serve` answers them, driven by
// supabase-js's functions.invoke and by raw requests for what it hides. The functions are the
// fixture project's (test/fixtures/functions-project), each run under Deno on its first request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../src/config.ts';
import { signUserToken, startTestServer, type TestServer } from './support/server.ts';

const project = join(import.meta.dirname, 'fixtures', 'functions-project');
/** Deno compiles each function on its first request. */
const DENO_START_MS = 60_000;

/** Whether a process of this id exists (signal 0 only asks). */
function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Echo {
  method: string;
  path: string;
  query: string;
  authorization: string | null;
  contentType: string | null;
  custom: string | null;
  body: string;
  env: Record<string, string | null>;
  pid: number;
}

describe('functions: the /functions/v1 gateway', () => {
  let server: TestServer;
  let closed = false;
  const secrets = mkdtempSync(join(tmpdir(), 'functions-env-'));
  const logLines: string[] = [];

  beforeAll(async () => {
    const envFile = join(secrets, '.env');
    writeFileSync(
      envFile,
      [
        '# the function secrets',
        'ECHO_GREETING=namaste',
        'ECHO_QUOTED="two words"',
        'SUPABASE_URL=http://elsewhere',
      ].join('\n'),
    );
    server = await startTestServer({
      configToml: join(project, 'config.toml'),
      functionsEnvFile: envFile,
      // Clients reach it through a reverse proxy; functions still reach it over loopback.
      publicUrl: 'https://api.school.example',
      log: (line) => logLines.push(line),
    });
  });
  afterAll(async () => {
    if (!closed) await server.close();
    rmSync(secrets, { recursive: true, force: true });
  });

  const fetchFunction = (path: string, init: RequestInit = {}) => fetch(`${server.url}/functions/v1/${path}`, init);

  it(
    "invokes a function with the caller's JWT and body, and gives it the platform's variables and the env file's secrets",
    async () => {
      const token = await signUserToken({ sub: '5d0c5c8e-9f55-4c36-9b8a-1f6f0d1b2c3d' });
      const { data, error } = await server
        .withToken(token)
        .functions.invoke<Echo>('echo', { body: { name: 'Ruth' }, headers: { 'x-custom': 'kept' } });
      expect(error).toBeNull();
      expect(data).toMatchObject({
        method: 'POST',
        path: '/echo',
        authorization: `Bearer ${token}`,
        contentType: 'application/json',
        custom: 'kept',
        body: JSON.stringify({ name: 'Ruth' }),
        env: {
          SUPABASE_URL: server.url,
          SUPABASE_ANON_KEY: server.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
          SUPABASE_DB_URL: null,
          ECHO_GREETING: 'namaste',
          ECHO_QUOTED: 'two words',
        },
      });
      // As the CLI, the env file may not set the platform's own variables.
      expect(logLines).toContain('functions: env name cannot start with SUPABASE_, skipping: SUPABASE_URL');
    },
    DENO_START_MS,
  );

  it('keeps the function warm: later calls reach the same process', async () => {
    const first = await server.anon().functions.invoke<Echo>('echo', { body: {} });
    const second = await server.anon().functions.invoke<Echo>('echo', { body: {} });
    expect(first.error).toBeNull();
    expect(second.data?.pid).toBe(first.data?.pid);
  });

  it(
    'starts a function again when its process has ended',
    async () => {
      const ending = await server.anon().functions.invoke<Echo>('echo?exit', { body: {} });
      const pid = ending.data?.pid as number;
      await expect.poll(() => processRunning(pid)).toBe(false);
      const next = await server.anon().functions.invoke<Echo>('echo', { body: {} });
      expect(next.error).toBeNull();
      expect(next.data?.pid).not.toBe(pid);
    },
    DENO_START_MS,
  );

  it("passes the method, path, query, status and headers through, the function's own errors too", async () => {
    const response = await fetchFunction('echo/nested/part?status=418&q=a+b', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${server.anonKey}`, 'Content-Type': 'text/plain' },
      body: 'plain words',
    });
    expect(response.status).toBe(418);
    expect(response.headers.get('x-echo')).toBe('echoed');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({
      method: 'PUT',
      path: '/echo/nested/part',
      query: '?status=418&q=a+b',
      contentType: 'text/plain',
      body: 'plain words',
    });

    const { error } = await server.anon().functions.invoke('echo?status=422', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(422);
  });

  it('refuses a request without a valid JWT with 401 in the gateway’s shape', async () => {
    const missing = await fetchFunction('echo', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const forged = await signUserToken({ sub: 'x' }, { secret: 'not-the-project-secret-but-long-enough-to-sign' });
    const invalid = await fetchFunction('echo', { method: 'POST', headers: { Authorization: `Bearer ${forged}` } });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toEqual({ msg: 'Invalid JWT' });

    const basic = await fetchFunction('echo', { method: 'POST', headers: { Authorization: 'Basic YTpi' } });
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });

    const { error } = await server.withToken(forged).functions.invoke('echo', { body: {} });
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it('swaps a publishable key for the anon JWT, as the CLI gateway does', async () => {
    const client = createClient(server.url, LOCAL_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.functions.invoke<Echo>('echo', { body: {} });
    expect(error).toBeNull();
    expect(data?.authorization).toBe(`Bearer ${server.anonKey}`);
  });

  it(
    'serves a function with verify_jwt = false to anyone',
    async () => {
      const response = await fetchFunction('open');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('open to all');
    },
    DENO_START_MS,
  );

  it("answers a browser's preflight in the gateway, as Kong's cors plugin does", async () => {
    const response = await fetchFunction('echo', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT',
    );
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-region',
    );
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers 404 "Function not found" for a function that does not exist or is disabled', async () => {
    for (const path of ['nope', 'off', '_shared', '..%2Fecho', '']) {
      const response = await fetchFunction(path, { headers: { Authorization: `Bearer ${server.anonKey}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Function not found');
    }
    const { error } = await server.anon().functions.invoke('nope', { body: {} });
    expect((error as FunctionsHttpError).context.status).toBe(404);
  });

  it(
    'answers 503 BOOT_ERROR for a function that fails to start, and logs why',
    async () => {
      const response = await fetchFunction('broken', { headers: { Authorization: `Bearer ${server.anonKey}` } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'BOOT_ERROR',
        message: 'Worker failed to boot (please check logs)',
      });
      expect(logLines.join('\n')).toMatch(/functions\/broken: failed to start: [\s\S]*broken on purpose/);
    },
    DENO_START_MS,
  );

  it('stops the functions it started when the backend closes', async () => {
    const { data } = await server.anon().functions.invoke<Echo>('echo', { body: {} });
    const pid = data?.pid as number;
    expect(processRunning(pid)).toBe(true);
    closed = true;
    await server.close();
    expect(processRunning(pid)).toBe(false);
  });
});
