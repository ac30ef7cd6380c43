// The registry of content tables (private.content_tables, supabase/schemas/06_content.sql) against
// what reads it from outside the database: core's list of file columns, which the admin uploads
// through and removes files by, must name the same columns; and each registered file column must
// exist with the index the file-reference check's query uses, or every storage delete would scan
// its table.
import { CONTENT_FILE_COLUMNS } from '@seminary/core/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

interface FileColumn {
  table_name: string;
  column_name: string;
}

describe('the content tables registry', () => {
  let db: SeminaryServer;
  let fileColumns: FileColumn[];
  beforeAll(async () => {
    db = await startSeminaryServer({ seed: false });
    fileColumns = await db.sql<FileColumn>(
      `select c.table_name, f.column_name
       from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
       order by 1, 2`,
    );
  });
  afterAll(() => db.close());

  it("names the file columns core's list names, and core's list names only those", () => {
    const inCore = Object.entries(CONTENT_FILE_COLUMNS)
      .flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`))
      .sort();
    expect(fileColumns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(inCore);
  });

  it('names tables of the public schema, and text columns of theirs', async () => {
    const missing = await db.sql<{ name: string }>(
      `select c.table_name || coalesce('.' || f.column_name, '') as name
       from private.content_tables c left join lateral unnest(c.file_columns) as f(column_name) on true
       where to_regclass(format('public.%I', c.table_name)) is null
          or (f.column_name is not null and not exists (
            select 1 from pg_attribute a
            where a.attrelid = to_regclass(format('public.%I', c.table_name)) and a.attname = f.column_name
              and a.atttypid = 'text'::regtype and not a.attisdropped))`,
    );
    expect(missing).toEqual([]);
  });

  it("finds each file column's rows by the object path through an index", async () => {
    const unindexed = await db.sql<{ name: string }>(
      `select c.table_name || '.' || f.column_name as name
       from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
       where not exists (
         select 1 from pg_index i
         where i.indrelid = format('public.%I', c.table_name)::regclass
           and pg_get_indexdef(i.indexrelid) like format('%%(private.storage_object_path(%s))', f.column_name)
       )`,
    );
    expect(unindexed).toEqual([]);
  });
});
