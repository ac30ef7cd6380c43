import { describe, expect, it } from 'vitest';
import { rest } from './support/rest-helpers.ts';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

describe('REST reads: select', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL] });
  const db = madeBeforeAll(() => server.service());

  it('returns every column with Postgres JSON rendering: bigint as number, timestamptz, numeric, date, arrays, jsonb', async () => {
    const programs = await db.from('programs').select().order('id');
    expect(programs.error).toBeNull();
    expect(programs.status).toBe(200);
    expect(programs.data).toEqual([
      { id: 1, name: 'Theology', kind: 'residential', created_at: '2024-01-01T00:00:00+00:00' },
      { id: 2, name: 'Ministry', kind: 'online', created_at: '2024-01-01T00:00:00+00:00' },
      { id: 3, name: 'Music', kind: 'hybrid', created_at: '2024-01-01T00:00:00+00:00' },
    ]);

    const course = await db.from('courses').select('*').eq('id', 1).single();
    expect(course.data).toEqual({
      id: 1,
      program_id: 1,
      teacher_id: 1,
      assistant_id: 2,
      title: 'Old Testament',
      summary: 'Law, prophets and writings',
      credits: 3,
      price: 120.5,
      published: true,
      starts_on: '2024-09-01',
      metadata: { level: 'intro', tags: ['bible'] },
      search: "'law':3 'old':1 'prophet':4 'testament':2 'write':6",
    });

    const teacher = await db.from('teachers').select('tags, profile').eq('id', 1).single();
    expect(teacher.data).toEqual({ tags: ['greek', 'hebrew'], profile: { office: { room: 'A1' }, years: 12 } });
  });

  it('selects listed columns with aliases and casts', async () => {
    const { data, error } = await db
      .from('courses')
      .select('id, name:title, price::text, credits::float8')
      .order('id')
      .limit(3);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, name: 'Old Testament', price: '120.50', credits: 3 },
      { id: 2, name: 'New Testament', price: '99.00', credits: 3 },
      { id: 3, name: 'Greek Grammar', price: null, credits: 4 },
    ]);
  });

  it('reads JSON paths with -> and ->>, named after the last key unless aliased', async () => {
    const { data } = await db
      .from('teachers')
      .select('id, profile->office->>room, office:profile->office, years:profile->years')
      .order('id');
    expect(data).toEqual([
      { id: 1, room: 'A1', office: { room: 'A1' }, years: 12 },
      { id: 2, room: 'B2', office: { room: 'B2' }, years: 3 },
      { id: 3, room: null, office: null, years: null },
    ]);
    const course = await db.from('courses').select('first:metadata->tags->>0').eq('id', 1).single();
    expect(course.data).toEqual({ first: 'bible' });
  });

  it('orders by several keys, with directions and nulls placement', async () => {
    const byCredits = await db.from('courses').select('id').order('credits', { ascending: false }).order('id');
    expect(byCredits.data).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }, { id: 4 }, { id: 5 }]);

    const nullsFirst = await db.from('courses').select('id, price').order('price', { nullsFirst: true }).order('id');
    expect(nullsFirst.data?.map((row) => row.id)).toEqual([3, 5, 4, 2, 1]);
    const nullsLast = await db.from('courses').select('id').order('price', { ascending: false, nullsFirst: false });
    expect(nullsLast.data?.map((row) => row.id)).toEqual([1, 2, 4, 5, 3]);

    const byJson = await db
      .from('teachers')
      .select('id')
      .order('profile->years', { ascending: true, nullsFirst: false });
    expect(byJson.data).toEqual([{ id: 2 }, { id: 1 }, { id: 3 }]);
  });

  it('pages with range() and limit()', async () => {
    const page = await db.from('courses').select('id').order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    const limited = await db.from('courses').select('id').order('id', { ascending: false }).limit(2);
    expect(limited.data).toEqual([{ id: 5 }, { id: 4 }]);
  });

  it('reads a view like a table', async () => {
    const { data } = await db.from('published_courses').select('id, title').order('id');
    expect(data).toEqual([
      { id: 1, title: 'Old Testament' },
      { id: 2, title: 'New Testament' },
      { id: 3, title: 'Greek Grammar' },
      { id: 5, title: 'Choir' },
    ]);
  });

  it('answers HEAD with headers only', async () => {
    const { data, count, status, error } = await db.from('courses').select('*', { count: 'exact', head: true });
    expect({ data, count, status, error }).toEqual({ data: null, count: 5, status: 200, error: null });
  });

  it('renders CSV and stripped nulls when asked', async () => {
    const csv = await db.from('courses').select('id, title, price').in('id', [1, 3]).order('id').csv();
    expect(csv.data).toBe('id,title,price\n1,"Old Testament",120.50\n3,"Greek Grammar",');
    const stripped = await db.from('courses').select('id, price').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ id: 3 }]);
  });

  it('sends PostgREST response headers', async () => {
    const response = await rest(server, 'programs?select=id&order=id');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-range')).toBe('0-2/*');
    expect(response.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('refuses schemas other than public', async () => {
    const { error, status } = await db.schema('auth').from('users').select();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });

  it('serves an OpenAPI 2.0 description of the tables and functions at the root', async () => {
    const response = await rest(server, '');
    expect(response.status).toBe(200);
    const doc = response.json() as {
      swagger: string;
      paths: Record<string, unknown>;
      definitions: Record<
        string,
        { properties: Record<string, { type?: string; format?: string; description?: string }> }
      >;
    };
    expect(doc.swagger).toBe('2.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/', '/courses', '/programs', '/rpc/add']));
    expect(doc.definitions.courses?.properties.id).toMatchObject({ type: 'integer', format: 'integer' });
    expect(doc.definitions.courses?.properties.program_id?.description).toContain("<fk table='programs' column='id'/>");
    expect(doc.definitions.teachers?.properties.tags).toMatchObject({ type: 'array', format: 'text[]' });

    const anonDoc = (await rest(server, '', { key: server.anonKey })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(anonDoc.paths)).not.toContain('/notes');
    expect(Object.keys(anonDoc.paths)).toContain('/courses');
  });

  it('sees tables created after start once the schema is reloaded', async () => {
    await server.db.exec(`create table public.late (id int primary key); insert into public.late values (7);
      notify pgrst, 'reload schema';`);
    // The reload follows the notification; the table is there once it has happened.
    await expect.poll(async () => (await db.from('late').select()).data).toEqual([{ id: 7 }]);
  });
});
