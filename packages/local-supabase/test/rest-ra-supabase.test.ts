import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'ra-core';
import { supabaseDataProvider } from 'ra-supabase-core';
import { describe, expect, it } from 'vitest';
import { REST_SCHEMA_SQL } from './support/rest-schema.ts';
import { madeBeforeAll, useTestServer } from './support/server.ts';

/** ra-supabase-core's types resolve supabase-js's CommonJS build; the client is the same class at run time. */
type ProviderClient = Parameters<typeof supabaseDataProvider>[0]['supabaseClient'];
const asProviderClient = (client: SupabaseClient) => client as unknown as ProviderClient;

describe('REST through the ra-supabase data provider', () => {
  const server = useTestServer({ extraSql: [REST_SCHEMA_SQL] });
  // Without a session ra-supabase sends only `apikey`; with the service key that is the service role.
  const provider = madeBeforeAll(() =>
    supabaseDataProvider({
      instanceUrl: server.url,
      apiKey: server.serviceRoleKey,
      supabaseClient: asProviderClient(server.service()),
      primaryKeys: new Map([['enrollments', ['student_id', 'course_id']]]),
    }),
  );
  const visitor = madeBeforeAll(() =>
    supabaseDataProvider({
      instanceUrl: server.url,
      apiKey: server.anonKey,
      supabaseClient: asProviderClient(server.anon()),
    }),
  );

  const titles = (rows: { title?: unknown }[]) => rows.map((row) => row.title);

  it('lists with sort, pagination and the total from Content-Range', async () => {
    const page = await provider.getList('courses', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(5);
    expect(titles(page.data)).toEqual(['New Testament', 'Old Testament']);

    const last = await provider.getList('courses', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(last).toMatchObject({ total: 5, data: [{ id: 1 }] });
  });

  it('filters with operators, word-by-word ilike search, full-text search and or', async () => {
    const list = async (filter: Record<string, unknown>) => {
      const result = await provider.getList('courses', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      });
      expect(result.total).toBe(result.data.length);
      return result.data.map((row) => row.id);
    };
    expect(await list({ credits: 3 })).toEqual([1, 2]);
    expect(await list({ 'credits@gte': 3, 'price@lt': 100 })).toEqual([2]);
    expect(await list({ 'title@ilike': 'TESTAMENT' })).toEqual([1, 2]);
    expect(await list({ 'title@ilike': 'old testament' })).toEqual([1]);
    expect(await list({ 'search@wfts': 'greek grammar' })).toEqual([3]);
    expect(await list({ 'search@fts': 'sing:*' })).toEqual([5]);
    expect(await list({ '@or': { 'credits@lt': 2, 'credits@gt': 3 } })).toEqual([3, 5]);
    expect(await list({ 'id@in': '(2,4)' })).toEqual([2, 4]);
    expect(await list({ 'price@is': null })).toEqual([3]);
    expect(await list({ 'credits@not': 'eq.3' })).toEqual([3, 4, 5]);
    expect(await list({ 'metadata@cs': '{"level":"advanced"}' })).toEqual([3]);
  });

  it('reads one, many and references', async () => {
    const one = await provider.getOne('courses', { id: 5 });
    expect(one.data).toMatchObject({ id: 5, title: 'Choir', price: 10, metadata: { level: 'intro' } });

    await expect(provider.getOne('courses', { id: 99 })).rejects.toMatchObject({
      status: 406,
      body: { code: 'PGRST116', details: 'The result contains 0 rows' },
    });

    const many = await provider.getMany('courses', { ids: [4, 1] });
    expect(many.data.map((row) => row.id).sort()).toEqual([1, 4]);
    const single = await provider.getMany('courses', { ids: [2] });
    expect(titles(single.data)).toEqual(['New Testament']);

    const referenced = await provider.getManyReference('courses', {
      target: 'program_id',
      id: 1,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: { 'credits@gte': 3 },
    });
    expect(referenced).toMatchObject({ total: 3, data: [{ id: 3 }, { id: 2 }] });

    const enrollment = await provider.getOne('enrollments', { id: '[1,3]' });
    expect(enrollment.data).toMatchObject({ student_id: 1, course_id: 3, grade: 'B' });
  });

  it('creates, updates and deletes, one and many', async () => {
    const created = await provider.create('programs', { data: { name: 'Liturgy', kind: 'online' } });
    expect(created.data).toMatchObject({ name: 'Liturgy', kind: 'online', created_at: '2024-01-01T00:00:00+00:00' });
    const id = created.data.id as number;

    const updated = await provider.update('programs', {
      id,
      data: { ...created.data, kind: 'hybrid' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ id, name: 'Liturgy', kind: 'hybrid' });

    const second = await provider.create('programs', { data: { name: 'Missions' } });
    const updatedMany = await provider.updateMany('programs', {
      ids: [id, second.data.id],
      data: { kind: 'residential' },
    });
    expect([...(updatedMany.data ?? [])].sort()).toEqual([id, second.data.id].sort());

    const deleted = await provider.delete('programs', { id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id, name: 'Liturgy', kind: 'residential' });
    const deletedMany = await provider.deleteMany('programs', { ids: [second.data.id] });
    expect(deletedMany.data).toEqual([second.data.id]);

    const remaining = await provider.getList('programs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(remaining.data.map((row) => row.name)).toEqual(['Theology', 'Ministry', 'Music']);
  });

  it('reports database errors as HttpErrors carrying the PostgREST body', async () => {
    await expect(provider.create('programs', { data: { name: 'Theology' } })).rejects.toMatchObject({
      status: 409,
      body: { code: '23505' },
    });
    await expect(
      visitor.getList('notes', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 401, body: { code: '42501' } });
  });

  it('reads the OpenAPI schema with getSchema()', async () => {
    const schema = (await (
      provider as DataProvider & { getSchema: () => Promise<Record<string, unknown>> }
    ).getSchema()) as {
      swagger: string;
      definitions: Record<string, { properties: Record<string, unknown> }>;
      paths: Record<string, { get?: { parameters?: { $ref?: string }[] } }>;
    };
    expect(schema.swagger).toBe('2.0');
    expect(Object.keys(schema.definitions.programs?.properties ?? {})).toEqual(['id', 'name', 'kind', 'created_at']);
    expect(schema.paths['/courses']?.get?.parameters).toContainEqual({ $ref: '#/parameters/rowFilter.courses.search' });
  });
});
