// A new content table is its table and one row of private.content_tables: built from the schema
// files with a table `reading_plans` and its registry row added to 06_content.sql, the database
// gives it the editors' policies, the visitors' read, updated_at, the deletion records, the
// versions, publishing, the audit trail and the file-reference check, while `reading_notes`, the
// same table without a row, gets none of them. Against the pushed migrations, the difference is
// what `npm run db:diff` writes (the table, its triggers and policies) plus the one row it cannot
// see. Runs only in the supabase-hosted project (vitest.hosted.config.ts).
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDatabase, sqlAsSuperuser } from '../../../packages/hosted-rehearsal/src/index.ts';
import { buildFromSchemas, diffDatabases, dropDatabase } from '../../scripts/schema-diff.ts';
import { hostedDatabase } from '../support/hosted-database.ts';

const hosted = hostedDatabase();
if (!hosted) throw new Error('tests/hosted/ runs in the supabase-hosted project only');
const port = hosted.port;

/** A content table as a developer adds one, with a file column and its index. */
const table = (name: string) => `
create table public.${name} (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  image_url text,
  updated_at timestamp with time zone not null default now()
);
create index ${name}_image_object_idx on public.${name} (private.storage_object_path(image_url));
alter table public.${name} enable row level security;
grant select on table public.${name} to anon;
grant insert, select, update, delete on table public.${name} to authenticated;
`;

const ADDED = `${table('reading_plans')}${table('reading_notes')}
insert into private.content_tables (table_name, everyone_reads, editors_write, file_columns)
values ('reading_plans', true, true, array['image_url']);
`;

const ORIGIN = 'https://school.example';
const pictureUrl = (name: string) => `${ORIGIN}/storage/v1/object/public/gallery-images/plans/${name}`;

let migrated: Awaited<ReturnType<typeof cloneDatabase>>;
const database = `registry_${randomBytes(4).toString('hex')}`;
const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  sqlAsSuperuser<T>(port, database, text, params);

beforeAll(async () => {
  migrated = await cloneDatabase(port, hosted.template);
  await buildFromSchemas(port, database, (path, text) => {
    if (basename(path) !== '06_content.sql') return text;
    // Before the file's first loop over the registry, as a new table's lines would stand.
    const firstLoop = text.indexOf('\ndo $$');
    if (firstLoop === -1) throw new Error('06_content.sql no longer loops over the registry');
    return `${text.slice(0, firstLoop)}\n${ADDED}${text.slice(firstLoop)}`;
  });
});
afterAll(async () => {
  await migrated?.drop();
  await dropDatabase(port, database);
});

const triggersOf = async (name: string) =>
  (
    await sql<{ name: string }>(
      `select tgname as name from pg_trigger where tgrelid = $1::regclass and not tgisinternal order by 1`,
      [`public.${name}`],
    )
  ).map((row) => row.name);

const policiesOf = async (name: string) =>
  (
    await sql<{ name: string }>(`select policyname as name from pg_policies where tablename = $1 order by 1`, [name])
  ).map((row) => row.name);

describe('a table registered in private.content_tables', () => {
  it('gets the triggers and policies of a content table, and an unregistered one none', async () => {
    expect(await triggersOf('reading_plans')).toEqual([
      'reading_plans_audit',
      'reading_plans_delete_marks_site_changed',
      'reading_plans_insert_marks_site_changed',
      'reading_plans_keep_content_version',
      'reading_plans_record_deletions',
      'reading_plans_set_content_updated_at',
      'reading_plans_truncate_marks_site_changed',
      'reading_plans_update_marks_site_changed',
    ]);
    expect(await policiesOf('reading_plans')).toEqual([
      'Editors delete reading_plans',
      'Editors insert reading_plans',
      'Editors update reading_plans',
      'Everyone reads reading_plans',
    ]);
    expect(await triggersOf('reading_notes')).toEqual([]);
    expect(await policiesOf('reading_notes')).toEqual([]);
  });

  it('publishes, keeps versions, records deletions and is audited', async () => {
    const revision = async () =>
      Number((await sql<{ revision: string }>('select revision::text from private.site_publish_state'))[0]?.revision);
    const before = await revision();
    const [plan] = await sql<{ id: string }>(
      `insert into public.reading_plans (title, image_url) values ('Psalms in a month', $1) returning id`,
      [pictureUrl('psalms.png')],
    );
    expect(await revision()).toBe(before + 1);
    await sql(`update public.reading_plans set title = 'Psalms in two months' where id = $1`, [plan?.id]);
    await sql(`delete from public.reading_plans where id = $1`, [plan?.id]);
    expect(await revision()).toBe(before + 3);

    const versions = await sql<{ operation: string }>(
      `select operation from public.content_versions where table_name = 'reading_plans' and record_id = $1 order by id`,
      [plan?.id],
    );
    expect(versions.map((v) => v.operation)).toEqual(['update', 'delete']);
    const deletions = await sql(
      `select 1 from public.content_deletions where table_name = 'reading_plans' and row_id = $1`,
      [plan?.id],
    );
    expect(deletions).toHaveLength(1);
    const audited = await sql<{ action: string }>(
      `select action from public.audit_log where table_name = 'reading_plans' and record_id = $1 order by id`,
      [plan?.id],
    );
    expect(audited.map((a) => a.action)).toEqual(['insert', 'update', 'delete']);
    const [history] = await sql<{ keeps: boolean }>(
      `select 'reading_plans' = any (private.content_history_tables()) as keeps`,
    );
    expect(history?.keeps).toBe(true);
  });

  it("keeps the files its file columns name, and shows the school's storage origin", async () => {
    await sql(`insert into public.reading_plans (title, image_url) values ('Acts', $1)`, [pictureUrl('acts.png')]);
    await sql(`insert into public.reading_notes (title, image_url) values ('Acts', $1)`, [pictureUrl('notes.png')]);
    const [answer] = await sql<{ named: boolean; unregistered: boolean; origin: boolean }>(
      `select private.storage_object_is_referenced('gallery-images', 'plans/acts.png') as named,
              private.storage_object_is_referenced('gallery-images', 'plans/notes.png') as unregistered,
              private.is_school_storage_origin($1) as origin`,
      [ORIGIN],
    );
    expect(answer).toEqual({ named: true, unregistered: false, origin: true });
  });

  it('reaches the migrations as what db:diff writes and its one row', async () => {
    const difference = await diffDatabases(port, migrated.name, database);
    const statements = difference.migra.join('\n');
    for (const made of [
      'create table "public"."reading_plans"',
      'CREATE TRIGGER reading_plans_keep_content_version',
      'CREATE TRIGGER reading_plans_update_marks_site_changed',
      'CREATE TRIGGER reading_plans_audit',
      'create policy "Editors insert reading_plans"',
      'create policy "Everyone reads reading_plans"',
    ])
      expect(statements).toContain(made);
    expect(difference.data).toContain('private.content_tables');
  });
});
