import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardUnfilteredWrites } from '../src/db/safeupdate.ts';
import { startPostgres } from './support/postgres-server.ts';
import { startTestServer, useTestServer } from './support/server.ts';

const SCHEMA_SQL = `
create table public.counter (id int primary key, n int not null default 0);
insert into public.counter values (1, 0);
create table public.events (id serial primary key, note text);
create table public.event_log (id serial primary key, note text);
insert into public.event_log (note) values ('kept');
grant all on public.counter, public.events, public.event_log to anon, authenticated, service_role;
grant usage on all sequences in schema public to anon, authenticated, service_role;

create function public.bump_all() returns void language plpgsql as $$
begin
  if true then update public.counter set n = n + 1; end if;
end $$;

create function public.bump_one() returns void language plpgsql as $$
begin
  update public.counter set n = n + 1 where id = 1;
end $$;

create function public.clear_log() returns trigger language plpgsql as $$
begin
  delete from public.event_log;
  return new;
end $$;
create trigger events_clear_log after insert on public.events for each row execute function public.clear_log();

create function public.reset_sql() returns void language sql as $$
  insert into public.event_log (note) values ('reset');
  update public.counter set n = 0;
$$;

create function public.bump_definer() returns int language plpgsql security definer set search_path = '' as $$
begin
  update public.counter set n = n + 1;
  return (select n from public.counter where id = 1);
end $$;
comment on function public.bump_definer() is 'Counts a visit.';
revoke execute on function public.bump_definer() from public, anon;
grant execute on function public.bump_definer() to authenticated, service_role;
`;

describe('pg-safeupdate on PGlite: unfiltered writes in functions refuse Data API requests', () => {
  const logged: string[] = [];
  const server = useTestServer({ extraSql: [SCHEMA_SQL], log: (line) => logged.push(line) });
  const counter = async () =>
    (await server.db.query<{ n: number }>('select n from public.counter where id = 1')).rows[0]?.n;

  it('answers an RPC whose PL/pgSQL function updates without WHERE with 21000, as PostgREST does', async () => {
    const before = await counter();
    const { error, status } = await server.service().rpc('bump_all');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await counter()).toBe(before);
  });

  it('runs the same update with a WHERE', async () => {
    const before = (await counter()) ?? 0;
    expect(await server.service().rpc('bump_one')).toMatchObject({ status: 204, error: null });
    expect(await counter()).toBe(before + 1);
  });

  it('refuses a trigger function deleting without WHERE, fired by a REST insert', async () => {
    const { error, status } = await server.service().from('events').insert({ note: 'x' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const log = await server.db.query<{ note: string }>('select note from public.event_log');
    expect(log.rows).toEqual([{ note: 'kept' }]);
  });

  it('refuses a language sql function before any of its statements runs', async () => {
    const { error } = await server.service().rpc('reset_sql');
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const resets = await server.db.query(`select 1 from public.event_log where note = 'reset'`);
    expect(resets.rows).toEqual([]);
  });

  it('runs the functions normally outside an API request (migrations, seed, scheduled jobs)', async () => {
    const before = (await counter()) ?? 0;
    await server.db.query('select public.bump_all()');
    expect(await counter()).toBe(before + 1);
    await server.db.transaction(async (tx) => {
      await tx.query('select public.reset_sql()');
      await tx.query(`insert into public.events (note) values ('outside')`);
    });
    expect(await counter()).toBe(0);
    expect((await server.db.query('select 1 from public.event_log')).rows).toEqual([]);
  });

  it("keeps a guarded function's security definer, search_path, owner, grants and comment", async () => {
    const { rows } = await server.db.query<Record<string, unknown>>(
      `select p.prosecdef as definer, p.proconfig as config, pg_get_userbyid(p.proowner) as owner,
              obj_description(p.oid, 'pg_proc') as comment,
              has_function_privilege('anon', p.oid, 'execute') as anon_executes,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated_executes,
              p.prosrc like '%refuse_unfiltered%' as guarded
         from pg_proc p where p.oid = 'public.bump_definer()'::regprocedure`,
    );
    expect(rows[0]).toEqual({
      definer: true,
      config: ['search_path=""'],
      owner: 'postgres',
      comment: 'Counts a visit.',
      anon_executes: false,
      authenticated_executes: true,
      guarded: true,
    });
    const { error } = await server.service().rpc('bump_definer');
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });

  it('logs one line per guarded function and guards nothing twice when the pass runs again', async () => {
    expect(logged.filter((line) => line.startsWith('safeupdate:')).sort()).toEqual([
      'safeupdate: bump_all() refuses Data API requests as hosted would (UPDATE at body line 3)',
      'safeupdate: bump_definer() refuses Data API requests as hosted would (UPDATE at body line 3)',
      'safeupdate: clear_log() refuses Data API requests as hosted would (DELETE at body line 3)',
      'safeupdate: reset_sql() refuses Data API requests as hosted would (UPDATE at body line 3)',
    ]);
    const bodies = async () =>
      (
        await server.db.query<{ body: string }>(
          `select prosrc as body from pg_proc where pronamespace = 'public'::regnamespace order by proname`,
        )
      ).rows.map((row) => row.body);
    const before = await bodies();
    const again: string[] = [];
    await guardUnfilteredWrites(server.db, (line) => again.push(line));
    expect(again).toEqual([]);
    expect(await bodies()).toEqual(before);
    for (const body of before) expect(body.split('refuse_unfiltered').length).toBeLessThanOrEqual(2);
  });
});

describe('pg-safeupdate on PGlite across a restart', () => {
  const root = mkdtempSync(join(tmpdir(), 'local-supabase-safeupdate-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('guards a migrated function once and keeps refusing after the server starts again on the same data', async () => {
    const migrationsDir = join(root, 'migrations');
    mkdirSync(migrationsDir);
    writeFileSync(join(migrationsDir, '20250101000000_schema.sql'), SCHEMA_SQL);
    const options = { migrationsDir, dataDir: join(root, 'data'), memory: false };
    const first: string[] = [];
    const server = await startTestServer({ ...options, log: (line) => first.push(line) });
    await server.close();
    const second: string[] = [];
    const again = await startTestServer({ ...options, log: (line) => second.push(line) });
    try {
      expect(first.filter((line) => line.startsWith('safeupdate:'))).toHaveLength(4);
      expect(second.filter((line) => line.startsWith('safeupdate:'))).toEqual([]);
      const { rows } = await again.db.query<{ body: string }>(
        `select prosrc as body from pg_proc where oid = 'public.bump_all()'::regprocedure`,
      );
      expect(rows[0]?.body.split('refuse_unfiltered')).toHaveLength(2);
      expect((await again.service().rpc('bump_all')).error).toMatchObject({ code: '21000' });
    } finally {
      await again.close();
    }
  });
});

const postgres = await startPostgres();
afterAll(() => postgres?.stop());

describe.skipIf(!postgres)('pg-safeupdate on a PostgreSQL whose API sessions do not load it', () => {
  const server = useTestServer({ databaseUrl: postgres?.url, extraSql: [SCHEMA_SQL] });

  it('guards the functions as on PGlite: 21000 for an RPC, the filtered one runs', async () => {
    const refused = await server.anon().rpc('bump_all');
    expect(refused.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect((await server.anon().rpc('bump_one')).error).toBeNull();
  });
});
