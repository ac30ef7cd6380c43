// The loader's incremental sync against the real local backend: after a full first load, a
// build reads only the rows changed or deleted since the last one, and the collection ends up
// exactly as a full read would make it (insert, update, delete, reorder, a row leaving and
// entering the collection's filter).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'astro/zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from '../../../supabase/tests/support/seminary-server.ts';
import { collectionOrders } from '../src/loaders/collection-orders.ts';
import { compareRows } from '../src/loaders/row-order.ts';
import { alumniRow, bannerRow, teacherRow } from '../src/loaders/row-schemas.ts';
import { syncCount, syncTable, type TableQuery } from '../src/loaders/table-sync.ts';
import { type FakeLoaderContext, fakeLoaderContext } from './support/loader-context.ts';

const banners: TableQuery = { table: 'banners', filter: { active: true }, order: [{ column: 'order_index' }] };

interface Read {
  table: string;
  query: string;
  ids: string[];
}

describe('incremental content loading', () => {
  let db: SeminaryServer;
  let client: SupabaseClient;
  let context: FakeLoaderContext;
  let reads: Read[] = [];
  // Rows stamped within the sync overlap before the last build's point, which a build reads
  // again on purpose (a transaction committing late may carry an earlier time).
  let overlap: string[] = [];

  beforeAll(async () => {
    db = await startSeminaryServer();
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = init?.method === 'HEAD' ? null : await response.clone().json();
      reads.push({
        table: url.pathname.replace('/rest/v1/', ''),
        query: url.search,
        ids: Array.isArray(body)
          ? body.map((row: { id: unknown; row_id?: unknown }) => String(row.row_id ?? row.id))
          : [],
      });
      return response;
    };
    client = createClient(db.server.url, db.server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: countingFetch },
    });
    context = fakeLoaderContext(bannerRow);
    await load();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    // Time passes between builds: what the last build read is older than the sync overlap.
    await db.sql(`alter table public.banners disable trigger banners_set_content_updated_at`);
    await db.sql(`update public.banners set updated_at = updated_at - interval '1 hour'`);
    await db.sql(`alter table public.banners enable trigger banners_set_content_updated_at`);
    await db.sql(`update public.content_deletions set deleted_at = deleted_at - interval '1 hour'`);
    const point = context.metadata.get('sync-point');
    if (point) context.metadata.set('sync-point', new Date(Date.parse(point) - 3_600_000).toISOString());
    reads = [];
    context.writes = 0;
    const since = new Date(Date.parse(context.metadata.get('sync-point') ?? '') - 60_000).toISOString();
    const { data } = await db.visitor.from('banners').select('id').gt('updated_at', since);
    overlap = (data ?? []).map((row) => row.id);
  });

  async function load(query: TableQuery = banners) {
    await syncTable(context, client, db.server.url, query);
  }

  /** The collection as pages list it, and as a full read of the table gives it. */
  async function listed() {
    const rows = [...context.entries.values()].map((entry) => entry.data);
    return rows.sort(compareRows(banners.order ?? [])).map((row) => row.title);
  }
  async function inDatabase() {
    const { data } = await db.service
      .from('banners')
      .select('title')
      .eq('active', true)
      .order('order_index')
      .order('id');
    return (data ?? []).map((row) => row.title);
  }
  /** The ids each read of changed rows returned, sorted. */
  const changedReads = () =>
    reads
      .filter((read) => read.table === 'banners' && read.query.includes('updated_at=gt.'))
      .map((read) => [...read.ids].sort());
  /** What a read of changed rows should return: these rows and those of the overlap still there. */
  const changedAnd = (ids: (string | undefined)[], deleted: string[] = []) => [
    [...new Set([...ids.map(String), ...overlap])].filter((id) => !deleted.includes(id)).sort(),
  ];
  const deletionReads = () => reads.filter((read) => read.table === 'content_deletions').map((read) => read.ids);

  it('loads every matching row the first time, keyed by id', async () => {
    expect(await listed()).toEqual(await inDatabase());
    expect(await listed()).toHaveLength(3);
    const { data } = await db.service.from('banners').select('id').eq('active', true);
    expect([...context.entries.keys()].sort()).toEqual((data ?? []).map((row) => row.id).sort());
  });

  it('reads nothing but the deletions and changes since the last build when nothing changed', async () => {
    await load();
    // The database's time (the next point), the deletions, the changed rows, and (the collection
    // being filtered) the matching ids.
    expect(reads.map((read) => read.table)).toEqual([
      'rpc/content_sync_clock',
      'content_deletions',
      'banners',
      'banners',
    ]);
    expect(reads[3]?.query).toContain('select=id&active=eq.true');
    expect(deletionReads()).toEqual([[]]);
    expect(changedReads()).toEqual(changedAnd([]));
    expect(context.writes).toBe(0);
  });

  it('applies an insert, an update and a delete, reading only those rows', async () => {
    const [first, second] =
      (await db.service.from('banners').select('id').eq('active', true).order('order_index')).data ?? [];
    const { data: inserted } = await db.admin
      .from('banners')
      .insert({ title: 'Open day', image_url: 'https://example.com/a.jpg', active: true, order_index: 9 })
      .select('id')
      .single();
    await db.admin.from('banners').update({ title: 'Welcome, students' }).eq('id', String(first?.id));
    await db.admin.from('banners').delete().eq('id', String(second?.id));
    await load();
    expect(changedReads()).toEqual(changedAnd([inserted?.id, first?.id], [String(second?.id)]));
    expect(deletionReads()).toEqual([[String(second?.id)]]);
    expect(context.writes).toBe(2);
    expect(context.entries.has(String(second?.id))).toBe(false);
    expect(await listed()).toEqual(await inDatabase());
    expect(await listed()).toContain('Open day');
    expect(await listed()).toContain('Welcome, students');
  });

  it('follows a reorder (two order_index updates)', async () => {
    const rows =
      (await db.service.from('banners').select('id, order_index').eq('active', true).order('order_index')).data ?? [];
    const [a, b] = rows;
    await db.admin.from('banners').update({ order_index: b?.order_index }).eq('id', String(a?.id));
    await db.admin.from('banners').update({ order_index: a?.order_index }).eq('id', String(b?.id));
    const before = await listed();
    await load();
    expect(changedReads()).toEqual(changedAnd([a?.id, b?.id]));
    expect(context.writes).toBe(2);
    expect(await listed()).toEqual(await inDatabase());
    expect(await listed()).not.toEqual(before);
  });

  let deactivated = '';
  it('drops a row that stops matching the filter', async () => {
    const { data } = await db.service.from('banners').select('id').eq('active', true).order('order_index').limit(1);
    const id = String(data?.[0]?.id);
    deactivated = id;
    await db.admin.from('banners').update({ active: false }).eq('id', id);
    await load();
    // Visitors read only active banners: the row is not among the changed ones, it leaves
    // because its id no longer matches.
    expect(changedReads()).toEqual(changedAnd([], [id]));
    expect(context.entries.has(id)).toBe(false);
    expect(await listed()).toEqual(await inDatabase());
  });

  it('takes the row back when it matches again', async () => {
    const id = deactivated;
    await db.admin.from('banners').update({ active: true }).eq('id', id);
    await load();
    expect(changedReads()).toEqual(changedAnd([id]));
    expect(context.entries.has(id)).toBe(true);
    expect(await listed()).toEqual(await inDatabase());
  });

  it('does not read again a change older than the overlap at the last read, however new it was', async () => {
    // A bulk import some minutes before a build: that build reads it, the next one does not,
    // since the point is the database's time at the read, not the newest stamp it saw.
    const { data: imported } = await db.admin
      .from('banners')
      .insert({ title: 'Imported', image_url: 'https://example.com/i.jpg', active: true, order_index: 10 })
      .select('id')
      .single();
    await db.sql(`alter table public.banners disable trigger banners_set_content_updated_at`);
    await db.sql(`update public.banners set updated_at = now() - interval '10 minutes' where id = $1`, [
      String(imported?.id),
    ]);
    await db.sql(`alter table public.banners enable trigger banners_set_content_updated_at`);
    await load();
    expect(changedReads()).toEqual(changedAnd([imported?.id]));
    reads = [];
    await load();
    expect(changedReads()).toEqual([[]]);
    expect(await listed()).toEqual(await inDatabase());
  });

  it('treats a write that changes nothing as no change', async () => {
    const { data } = await db.service.from('banners').select('id, title').eq('active', true).limit(1);
    await db.admin.from('banners').update({ title: data?.[0]?.title }).eq('id', String(data?.[0]?.id));
    await load();
    expect(changedReads()).toEqual(changedAnd([]));
    expect(context.writes).toBe(0);
  });

  it('reads the whole table again when the collection query changes', async () => {
    await load({ ...banners, order: [{ column: 'order_index', ascending: false }] });
    expect(reads.map((read) => read.table)).toEqual(['rpc/content_sync_clock', 'banners']);
    expect(reads[1]?.query).not.toContain('updated_at');
    expect(reads[1]?.ids).toHaveLength((await inDatabase()).length);
  });

  it('keeps a limited collection to its first rows and a count collection to the number of rows', async () => {
    const alumni = fakeLoaderContext(alumniRow);
    const count = fakeLoaderContext(z.object({ count: z.number() }));
    const query: TableQuery = { table: 'alumni_directory', order: collectionOrders.alumni, limit: 2 };
    const firstTwo = async () => {
      const { data } = await db.visitor
        .from('alumni_directory')
        .select('id')
        .order('graduation_year', { ascending: false })
        .order('name')
        .order('id')
        .limit(2);
      return (data ?? []).map((row) => row.id).sort();
    };
    const rowsInAll = async () =>
      (await db.visitor.from('alumni_directory').select('id', { count: 'exact', head: true })).count;

    await syncTable(alumni, client, db.server.url, query);
    await syncCount(count, client, db.server.url, 'alumni_directory');
    expect([...alumni.entries.keys()].sort()).toEqual(await firstTwo());
    expect(count.entries.get('all')?.data).toEqual({ count: await rowsInAll() });

    // A newer graduate comes first: she joins the page, the last one leaves it, the count grows.
    await db.sql(
      `insert into public.alumni_profiles (name, graduation_year, degree) values ('Aaa Newest', extract(year from now())::int, 'Bachelor of Theology')`,
    );
    await syncTable(alumni, client, db.server.url, query);
    await syncCount(count, client, db.server.url, 'alumni_directory');
    expect([...alumni.entries.keys()].sort()).toEqual(await firstTwo());
    expect([...alumni.entries.values()].map((entry) => entry.data.name)).toContain('Aaa Newest');
    expect(alumni.entries.size).toBe(2);
    expect(count.entries.get('all')?.data).toEqual({ count: await rowsInAll() });
    await db.sql(`delete from public.alumni_profiles where name = 'Aaa Newest'`);
  });

  it('reloads a collection whose entries the table does not account for (a database reset)', async () => {
    const teachers = fakeLoaderContext(teacherRow);
    const query: TableQuery = { table: 'teachers', order: [{ column: 'name' }] };
    await syncTable(teachers, client, db.server.url, query);
    const { data } = await db.visitor.from('teachers').select('id');
    const stale = { ...teachers.entries.values().next().value, id: 'from-another-database' } as never;
    teachers.store.set(stale);
    reads = [];
    await syncTable(teachers, client, db.server.url, query);
    expect(reads.map((read) => read.table)).toEqual([
      'rpc/content_sync_clock',
      'content_deletions',
      'teachers',
      'teachers',
      'rpc/content_sync_clock',
      'teachers',
    ]);
    expect(reads.at(-1)?.query).not.toContain('updated_at');
    expect([...teachers.entries.keys()].sort()).toEqual((data ?? []).map((row) => row.id).sort());
  });
});
