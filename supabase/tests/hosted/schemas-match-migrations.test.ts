// supabase/schemas defines the database; supabase/migrations must build the same one. On the
// hosted-like cluster, a database built from the schema files is compared with the copy of the
// template the global setup pushed the migrations into with `supabase db push`: @pgkit/migra's
// diff with privileges (tables, columns, constraints, indexes, functions, policies, triggers,
// table privileges, including those on storage and auth tables) and the catalog facts migra
// leaves out (privileges of functions, schemas, sequences and columns, comments, default
// privileges, extensions, buckets), and the rows the schemas insert. A difference means a schema
// file was changed without `npm run db:diff -- NAME`, or a migration by hand without its schema.
// Runs only in the supabase-hosted project (vitest.hosted.config.ts).
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDatabase } from '../../../packages/hosted-rehearsal/src/index.ts';
import {
  buildFromSchemas,
  type Difference,
  describe as describeDifference,
  diffDatabases,
  dropDatabase,
} from '../../scripts/schema-diff.ts';
import { hostedDatabase, installCronStandIn } from '../support/hosted-database.ts';

const hosted = hostedDatabase();
if (!hosted) throw new Error('tests/hosted/ runs in the supabase-hosted project only');
const port = hosted.port;

let migrated: Awaited<ReturnType<typeof cloneDatabase>>;
const made: string[] = [];

/** A database built from the schema files, each first passed through edit. */
async function fromSchemas(edit?: (file: string, sql: string) => string): Promise<string> {
  const name = `schemas_${randomBytes(4).toString('hex')}`;
  made.push(name);
  await buildFromSchemas(port, name, edit);
  // As the template the migrations were pushed into has it (pg_cron's interface, whose contents
  // the comparison leaves out, as it does pg_cron's).
  await installCronStandIn(port, name);
  return name;
}

const editOf = (file: string, from: string, to: string) => (path: string, sql: string) => {
  if (basename(path) !== file) return sql;
  if (!sql.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  return sql.replace(from, to);
};

beforeAll(async () => {
  // A copy: test servers clone the template, which nobody may be connected to meanwhile.
  migrated = await cloneDatabase(port, hosted.template);
});
afterAll(async () => {
  await migrated.drop();
  for (const name of made) await dropDatabase(port, name);
});

describe('the migrations and the schemas', () => {
  it('build the same database', async () => {
    const difference: Difference = await diffDatabases(port, migrated.name, await fromSchemas());
    expect(describeDifference(difference)).toBe('');
  });
});

describe('the comparison', () => {
  it('sees a function changed in a schema file', async () => {
    const database = await fromSchemas(
      editOf(
        '11_publishing.sql',
        `perform pg_notify('site_content_changed', source);`,
        `perform pg_notify('site_content_changed', 'x');`,
      ),
    );
    const difference = await diffDatabases(port, migrated.name, database);
    expect(difference.migra.join('\n')).toContain('FUNCTION private.note_site_change(source text)');
  });

  it("sees a row of the content tables' registry changed", async () => {
    const database = await fromSchemas(
      editOf(
        '06_content.sql',
        `('videos', true, true, false, array['thumbnail_url'])`,
        `('videos', true, true, false, array[]::text[])`,
      ),
    );
    const difference = await diffDatabases(port, migrated.name, database);
    expect(difference.data).toEqual(['private.content_tables']);
  });

  it("sees a function's privileges, a policy and a bucket changed", async () => {
    const database = await fromSchemas((path, sql) =>
      basename(path) === '14_storage.sql'
        ? editOf('14_storage.sql', '5242880, array', '5242881, array')(path, sql) +
          '\ngrant execute on function private.storage_object_is_referenced(text, text) to anon;' +
          `\ndrop policy "Staff read their school files" on storage.objects;`
        : sql,
    );
    const difference = await diffDatabases(port, migrated.name, database);
    expect(difference.catalog.join('\n')).toContain('function private.storage_object_is_referenced(text,text)');
    expect(difference.catalog.join('\n')).toMatch(/^bucket /m);
    expect(difference.migra.join('\n')).toContain('drop policy "Staff read their school files"');
  });
});
