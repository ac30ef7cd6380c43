import { describe, expect, it } from 'vitest';
import { MAX_ROWS } from '../src/config.ts';
import { errorBody, expectRefused, pgrstError, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

const NUMBERS_SQL = `
create table public.numbers (n int primary key);
insert into public.numbers select generate_series(1, 1100);
create table public.empty_things (id int primary key);
`;

describe('REST reads: counts, ranges and singular responses', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL, NUMBERS_SQL] });
  const db = madeBeforeAll(() => server.service());

  it('counts exactly and answers 206 with Content-Range when only part of the rows is returned', async () => {
    const page = await db.from('courses').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(page).toMatchObject({ status: 206, count: 5, data: [{ id: 1 }, { id: 2 }], error: null });

    const all = await db.from('courses').select('id', { count: 'exact' }).order('id');
    expect(all).toMatchObject({ status: 200, count: 5, error: null });

    const raw = await rest(server, 'courses?select=id&order=id&offset=2&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('2-3/5');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
    expect(raw.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('treats planned and estimated counts as exact', async () => {
    const planned = await db.from('courses').select('id', { count: 'planned' }).eq('credits', 3);
    expect(planned).toMatchObject({ status: 200, count: 2 });
    const estimated = await db.from('courses').select('id', { count: 'estimated', head: true });
    expect(estimated).toMatchObject({ status: 200, count: 5, data: null });
  });

  it('writes Content-Range without a total when no count is asked, and * for an empty page', async () => {
    const some = await rest(server, 'courses?select=id&order=id&limit=3');
    expect(some.headers.get('content-range')).toBe('0-2/*');
    const none = await rest(server, 'courses?select=id&id=eq.99');
    expect(none.headers.get('content-range')).toBe('*/*');
    const emptyCounted = await rest(server, 'empty_things', { headers: { Prefer: 'count=exact' } });
    expect(emptyCounted.status).toBe(200);
    expect(emptyCounted.headers.get('content-range')).toBe('*/0');
  });

  it('answers 416 PGRST103 when the offset is past the counted rows', async () => {
    const { status, error } = await db.from('courses').select('id', { count: 'exact' }).range(10, 19);
    expect(status).toBe(416);
    expect(pgrstError(error)).toEqual(
      errorBody('PGRST103', 'Requested range not satisfiable', {
        details: 'An offset of 10 was requested, but there are only 5 rows.',
      }),
    );
    const raw = await rest(server, 'courses?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('*/5');
    const uncounted = await db.from('courses').select('id').range(10, 19);
    expect(uncounted).toMatchObject({ status: 200, data: [] });
  });

  it('honours Range and Range-Unit headers, narrowed by limit and offset', async () => {
    const ranged = await rest(server, 'courses?select=id&order=id', {
      headers: { Range: '1-3', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('1-3/5');
    expect(ranged.json()).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);

    const narrowed = await rest(server, 'courses?select=id&order=id&offset=2', { headers: { Range: '1-3' } });
    expect(narrowed.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const limited = await rest(server, 'courses?select=id&order=id&offset=1&limit=1', { headers: { Range: '1-3' } });
    expect(limited.json()).toEqual([{ id: 2 }]);
  });

  it(`returns at most ${MAX_ROWS} rows per read, with the full count`, async () => {
    const { data, count, status } = await db.from('numbers').select('n', { count: 'exact' }).order('n');
    expect(status).toBe(206);
    expect(count).toBe(1100);
    expect(data).toHaveLength(MAX_ROWS);
    expect(data?.at(-1)).toEqual({ n: MAX_ROWS });
    const raw = await rest(server, 'numbers?select=n&order=n&limit=5000');
    expect(raw.headers.get('content-range')).toBe(`0-${MAX_ROWS - 1}/*`);
  });

  it('answers single() with an object, or 406 PGRST116 for zero or several rows', async () => {
    const one = await db.from('courses').select('id, title').eq('id', 2).single();
    expect(one).toMatchObject({ status: 200, data: { id: 2, title: 'New Testament' }, error: null });

    const none = await db.from('courses').select('id').eq('id', 99).single();
    expectRefused(none, {
      status: 406,
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });

    const several = await db.from('courses').select('id').eq('credits', 3).single();
    expect(several.status).toBe(406);
    expect(several.error?.details).toBe('The result contains 2 rows');
  });

  it('lets maybeSingle() return null for no row, the row for one, and an error for several', async () => {
    expect((await db.from('courses').select('id').eq('id', 99).maybeSingle()).data).toBeNull();
    expect((await db.from('courses').select('id').eq('id', 4).maybeSingle()).data).toEqual({ id: 4 });
    const several = await db.from('courses').select('id').eq('credits', 3).maybeSingle();
    expect(several.status).toBe(406);
    expect(several.error?.code).toBe('PGRST116');
  });
});
