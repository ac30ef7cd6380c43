// The contract tests' two databases: every contract file runs its cases against the embedded
// PGlite and against a real PostgreSQL, so both are proven to answer as PostgREST does.
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe } from 'vitest';
import { type RunningServer, startServer } from '../../../src/index.ts';
import { type PostgresDatabase, postgresAvailability, startPostgres } from '../../support/postgres-server.ts';

export type BackendName = 'embedded' | 'postgresql';

/** The fixture schema (`NN_name.sql`, applied in name order as migrations) and its config.toml. */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const FIXTURE_CONFIG_TOML = fileURLToPath(new URL('../fixtures/config.toml', import.meta.url));

export interface RawResponse {
  status: number;
  headers: Headers;
  /** The body as sent. */
  text: string;
  /** The body parsed as JSON; undefined when it is empty. */
  body: unknown;
}

export type RawRequestInit = Omit<RequestInit, 'body' | 'headers'> & {
  /** `anon` (default), `service_role`, or a token of the caller's own. */
  key?: 'anon' | 'service_role' | { token: string };
  headers?: Record<string, string>;
  /** An object or array is sent as JSON with `Content-Type: application/json`; a string as given. */
  body?: unknown;
};

export interface ContractContext {
  readonly backend: BackendName;
  readonly server: RunningServer;
  readonly url: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  /** A raw request to `/rest/v1/<path>`, for statuses, headers and bodies as sent. */
  http(path: string, init?: RawRequestInit): Promise<RawResponse>;
  /** A supabase-js client: the anon key unless told otherwise. */
  client(key?: 'anon' | 'service_role' | { token: string }): SupabaseClient;
}

interface Started {
  server: RunningServer;
  stop(): Promise<void>;
}

async function startEmbedded(): Promise<Started> {
  const server = await startServer(serverOptions());
  return { server, stop: () => server.close() };
}

/** Whether the real PostgreSQL can be had; the reason it cannot is printed once per file. */
const postgresql = await postgresAvailability();
if (!postgresql.available) process.stderr.write(`[contract] postgresql backend skipped: ${postgresql.reason}\n`);

async function startOnPostgres(database: PostgresDatabase): Promise<Started> {
  const server = await startServer({ ...serverOptions(), databaseUrl: database.url, databasePoolSize: 4 });
  return { server, stop: () => server.close() };
}

function serverOptions() {
  return {
    memory: true,
    port: 0,
    mail: false as const,
    migrationsDir: FIXTURES_DIR,
    configToml: FIXTURE_CONFIG_TOML,
    log: () => undefined,
  };
}

function contextOf(backend: BackendName, started: () => Started): ContractContext {
  const server = () => started().server;
  const keyOf = (key: RawRequestInit['key']) =>
    key === undefined || key === 'anon'
      ? { apikey: server().anonKey, bearer: server().anonKey }
      : key === 'service_role'
        ? { apikey: server().serviceRoleKey, bearer: server().serviceRoleKey }
        : { apikey: server().anonKey, bearer: key.token };
  return {
    backend,
    get server() {
      return server();
    },
    get url() {
      return server().url;
    },
    get anonKey() {
      return server().anonKey;
    },
    get serviceRoleKey() {
      return server().serviceRoleKey;
    },
    async http(path, init = {}) {
      const { key, headers, body, ...rest } = init;
      const { apikey, bearer } = keyOf(key);
      const json = body !== undefined && typeof body !== 'string';
      const response = await fetch(`${server().url}/rest/v1/${path.replace(/^\//, '')}`, {
        ...rest,
        headers: {
          apikey,
          Authorization: `Bearer ${bearer}`,
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as string) }),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, text, body: parsed };
    },
    client(key = 'anon') {
      const { apikey, bearer } = keyOf(key);
      return createClient(server().url, apikey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { Authorization: `Bearer ${bearer}` } },
      });
    },
  };
}

/**
 * Sets one of PostgREST's in-database settings (`pgrst.db_…`) for the context's database, or
 * resets it with null, then reloads the configuration as a hosted project does; resolves once
 * `applied` says the server answers with it (the reload arrives by NOTIFY, a moment later).
 */
export async function changeApiSetting(
  ctx: ContractContext,
  name: string,
  value: string | null,
  applied: () => Promise<boolean>,
): Promise<void> {
  const { db } = ctx.server;
  const database = (await db.query<{ name: string }>('select current_database() as name')).rows[0]?.name ?? '';
  const change = value === null ? `reset ${name}` : `set ${name} = '${value.replaceAll("'", "''")}'`;
  await db.exec(
    `alter role authenticator in database "${database.replaceAll('"', '""')}" ${change}; notify pgrst, 'reload config';`,
  );
  for (let tries = 0; !(await applied()) && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One describe block per backend, each on a server of its own started from the fixtures (a fresh
 * in-memory PGlite; a fresh database on the real PostgreSQL, skipped with the reason printed when
 * there is none). Cases get the context and use it once the block's beforeAll has run.
 */
export function describeEachBackend(name: string, cases: (ctx: ContractContext) => void): void {
  for (const backend of ['embedded', 'postgresql'] as const) {
    let started: Started | undefined;
    let database: PostgresDatabase | undefined;
    const ctx = contextOf(backend, () => {
      if (!started) throw new Error(`the ${backend} server has not started`);
      return started;
    });
    describe.skipIf(backend === 'postgresql' && !postgresql.available)(`${name} [${backend}]`, () => {
      beforeAll(async () => {
        if (backend === 'embedded') {
          started = await startEmbedded();
          return;
        }
        database = await startPostgres();
        if (!database) throw new Error('PostgreSQL was available but did not start');
        started = await startOnPostgres(database);
      }, 120_000);
      afterAll(async () => {
        await started?.stop();
        await database?.stop();
      });
      cases(ctx);
    });
  }
}
