import { describe, expect, it } from 'vitest';
import { errorBody, expectRefused, pgrstError, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, signUserToken, useTestServer } from './support/server.ts';

const SAFEGUARD_SQL = `
create function public.my_statement_timeout() returns text language sql stable as
  $$ select current_setting('statement_timeout') $$;
create function public.nap(seconds float8) returns text language sql volatile as
  $$ select pg_sleep(seconds)::text $$;
create function public.refuse(status text) returns int language plpgsql as $$
begin
  case status
    when '429' then raise sqlstate 'PT429' using message = 'Refused with 429';
    when '403' then raise sqlstate 'PT403' using message = 'Refused with 403';
    else raise sqlstate 'PT409' using message = 'Refused with 409';
  end case;
end $$;
`;

describe('REST safeguards of hosted Supabase', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL, SAFEGUARD_SQL] });
  const service = madeBeforeAll(() => server.service());

  const count = async (table: string) =>
    (await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n;

  it('refuses an update or delete without a filter with 21000, as pg-safeupdate does, changing nothing', async () => {
    const before = await count('courses');
    expect(before).toBeGreaterThan(1);

    const update = await service.from('courses').update({ title: 'Everything' });
    expectRefused(update, { status: 400, code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await service.from('courses').delete();
    expectRefused(del, { status: 400, code: '21000', message: 'DELETE requires a WHERE clause' });
    const raw = await rest(server, 'courses', { method: 'DELETE', headers: { prefer: 'return=representation' } });
    expect(raw.status).toBe(400);
    expect((raw.json() as { code: string }).code).toBe('21000');

    expect(await count('courses')).toBe(before);
    const titles = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.courses where title = 'Everything'",
    );
    expect(titles.rows[0]?.n).toBe(0);

    // A filter, even one matching every row, is a deliberate choice and goes through.
    const filtered = await service.from('courses').update({ credits: 3 }).gte('id', 0).select('id');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toHaveLength(before as number);
  });

  it("applies each role's statement timeout in its request transaction, as hosted Supabase sets them", async () => {
    expect((await server.anon().rpc('my_statement_timeout')).data).toBe('3s');
    const user = server.withToken(await signUserToken({ sub: '00000000-0000-4000-8000-000000000001' }));
    expect((await user.rpc('my_statement_timeout')).data).toBe('8s');
    const settings = await server.db.query<{ rolname: string; rolconfig: string[] }>(
      "select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated') order by rolname",
    );
    expect(settings.rows).toEqual([
      { rolname: 'anon', rolconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', rolconfig: ['statement_timeout=8s'] },
    ]);
  });

  it('documents that embedded PGlite cannot cancel a statement at its timeout', async () => {
    // The setting is in force (above), but PGlite runs each statement to its end on the
    // JavaScript thread: there is no second process to deliver the cancel. The README says so
    // and how the work of one request is bounded instead.
    await server.db.query("set statement_timeout = '100ms'");
    const started = performance.now();
    try {
      await server.db.query('select pg_sleep(0.5)');
    } finally {
      await server.db.query('set statement_timeout = 0');
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("answers a database rule's SQLSTATE PTnnn with status nnn and PostgREST's error body", async () => {
    for (const status of ['429', '403', '409']) {
      const { error, status: answered } = await server.anon().rpc('refuse', { status });
      expect(answered).toBe(Number(status));
      expect(pgrstError(error)).toEqual(errorBody(`PT${status}`, `Refused with ${status}`));
    }
  });
});
