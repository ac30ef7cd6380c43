// The backend on a real PostgreSQL (DATABASE_URL, or a throwaway Debian PostgreSQL 15): a pool
// of clients, one per request transaction; the schema read once and reread on NOTIFY pgrst.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolSizeOf } from '../src/db/database.ts';
import { type PostgresDatabase, startPostgres } from './support/postgres-server.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const postgres = await startPostgres();
afterAll(() => postgres?.stop());

const schema = `
  create table public.notes (id bigint generated always as identity primary key, body text not null);
  alter table public.notes enable row level security;
  create policy "anyone reads" on public.notes for select to anon using (true);
  create policy "anyone writes" on public.notes for insert to anon with check (true);
  insert into public.notes (body) select 'note ' || g from generate_series(1, 20) g;
  create function public.slow_count() returns bigint language sql as $$ select count(*) from public.notes, pg_sleep(0.05) $$;
`;

describe.skipIf(!postgres)('database: a real PostgreSQL', () => {
  let server: TestServer;
  const db = postgres as PostgresDatabase;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  /** How often the REST layer read the catalogue. */
  let introspections = 0;

  beforeAll(async () => {
    process.on('warning', onWarning);
    server = await startTestServer({ databaseUrl: db.url, databasePoolSize: 4, extraSql: [schema] });
    // The database object the REST layer reads through, which counts its statements for /health.
    const requests = server.ctx.db;
    const query = requests.query.bind(requests);
    requests.query = ((sql: string, params?: unknown[]) => {
      if (sql.includes('pg_relation_is_updatable')) introspections++;
      return query(sql, params);
    }) as typeof requests.query;
  }, 120_000);
  afterAll(async () => {
    process.off('warning', onWarning);
    await server?.close();
  });

  async function backendConnections(): Promise<number> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'local-supabase' and datname = current_database()",
      );
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }

  it('serves 200 concurrent requests on a pool of the configured size, with no concurrent query on one client', async () => {
    const client = server.anon();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 4 === 0
          ? client.rpc('slow_count')
          : i % 4 === 1
            ? client.from('notes').insert({ body: `concurrent ${i}` })
            : client.from('notes').select('id, body').order('id').limit(5),
      ),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    // The pool (4) plus the one listening connection.
    expect(await backendConnections()).toBeLessThanOrEqual(5);
    expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
  }, 60_000);

  it('puts the extensions schema on every connection’s search path, as hosted Supabase does', async () => {
    const paths = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.db.transaction(
          async (tx) =>
            (await tx.query<{ path: string[] }>('select current_schemas(false)::text[] as path')).rows[0]?.path,
        ),
      ),
    );
    for (const path of paths) expect(path).toEqual(['public', 'extensions']);
    expect((await server.db.query<{ ok: boolean }>('select uuid_generate_v4() is not null as ok')).rows).toEqual([
      { ok: true },
    ]);
  });

  it('reads bigint as PGlite does: a number when exact, else a BigInt', async () => {
    const { rows } = await server.db.query('select 42::bigint as small, 9007199254740993::bigint as big');
    expect(rows).toEqual([{ small: 42, big: 9007199254740993n }]);
  });

  it('read the schema once, and rereads it on NOTIFY pgrst', async () => {
    expect(introspections).toBe(1);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      await admin.query('alter table public.notes add column pinned boolean not null default false');
      await admin.query(`notify pgrst, 'reload schema'`);
      await expect
        .poll(async () => (await server.anon().from('notes').select('id, pinned').limit(1)).error, { timeout: 5000 })
        .toBeNull();
      expect(introspections).toBe(2);
      await admin.query(`notify pgrst, 'something else'`);
      await server.anon().from('notes').select('id').limit(1);
      expect(introspections).toBe(2);
    } finally {
      await admin.end();
    }
  });

  it('keeps listening after its connection is cut', async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'local-supabase' and query ilike 'listen%'",
      );
      await admin.query('alter table public.notes add column archived boolean not null default false');
      await expect
        .poll(
          async () => {
            await admin.query(`notify pgrst, 'reload schema'`);
            return (await server.anon().from('notes').select('id, archived').limit(1)).error;
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBeNull();
    } finally {
      await admin.end();
    }
  }, 20_000);
});

describe.skipIf(!postgres)('database: several servers on one PostgreSQL', () => {
  it('bootstrap their databases at the same time (roles and grants are the whole cluster’s)', async () => {
    const databases = await Promise.all(Array.from({ length: 6 }, () => (postgres as PostgresDatabase).sibling()));
    try {
      const started = await Promise.allSettled(
        databases.map((database) => startTestServer({ databaseUrl: database.url, databasePoolSize: 2, mail: false })),
      );
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(databases.map((database) => database.stop()));
    }
  }, 120_000);
});

describe('database: pool size', () => {
  it('comes from the option, else DB_POOL_SIZE, else 10, and must be a whole number of at least 1', () => {
    expect(poolSizeOf(3, '7')).toBe(3);
    expect(poolSizeOf(undefined, '7')).toBe(7);
    expect(poolSizeOf(undefined, undefined)).toBe(10);
    expect(() => poolSizeOf(undefined, 'many')).toThrow('DB_POOL_SIZE');
    expect(() => poolSizeOf(0)).toThrow('at least 1');
  });
});
