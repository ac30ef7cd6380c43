// `npm run db:diff -- NAME`: writes the migration that brings a database built from
// supabase/migrations to what supabase/schemas define, as supabase/migrations/<timestamp>_NAME.sql.
// A change to the database is an edit of a schema file, then this, then a review of what it wrote
// (docs/DESIGN.md, "The database as code"). It starts its own hosted-like PostgreSQL cluster
// (packages/hosted-rehearsal), builds one database from the migrations and one from the schemas,
// and diffs them with @pgkit/migra plus the catalog facts migra leaves out (schema-diff.ts).
// With no migration yet, it writes the baseline: the schema files' extensions, rows (buckets,
// settings rows), job schedules and row changes are copied in, since a diff cannot see them.
// After that, rows and schedules a change needs are written into its migration by hand; what the
// diff could not express is printed, and the test that compares migrations and schemas fails
// until it is written.
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startHostedCluster } from '../../packages/hosted-rehearsal/src/index.ts';
import {
  buildFromMigrations,
  buildFromSchemas,
  describe,
  generateMigration,
  isEmpty,
  migrationFiles,
  migrationsDir,
} from './schema-diff.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:diff -- NAME   (NAME in lower case, digits and _, e.g. add_course_level)');
  process.exit(2);
}

/** The Supabase CLI's migration version: the UTC time to the second. */
const version = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const file = join(migrationsDir, `${version}_${name}.sql`);
if (existsSync(file)) {
  console.error(`${file} exists already`);
  process.exit(1);
}

const firstMigration = migrationFiles().length === 0;
const cluster = await startHostedCluster();
try {
  console.log(
    `db:diff: building a database from ${firstMigration ? 'nothing' : 'supabase/migrations'} and one from supabase/schemas`,
  );
  await buildFromMigrations(cluster.port, 'from_migrations');
  await buildFromSchemas(cluster.port, 'from_schemas');
  const { sql, remaining } = await generateMigration(cluster.port, 'from_migrations', 'from_schemas', {
    firstMigration,
  });
  if (sql === '') {
    console.log('db:diff: the migrations already build what the schemas define; nothing written');
  } else {
    const header = firstMigration
      ? `-- The baseline: every table, function, policy, trigger, privilege and bucket of supabase/schemas,
-- made by \`npm run db:diff -- ${name}\` from an empty project database, with what a diff cannot see
-- copied in from the schema files: their extensions, rows, job schedules and row changes.
-- Generated: read supabase/schemas instead, and change the database there.\n\n`
      : `-- Made by \`npm run db:diff -- ${name}\` from supabase/schemas; reviewed by hand, with the rows and\n-- schedules a diff cannot see added below where the change needs them.\n\n`;
    writeFileSync(file, header + sql);
    console.log(`db:diff: wrote ${relative(process.cwd(), file)}`);
  }
  if (!isEmpty(remaining)) {
    console.log('db:diff: what the diff could not express, to write into the migration by hand:');
    console.log(describe(remaining));
    process.exitCode = 1;
  }
} finally {
  await cluster.stop();
}
