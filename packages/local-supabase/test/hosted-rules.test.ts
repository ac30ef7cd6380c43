import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostedRefusals, migrationRefusals, unfilteredWrites } from '../src/db/hosted-rules/index.ts';

const plpgsql = (body: string, returns = 'void') =>
  `create or replace function public.f(p int) returns ${returns}\nlanguage plpgsql as $$\n${body}\n$$;`;

/** The reasons found, one per finding, as `line: first words`. */
async function refusals(sql: string): Promise<string[]> {
  return (await hostedRefusals(sql)).map((refusal) => `${refusal.line}: ${refusal.reason}`);
}

describe('unfilteredWrites', () => {
  it('finds UPDATE and DELETE without WHERE in every nested PL/pgSQL statement list, with their lines', async () => {
    const sql = plpgsql(
      [
        'declare r record;',
        'begin',
        '  if p > 1 then update t set x = 1; elsif p = 0 then delete from t; else',
        '    for r in select 1 loop delete from t where true; end loop;',
        '  end if;',
        '  case p when 5 then update t set x = 5; else null; end case;',
        '  while p > 9 loop update t set x = 9; end loop;',
        '  begin',
        '    update t set x = 3 where current of c;',
        '  exception when others then',
        '    delete from t;',
        '  end;',
        'end',
      ].join('\n'),
    );
    const writes = await unfilteredWrites(sql);
    expect(writes.map((w) => [w.command, w.bodyLine, w.line, w.function, w.language])).toEqual([
      ['UPDATE', 4, 5, 'public.f', 'plpgsql'],
      ['DELETE', 4, 5, 'public.f', 'plpgsql'],
      ['UPDATE', 7, 8, 'public.f', 'plpgsql'],
      ['UPDATE', 8, 9, 'public.f', 'plpgsql'],
      ['DELETE', 12, 13, 'public.f', 'plpgsql'],
    ]);
    const body = sql.slice(sql.indexOf('$$') + 2);
    expect(body.slice(writes[1]?.bodyOffset)).toMatch(/^delete from t; else/);
  });

  it('leaves reads, filtered writes and RETURN QUERY selects alone', async () => {
    const sql = plpgsql(
      [
        'begin',
        '  perform 1;',
        '  update t set x = 1 where id = p;',
        '  delete from t where true;',
        '  insert into t values (1) on conflict (id) do update set x = 2;',
        '  return query select x from t;',
        'end',
      ].join('\n'),
      'setof int',
    );
    expect(await unfilteredWrites(sql)).toEqual([]);
  });

  it('checks data-modifying WITH queries of the top level, as pg-safeupdate does since 1.1', async () => {
    const sql = plpgsql(
      'begin\n  return query with gone as (delete from t returning x) select x from gone;\nend',
      'setof int',
    );
    const [write] = await unfilteredWrites(sql);
    expect(write?.command).toBe('DELETE');
    expect(sql.slice(sql.indexOf('$$') + 2).slice(write?.bodyOffset)).toMatch(/^return query with/);
  });

  it('reads the SQL of an EXECUTE of a literal string, not of a built one', async () => {
    const literal = plpgsql("begin\n  execute 'update t set x = 1';\nend");
    expect((await unfilteredWrites(literal)).map((w) => w.command)).toEqual(['UPDATE']);
    const built = plpgsql("begin\n  execute format('update %I set x = 1', 't');\nend");
    expect(await unfilteredWrites(built)).toEqual([]);
  });

  it('finds each statement of a language sql body', async () => {
    const sql =
      'create function public.g() returns void language sql as $$\n  insert into t values (1);\n  delete from t;\n$$;';
    expect((await unfilteredWrites(sql)).map((w) => [w.command, w.bodyLine, w.line, w.language])).toEqual([
      ['DELETE', 3, 3, 'sql'],
    ]);
  });

  it('leaves a BEGIN ATOMIC body alone: PostgreSQL analysed it at CREATE time, outside pg-safeupdate', async () => {
    const sql = 'create function public.h() returns void language sql begin atomic update t set x = 1; end;';
    expect(await unfilteredWrites(sql)).toEqual([]);
  });
});

