// `npm run bench:backend`: requests per second and p50/p99 latency, through supabase-js, of a
// select with an embed, an insert and an RPC, on the embedded database (in memory and persistent)
// and on a real PostgreSQL (DATABASE_URL, or a throwaway Debian PostgreSQL started for the run;
// skipped with the reason printed when there is none). Figures for issue notes; nothing here
// asserts a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { poolSizeOf } from '../src/db/database.ts';
import { startServer } from '../src/index.ts';
import { startPostgres } from '../test/support/postgres-server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = 50;

const schema = `
  create table public.bench_authors (
    id bigint generated always as identity primary key,
    name text not null
  );
  alter table public.bench_authors enable row level security;
  create policy "visitors read authors" on public.bench_authors for select to anon using (true);
  insert into public.bench_authors (name) select 'Author ' || g from generate_series(1, 20) g;
  create table public.bench_items (
    id uuid primary key default gen_random_uuid(),
    author_id bigint references public.bench_authors (id),
    title text not null,
    body text not null default '',
    published boolean not null default true,
    created_at timestamptz not null default now()
  );
  alter table public.bench_items enable row level security;
  create policy "visitors read published" on public.bench_items for select to anon using (published);
  create policy "visitors insert" on public.bench_items for insert to anon with check (true);
  create index on public.bench_items (created_at);
  insert into public.bench_items (title, body, author_id)
    select 'Item ' || g, repeat('text ', 40), 1 + g % 20 from generate_series(1, 200) g;
  create function public.bench_author_items(author bigint) returns integer
    language sql stable as $$ select count(*)::int from public.bench_items where author_id = author and published $$;
`;

interface Result {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(operation: () => Promise<void>): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await operation();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        await operation();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

async function benchDatabase(label: string, options: { memory: boolean; dataDir?: string; databaseUrl?: string }) {
  const server = await startServer({ ...options, port: 0, extraSql: [schema], log: () => undefined });
  const client = createClient(server.url, server.anonKey, { auth: { persistSession: false } });
  try {
    const select = await measure(async () => {
      const { error } = await client
        .from('bench_items')
        .select('id, title, created_at, author:bench_authors(name)')
        .order('created_at', { ascending: false })
        .limit(20);
      if (error) throw new Error(error.message);
    });
    const insert = await measure(async () => {
      const { error } = await client.from('bench_items').insert({ title: 'bench', body: 'x', author_id: 1 });
      if (error) throw new Error(error.message);
    });
    const rpc = await measure(async () => {
      const { error } = await client.rpc('bench_author_items', { author: 3 });
      if (error) throw new Error(error.message);
    });
    return [
      { database: label, request: 'select 20 rows with an embed', ...select },
      { database: label, request: 'insert 1 row', ...insert },
      { database: label, request: 'rpc (count by author)', ...rpc },
    ];
  } finally {
    await server.close();
  }
}

const persistentDir = mkdtempSync(join(tmpdir(), 'bench-backend-'));
const postgres = await startPostgres();
try {
  const rows = [
    ...(await benchDatabase('embedded PGlite, in memory', { memory: true })),
    ...(await benchDatabase('embedded PGlite, persistent', { memory: false, dataDir: persistentDir })),
    ...(postgres ? await benchDatabase('PostgreSQL', { memory: false, databaseUrl: postgres.url }) : []),
  ];
  process.stdout.write(
    `${REQUESTS} requests each, ${CONCURRENCY} concurrent clients through supabase-js` +
      `${postgres ? `; PostgreSQL pool of ${poolSizeOf(undefined)} connections` : ''}\n\n`,
  );
  process.stdout.write('| database | request | req/s | p50 ms | p99 ms |\n|---|---|---:|---:|---:|\n');
  for (const r of rows) {
    process.stdout.write(
      `| ${r.database} | ${r.request} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |\n`,
    );
  }
} finally {
  rmSync(persistentDir, { recursive: true, force: true });
  await postgres?.stop();
}
