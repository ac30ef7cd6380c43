import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefused, rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

const TAGS_SQL = `
create table public.tags (
  id serial primary key,
  name text not null unique,
  color text not null default 'grey',
  weight int default 1,
  extra jsonb,
  aliases text[]
);
`;

describe('REST writes', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL, TAGS_SQL] });
  const db = madeBeforeAll(() => server.service());
  beforeEach(async () => {
    await server.db.exec('truncate public.tags restart identity');
  });

  const tags = async () => (await db.from('tags').select('name, color, weight').order('id')).data;

  it('inserts one object with 201, returning nothing unless asked', async () => {
    const minimal = await db.from('tags').insert({ name: 'a' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });

    const returned = await db
      .from('tags')
      .insert({ name: 'b', extra: { deep: [1, 2] }, aliases: ['x', 'y'] })
      .select()
      .single();
    expect(returned.status).toBe(201);
    expect(returned.data).toEqual({
      id: 2,
      name: 'b',
      color: 'grey',
      weight: 1,
      extra: { deep: [1, 2] },
      aliases: ['x', 'y'],
    });
    expect(await tags()).toEqual([
      { name: 'a', color: 'grey', weight: 1 },
      { name: 'b', color: 'grey', weight: 1 },
    ]);
  });

  it('inserts arrays with columns=: missing keys are NULL, or the default with missing=default', async () => {
    const asNull = await db
      .from('tags')
      .insert([
        { name: 'a', color: 'red' },
        { name: 'b', color: 'blue', weight: 5 },
      ])
      .select('name, weight');
    expect(asNull.data).toEqual([
      { name: 'a', weight: null },
      { name: 'b', weight: 5 },
    ]);

    const asDefault = await db
      .from('tags')
      .insert([{ name: 'c' }, { name: 'd', color: 'green', weight: 7 }], { defaultToNull: false })
      .select('name, color, weight');
    expect(asDefault.data).toEqual([
      { name: 'c', color: 'grey', weight: 1 },
      { name: 'd', color: 'green', weight: 7 },
    ]);

    const notNull = await db.from('tags').insert([{ name: 'e' }, { name: 'f', color: 'x' }]);
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
  });

  it('limits inserted keys to columns= and reports unknown columns as PGRST204', async () => {
    const limited = await rest(server, 'tags?columns=name&select=name,color', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'only', color: 'ignored' }),
    });
    expect(limited.status).toBe(201);
    expect(limited.json()).toEqual([{ name: 'only', color: 'grey' }]);

    const unknown = await db.from('tags').insert({ name: 'x', nope: 1 });
    expectRefused(unknown, {
      status: 400,
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'tags' in the schema cache",
    });
  });

  it('upserts with merge-duplicates and ignore-duplicates on a chosen conflict target', async () => {
    await db.from('tags').insert([
      { name: 'a', color: 'red' },
      { name: 'b', color: 'blue' },
    ]);
    const merged = await db
      .from('tags')
      .upsert(
        [
          { name: 'a', color: 'pink' },
          { name: 'c', color: 'black' },
        ],
        { onConflict: 'name' },
      )
      .select('name, color');
    expect(merged.status).toBe(201);
    expect(merged.data).toEqual([
      { name: 'a', color: 'pink' },
      { name: 'c', color: 'black' },
    ]);

    const ignored = await db
      .from('tags')
      .upsert(
        [
          { name: 'b', color: 'ignored' },
          { name: 'd', color: 'white' },
        ],
        { onConflict: 'name', ignoreDuplicates: true },
      )
      .select('name, color');
    expect(ignored.data).toEqual([{ name: 'd', color: 'white' }]);

    const byPrimaryKey = await db.from('tags').upsert({ id: 1, name: 'a', color: 'gold' }).select('id, color').single();
    expect(byPrimaryKey.data).toEqual({ id: 1, color: 'gold' });
    expect(await tags()).toEqual([
      { name: 'a', color: 'gold', weight: 1 },
      { name: 'b', color: 'blue', weight: 1 },
      { name: 'c', color: 'black', weight: 1 },
      { name: 'd', color: 'white', weight: 1 },
    ]);
  });

  it('updates with filters: 204 by default, the rows with select(), counts with count', async () => {
    await db.from('tags').insert([{ name: 'a' }, { name: 'b' }, { name: 'c' }], { defaultToNull: false });
    const plain = await db.from('tags').update({ color: 'red' }).eq('name', 'a');
    expect(plain).toMatchObject({ status: 204, data: null, error: null });

    const returned = await db
      .from('tags')
      .update({ weight: 9 })
      .in('name', ['b', 'c'])
      .select('name, weight')
      .order('name');
    expect(returned).toMatchObject({
      status: 200,
      data: [
        { name: 'b', weight: 9 },
        { name: 'c', weight: 9 },
      ],
    });

    const counted = await db.from('tags').update({ color: 'blue' }, { count: 'exact' }).gte('weight', 9);
    expect(counted).toMatchObject({ status: 204, count: 2 });

    const nothing = await db.from('tags').update({ color: 'x' }).eq('name', 'zzz').select();
    expect(nothing).toMatchObject({ status: 200, data: [] });

    const everything = await db.from('tags').update({ weight: 0 }).gte('weight', 0).select('name');
    expect(everything.data).toHaveLength(3);
  });

  it('deletes with filters, returning the deleted rows when asked', async () => {
    await db.from('tags').insert([{ name: 'a' }, { name: 'b' }, { name: 'c' }], { defaultToNull: false });
    const plain = await db.from('tags').delete().eq('name', 'a');
    expect(plain).toMatchObject({ status: 204, data: null });
    const returned = await db.from('tags').delete({ count: 'exact' }).eq('name', 'b').select('name');
    expect(returned).toMatchObject({ status: 200, data: [{ name: 'b' }], count: 1 });
    expect(await tags()).toEqual([{ name: 'c', color: 'grey', weight: 1 }]);
  });

  it('returns embedded resources with the written rows', async () => {
    const { data, error } = await db
      .from('courses')
      .insert({ id: 20, program_id: 2, teacher_id: 1, title: 'Homiletics' })
      .select('id, title, program:programs(name), teacher:teachers!teacher_id(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 20, title: 'Homiletics', program: { name: 'Ministry' }, teacher: { name: 'Ada' } });

    const updated = await db
      .from('courses')
      .update({ program_id: 3 })
      .eq('id', 20)
      .select('title, programs(name)')
      .single();
    expect(updated.data).toEqual({ title: 'Homiletics', programs: { name: 'Music' } });
    const removed = await db.from('courses').delete().eq('id', 20).select('id').single();
    expect(removed.data).toEqual({ id: 20 });
  });

  it('rolls back a single() write that touches more than one row', async () => {
    await db.from('tags').insert([{ name: 'a' }, { name: 'b' }], { defaultToNull: false });
    const many = await db.from('tags').update({ color: 'purple' }).neq('name', 'zzz').select().single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 2 rows');
    expect((await tags())?.map((tag) => tag.color)).toEqual(['grey', 'grey']);
  });

  it('enforces max-affected with handling=strict', async () => {
    await db.from('tags').insert([{ name: 'a' }, { name: 'b' }], { defaultToNull: false });
    // postgrest-js types maxAffected() for PostgREST 13 clients only; this is the request it sends.
    const strict = { Prefer: 'handling=strict, max-affected=1' };
    const refused = await rest(server, 'tags?name=neq.zzz', { method: 'DELETE', headers: strict });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    expect(await tags()).toHaveLength(2);
    const allowed = await rest(server, 'tags?name=eq.a', { method: 'DELETE', headers: strict });
    expect(allowed.status).toBe(204);
  });

  it('answers Prefer with Preference-Applied, Location for headers-only, and PUT as a one-row upsert', async () => {
    const created = await rest(server, 'tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only, count=exact' },
      body: JSON.stringify({ name: 'located' }),
    });
    expect(created.status).toBe(201);
    expect(created.text).toBe('');
    expect(created.headers.get('location')).toBe('/tags?id=eq.1');
    expect(created.headers.get('content-range')).toBe('*/1');
    expect(created.headers.get('preference-applied')).toBe('return=headers-only, count=exact');

    const put = await rest(server, 'tags?id=eq.1', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ id: 1, name: 'replaced', color: 'teal' }),
    });
    expect(put.status).toBe(200);
    expect(put.json()).toEqual([{ id: 1, name: 'replaced', color: 'teal', weight: 1, extra: null, aliases: null }]);

    const mismatch = await rest(server, 'tags?id=eq.2', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 3, name: 'x' }),
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.json() as { code: string }).code).toBe('PGRST115');
  });

  it('refuses bodies that are not JSON objects with PGRST102', async () => {
    for (const body of ['{not json', '', '42']) {
      const response = await rest(server, 'tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect((response.json() as { code: string }).code).toBe('PGRST102');
    }
    const mixed = await rest(server, 'tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ name: 'a' }, { name: 'b', color: 'c' }]),
    });
    expect(mixed.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});
