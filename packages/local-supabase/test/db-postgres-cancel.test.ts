// Why a school's own server runs on PostgreSQL: there a visitor's costly statement is cancelled
// at anon's statement_timeout (3 s) while other requests are answered meanwhile, where embedded
// PGlite runs it to its end and holds every request behind it (rest-safeguards.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresDatabase, startPostgres } from './support/postgres-server.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const postgres = await startPostgres();
afterAll(() => postgres?.stop());

const schema = `
  create table public.passages (id bigint generated always as identity primary key, body text not null);
  alter table public.passages enable row level security;
  grant select on public.passages to anon;
  create policy "anyone reads" on public.passages for select to anon using (true);
  insert into public.passages (body)
    select repeat('In the beginning was the Word, and the Word was with God. ', 3) from generate_series(1, 8);
`;

/**
 * Four captures matched back in reverse: PostgreSQL's regex engine tries every split of each
 * body, about n^4 steps for 180 characters, far beyond 3 s for eight rows.
 */
const COSTLY_PATTERN = String.raw`^(.*)(.*)(.*)(.*)\4\3\2\1$`;

describe.skipIf(!postgres)('database: a costly visitor statement on PostgreSQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: (postgres as PostgresDatabase).url, extraSql: [schema] });
    // The schema cache is read on the first request; read it now so the timings are the requests' own.
    await server.anon().from('passages').select('id').limit(1);
  }, 60_000);
  afterAll(() => server?.close());

  it("cancels it at anon's 3 s statement_timeout, answering another visitor meanwhile", async () => {
    const started = performance.now();
    const costly = server
      .anon()
      .from('passages')
      .select('*')
      .filter('body', 'match', COSTLY_PATTERN)
      .then((result) => ({ ...result, ms: performance.now() - started }));
    // The other visitor asks once the costly statement is running.
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where pid <> pg_backend_pid() and state = 'active' and query like '%passages%~%'`,
            )
          ).rows[0]?.n,
      )
      .toBe(1);
    const otherStarted = performance.now();
    const other = await server.anon().from('passages').select('id').order('id');
    const otherMs = performance.now() - otherStarted;
    const slow = await costly;

    expect(other.error).toBeNull();
    expect(other.data).toHaveLength(8);
    expect(otherMs).toBeLessThan(1_000);
    expect(slow.status).toBe(500);
    expect(slow.error?.code).toBe('57014');
    expect(slow.ms).toBeGreaterThan(2_900);
    expect(slow.ms).toBeLessThan(6_000);
  }, 20_000);
});
