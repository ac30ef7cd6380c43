import { describe, expect, it } from 'vitest';
import { errorBody, expectRefused, pgrstError, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, signUserToken, useTestServer } from './support/server.ts';

describe('REST functions (rpc)', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL] });
  const db = madeBeforeAll(() => server.service());

  it('calls a scalar function by POST with named arguments, defaults filled in', async () => {
    expect(await db.rpc('add', { a: 2, b: 40 })).toMatchObject({ status: 200, data: 42, error: null });
    expect((await db.rpc('add', { a: 2 })).data).toBe(3);
  });

  it('calls by GET and HEAD with arguments in the query string', async () => {
    expect(await db.rpc('add', { a: 5, b: 6 }, { get: true })).toMatchObject({ status: 200, data: 11 });
    expect((await db.rpc('sum_all', { nums: [1, 2, 3] }, { get: true })).data).toBe(6);
    const head = await db.rpc('course_titles', {}, { head: true, count: 'exact' });
    expect(head).toMatchObject({ status: 200, data: null, count: 5 });
    const raw = await rest(server, 'rpc/add?a=1&b=1');
    expect(raw.json()).toBe(2);
  });

  it('returns sets of scalars as arrays, paged like tables', async () => {
    expect((await db.rpc('course_titles', { min_credits: 3 })).data).toEqual([
      'Old Testament',
      'New Testament',
      'Greek Grammar',
    ]);
    const paged = await db.rpc('course_titles', {}, { count: 'exact' }).range(1, 2);
    expect(paged).toMatchObject({ status: 206, count: 5, data: ['New Testament', 'Greek Grammar'] });
  });

  it('applies select, filters, order and limit to functions returning rows', async () => {
    const { data, error } = await db
      .rpc('courses_of', { program: 1 })
      .select('id, title')
      .gte('credits', 3)
      .order('id', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, title: 'Greek Grammar' },
      { id: 2, title: 'New Testament' },
    ]);
    const viaGet = await rest(server, 'rpc/courses_of?program=1&select=id&title=like.*Testament&order=id');
    expect(viaGet.json()).toEqual([{ id: 1 }, { id: 2 }]);

    const stats = await db.rpc('teacher_stats').gt('courses', 0).order('name');
    expect(stats.data).toEqual([
      { name: 'Ada', courses: 2 },
      { name: 'Ben', courses: 2 },
    ]);
    const single = await db.rpc('courses_of', { program: 3 }).select('title').single();
    expect(single.data).toEqual({ title: 'Choir' });
  });

  it('returns a single composite as an object', async () => {
    const { data } = await db.rpc('first_course').select('id, title');
    expect(data).toEqual({ id: 1, title: 'Old Testament' });
  });

  it('answers 204 for a function returning void, and runs it', async () => {
    const result = await db.rpc('touch_program', { program_id: 1 });
    expect(result).toMatchObject({ status: 204, data: null, error: null });
    const created = await db.rpc('add_program', { name: 'Liturgy' }).select('name');
    expect(created.data).toEqual({ name: 'Liturgy' });
    expect((await db.from('programs').select('name').eq('name', 'Liturgy')).data).toEqual([{ name: 'Liturgy' }]);
  });

  it('runs GET calls read-only, so writing functions need POST (405, 25006)', async () => {
    const { status, error } = await db.rpc('add_program', { name: 'Sneaky' }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    expect((await db.from('programs').select('id').eq('name', 'Sneaky')).data).toEqual([]);
  });

  it('picks the overload whose parameter names match, and passes JSON and array arguments', async () => {
    expect((await db.rpc('greet', { name: 'Ada' })).data).toBe('hello Ada');
    expect((await db.rpc('greet', { name: 'Ada', greeting: 'welcome' })).data).toBe('welcome Ada');
    expect((await db.rpc('echo', { payload: { nested: [1, { x: null }] } })).data).toEqual({
      nested: [1, { x: null }],
    });
    expect((await db.rpc('sum_all', { nums: [4, 5] })).data).toBe(9);
    // PostgREST 13 removed params=single-object: the body's keys are the arguments, as always.
    const single = await rest(server, 'rpc/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
      body: JSON.stringify({ payload: 'body' }),
    });
    expect(single.json()).toBe('body');
  });

  it('answers 404 PGRST202 for unknown functions or argument names', async () => {
    const unknown = await db.rpc('nope', { a: 1 });
    expectRefused(unknown, {
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a) in the schema cache',
      details:
        'Searched for the function public.nope with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const wrongArgument = await db.rpc('add', { x: 1 });
    expect(wrongArgument.status).toBe(404);
    expect(wrongArgument.error?.code).toBe('PGRST202');
  });

  it('passes raised exceptions through with their code, detail and hint', async () => {
    const { status, error } = await db.rpc('fail', { message: 'nope, not today' });
    expect(status).toBe(400);
    expect(pgrstError(error)).toEqual(
      errorBody('P0001', 'nope, not today', { details: 'some detail', hint: 'some hint' }),
    );
  });

  it('runs as the caller with the request settings PostgREST sets', async () => {
    expect((await server.anon().rpc('whoami')).data).toEqual({
      uid: null,
      role: 'anon',
      ip: '127.0.0.1',
      method: 'POST',
    });
    const uid = '00000000-0000-4000-8000-000000000123';
    const user = server.withToken(await signUserToken({ sub: uid }));
    expect((await user.rpc('whoami', {}, { get: true })).data).toEqual({
      uid,
      role: 'authenticated',
      ip: '127.0.0.1',
      method: 'GET',
    });
  });
});