describe('hostedRefusals', () => {
  it('refuses renaming a policy or a trigger on storage and auth tables, not on ours', async () => {
    const found = await refusals(
      [
        'alter policy "a" on storage.objects rename to "b";',
        'alter trigger t on auth.users rename to u;',
        'alter policy "a" on public.t rename to "b";',
        'alter policy "a" on storage.objects to authenticated;',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^1: ALTER POLICY "a" ON storage\.objects RENAME: .*drop it and create it again as "b"/);
    expect(found[1]).toMatch(/^2: ALTER TRIGGER "t" ON auth\.users RENAME/);
  });

  it('refuses creating objects in auth and storage', async () => {
    const found = await refusals(
      [
        'create table auth.extra (id int);',
        'create function storage.helper() returns int language sql as $$ select 1 $$;',
        'create view storage.v as select 1;',
        "create type auth.kind as enum ('a');",
        'create sequence storage.s;',
        'create index objects_extra on storage.objects (name);',
        'create table private.mine (id int);',
        'create policy "p" on storage.objects for select using (true);',
        'create trigger t after insert on storage.objects for each row execute function private.f();',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(found[0]).toMatch(/create it in public or a schema of your own/);
  });

  it("refuses altering, re-owning and commenting on the platform's objects", async () => {
    const found = await refusals(
      [
        'alter table storage.objects enable row level security;',
        'alter function auth.uid() security definer;',
        'alter function auth.uid() owner to postgres;',
        "comment on table auth.users is 'x';",
        'comment on policy "p" on storage.objects is \'x\';',
        'alter table public.t enable row level security;',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['1', '2', '3', '4']);
  });

  it('refuses altering reserved roles, but lets the API roles take settings', async () => {
    const found = await refusals(
      [
        'alter role anon nologin;',
        "alter role supabase_storage_admin set search_path = 'x';",
        'drop role authenticator;',
        'grant pg_read_server_files to someone;',
        "alter role authenticated set statement_timeout = '10s';",
        'alter role someone nologin;',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['1', '2', '3', '4']);
  });

  it('refuses ALTER SYSTEM and superuser-only settings, not the ones supautils allows', async () => {
    const found = await refusals(
      [
        "alter system set work_mem = '1GB';",
        "alter database postgres set session_preload_libraries = 'safeupdate';",
        "alter role postgres set log_statement = 'all';",
        "alter database postgres set statement_timeout = '5s';",
        "alter role postgres set session_replication_role = 'replica';",
        'set local log_min_messages = debug1;',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['1', '2', '3', '6']);
  });

  it('refuses extensions hosted does not offer and pg_cron outside pg_catalog', async () => {
    const found = await refusals(
      [
        'create extension if not exists adminpack;',
        'create extension pg_cron with schema extensions;',
        'create extension pg_cron with schema pg_catalog;',
        'create extension if not exists pg_net with schema extensions;',
        'create extension pgcrypto;',
      ].join('\n'),
    );
    expect(found.map((f) => f.split(':')[0])).toEqual(['1', '2']);
  });

  it('reports the unfiltered writes of the functions a migration creates at their file lines', async () => {
    const sql = `-- a comment\n\n${plpgsql('begin\n  update private.state set n = n + 1;\nend')}`;
    const found = await refusals(sql);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^6: UPDATE without WHERE in function public\.f \(line 3 of its body\): .*21000/);
  });

  it("checks a DO block's static statements, not its own writes, which run as postgres", async () => {
    const sql = [
      'do $$',
      'begin',
      '  update private.state set n = 0;',
      '  if true then',
      '    create table auth.extra (id int);',
      '  end if;',
      "  execute 'create table auth.hidden (id int)';",
      'end',
      '$$;',
    ].join('\n');
    const found = await refusals(sql);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^5: CREATE TABLE auth\.extra/);
  });

  it('counts lines in characters in a file with Telugu text', async () => {
    const found = await refusals("-- తెలుగు పాఠాలు\nselect 'సెమినరీ';\nalter system set work_mem = '1GB';");
    expect(found[0]).toMatch(/^3: ALTER SYSTEM/);
  });
});

describe('migrationRefusals', () => {
  it('judges a function by its last definition across the folder', async () => {
    const broken = plpgsql('begin\n  update private.state set n = 1;\nend');
    const fixed = plpgsql('begin\n  update private.state set n = 1 where id;\nend');
    const found = await migrationRefusals([
      { file: '1_a.sql', sql: broken },
      {
        file: '2_b.sql',
        sql: `${broken}\ncreate function public.other() returns void language sql as $$ delete from t $$;`,
      },
      { file: '3_c.sql', sql: fixed },
    ]);
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['2_b.sql:7']);
  });

  it("finds nothing hosted refuses in the project's migrations", async () => {
    const dir = join(import.meta.dirname, '../../../supabase/migrations');
    const migrations = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({ file, sql: readFileSync(join(dir, file), 'utf8') }));
    expect(migrations.length).toBeGreaterThan(0);
    expect((await migrationRefusals(migrations)).map((r) => `${r.file}:${r.line}: ${r.reason}`)).toEqual([]);
  });
});
