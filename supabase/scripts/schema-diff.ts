// The declarative schemas (supabase/schemas) and the migrations (supabase/migrations) compared on
// the hosted-like cluster (packages/hosted-rehearsal): a database is built from each, and the
// difference between them is what @pgkit/migra sees (tables, columns, constraints, indexes, views,
// functions, policies, triggers, table privileges) plus what it does not see, read from the
// catalog here (the privileges of functions, schemas, sequences and columns, comments, default
// privileges, extensions, the buckets and the rows the schemas insert). `npm run db:diff` turns
// the difference into a migration (scripts/db-diff.ts); a test keeps it empty
// (tests/hosted/schemas-match-migrations.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@pgkit/client';
import { Migration } from '@pgkit/migra';
import pg from 'pg';
import { connectionUrl, createProjectDatabase, sqlAsSuperuser } from '../../packages/hosted-rehearsal/src/index.ts';
import { loadParser, SourceText, statementsOf } from '../../packages/local-supabase/src/db/hosted-rules/syntax.ts';

export const supabaseDir = join(import.meta.dirname, '..');
export const migrationsDir = join(supabaseDir, 'migrations');

/** The schema files in the order config.toml's `[db.migrations] schema_paths` applies them. */
export function schemaFiles(): string[] {
  const config = readFileSync(join(supabaseDir, 'config.toml'), 'utf8');
  const section = /\[db\.migrations\][^[]*?schema_paths\s*=\s*\[([^\]]*)\]/s.exec(config);
  if (!section?.[1]) throw new Error('supabase/config.toml has no [db.migrations] schema_paths');
  const files: string[] = [];
  for (const pattern of section[1].match(/"([^"]+)"/g) ?? []) {
    const path = pattern.slice(1, -1).replace(/^\.\//, '');
    const star = path.lastIndexOf('*');
    if (star === -1) {
      files.push(join(supabaseDir, path));
      continue;
    }
    // Only `dir/*.sql`-like patterns: a folder and a suffix, sorted by name as the CLI sorts them.
    const dir = path.slice(0, path.lastIndexOf('/'));
    const suffix = path.slice(star + 1);
    for (const file of readdirSync(join(supabaseDir, dir)).sort()) {
      const full = join(supabaseDir, dir, file);
      if (file.endsWith(suffix) && !files.includes(full)) files.push(full);
    }
  }
  return files;
}

/** The migration files, in the order they are applied. */
export function migrationFiles(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => join(dir, file));
}

async function asPostgres<T>(port: number, database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres', database) });
  client.on('notice', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database laid out as a hosted project's, with the schema files applied by `postgres` in
 * one session, each as one statement list. `edit` changes a file's text first (tests use it).
 */
export async function buildFromSchemas(
  port: number,
  database: string,
  edit: (file: string, sql: string) => string = (_file, sql) => sql,
): Promise<void> {
  await createProjectDatabase(port, database);
  await asPostgres(port, database, async (client) => {
    for (const file of schemaFiles()) {
      try {
        await client.query(edit(file, readFileSync(file, 'utf8')));
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
}

/** A new database laid out as a hosted project's, with the migrations applied by `postgres`, each in its own transaction. */
export async function buildFromMigrations(port: number, database: string, files = migrationFiles()): Promise<void> {
  await createProjectDatabase(port, database);
  await asPostgres(port, database, async (client) => {
    for (const file of files) {
      try {
        await client.query('begin');
        await client.query(readFileSync(file, 'utf8'));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
}

export async function dropDatabase(port: number, database: string): Promise<void> {
  await sqlAsSuperuser(port, 'postgres', `drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
}

export async function copyDatabase(port: number, template: string, database: string): Promise<void> {
  await sqlAsSuperuser(
    port,
    'postgres',
    `create database ${pg.escapeIdentifier(database)} template ${pg.escapeIdentifier(template)} owner postgres`,
  );
}

/** The platform's schemas: their own objects are the same in any two project databases. */
const NOT_OURS = ['cron', 'extensions', 'information_schema', 'net', 'supabase_migrations', 'vault'];

/** What @pgkit/migra would change to make `from` into `to`, statement by statement. */
export async function migraStatements(port: number, from: string, to: string): Promise<string[]> {
  const source = createClient(connectionUrl(port, 'supabase_admin', from));
  const target = createClient(connectionUrl(port, 'supabase_admin', to));
  try {
    const migration = await Migration.create(source, target, { exclude_schema: NOT_OURS });
    migration.set_safety(false);
    migration.add_all_changes(true);
    return migration.statements.array.map((statement) => statement.trim()).filter((statement) => statement !== '');
  } finally {
    await Promise.all([source.end(), target.end()]);
  }
}

// -- What migra does not see -----------------------------------------------------------------------

const OUR_SCHEMAS = `(select oid from pg_namespace where nspname in ('public', 'private'))`;
const sortedAcl = (column: string) => `array(select x from unnest(${column}::text[]) x order by 1)`;

/**
 * The catalog facts migra leaves out, one per key: privileges of functions, relations (tables,
 * views, sequences), columns and schemas; row-level security switches and owners; comments;
 * default privileges; extensions; and the school's buckets.
 */
const CATALOG_FACTS = `
  select 'function ' || p.oid::regprocedure::text as key, 'function' as kind, p.oid::regprocedure::text as name,
         ${sortedAcl('p.proacl')} as acl, null as detail
  from pg_proc p where p.pronamespace in ${OUR_SCHEMAS}
  union all
  select 'relation ' || c.oid::regclass::text, case c.relkind when 'S' then 'sequence' else 'table' end, c.oid::regclass::text,
         ${sortedAcl('c.relacl')},
         format('kind %s, row level security %s, forced %s, owner %s', c.relkind, c.relrowsecurity, c.relforcerowsecurity,
                pg_get_userbyid(c.relowner))
  from pg_class c where c.relnamespace in ${OUR_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
  union all
  select 'relation ' || c.oid::regclass::text, 'table', c.oid::regclass::text, ${sortedAcl('c.relacl')}, null
  from pg_class c where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace) and c.relkind in ('r', 'v')
  union all
  select 'column ' || a.attrelid::regclass::text || '.' || a.attname, 'column',
         a.attrelid::regclass::text || ' ' || quote_ident(a.attname), ${sortedAcl('a.attacl')}, null
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  where c.relnamespace in ${OUR_SCHEMAS} and a.attnum > 0 and not a.attisdropped and a.attacl is not null
  union all
  select 'schema ' || n.nspname, 'schema', quote_ident(n.nspname), ${sortedAcl('n.nspacl')},
         'owner ' || pg_get_userbyid(n.nspowner)
  from pg_namespace n where n.nspname !~ '^pg_' and n.nspname not in ('information_schema', 'supabase_migrations')
  union all
  select format('default privileges of %s in %s on %s', d.defaclrole::regrole, coalesce(d.defaclnamespace::regnamespace::text, 'every schema'),
                d.defaclobjtype), 'other', null, ${sortedAcl('d.defaclacl')}, null
  from pg_default_acl d
  union all
  select format('comment on %s %s', d.classoid::regclass, coalesce(
           (select p.oid::regprocedure::text from pg_proc p where d.classoid = 'pg_proc'::regclass and p.oid = d.objoid),
           (select c.oid::regclass::text from pg_class c where d.classoid = 'pg_class'::regclass and c.oid = d.objoid),
           (select n.nspname from pg_namespace n where d.classoid = 'pg_namespace'::regclass and n.oid = d.objoid))
           || coalesce('.' || d.objsubid, '')), 'other', null, null, d.description
  from pg_description d
  where (d.classoid = 'pg_proc'::regclass and d.objoid in (select oid from pg_proc where pronamespace in ${OUR_SCHEMAS}))
     or (d.classoid = 'pg_class'::regclass and d.objoid in (select oid from pg_class where relnamespace in ${OUR_SCHEMAS}))
     or (d.classoid = 'pg_namespace'::regclass and d.objoid in ${OUR_SCHEMAS})
  union all
  select 'extension ' || e.extname, 'other', null, null, 'in schema ' || e.extnamespace::regnamespace::text
  from pg_extension e
  union all
  select 'bucket ' || b.id, 'other', null, null,
         (select row_to_json(r)::text from (select b.name, b.public, b.file_size_limit, b.allowed_mime_types, b.owner) r)
  from storage.buckets b`;

interface CatalogFact {
  key: string;
  kind: 'function' | 'table' | 'sequence' | 'column' | 'schema' | 'other';
  name: string | null;
  acl: string[] | null;
  detail: string | null;
}

/** A query as supabase_admin with an empty search path, so that every name it prints is qualified. */
async function qualifiedQuery<T extends pg.QueryResultRow>(port: number, database: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'supabase_admin', database) });
  await client.connect();
  try {
    await client.query(`set search_path = ''`);
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function catalogFacts(port: number, database: string): Promise<Map<string, CatalogFact>> {
  const rows = await qualifiedQuery<CatalogFact>(port, database, CATALOG_FACTS);
  return new Map(rows.map((row) => [row.key, row]));
}

/** The rows of every table of ours and of storage.buckets, without the times they were written at. */
async function tableRows(port: number, database: string): Promise<Map<string, string>> {
  const tables = await qualifiedQuery<{ name: string; columns: string[] }>(
    port,
    database,
    `select c.oid::regclass::text as name,
            array(select quote_ident(a.attname) from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and a.atttypid not in ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype)
                  order by a.attnum) as columns
     from pg_class c
     where (c.relnamespace in ${OUR_SCHEMAS} and c.relkind = 'r') or c.oid = 'storage.buckets'::regclass`,
  );
  const rows = new Map<string, string>();
  for (const table of tables) {
    const [result] = await sqlAsSuperuser<{ rows: string }>(
      port,
      database,
      `select coalesce(jsonb_agg(r order by r::text), '[]')::text as rows
       from (select ${table.columns.join(', ')} from ${table.name}) r`,
    );
    rows.set(table.name, result?.rows ?? '[]');
  }
  return rows;
}

const aclText = (fact: CatalogFact | undefined) => (fact?.acl ?? []).join(',') || 'default';
const factText = (fact: CatalogFact | undefined) =>
  fact ? `${fact.detail ?? ''}${fact.acl ? ` privileges ${aclText(fact)}` : ''}`.trim() : 'absent';

export interface Difference {
  /** What migra would run to make the first database into the second. */
  migra: string[];
  /** Catalog facts migra does not compare, each `key: first → second`. */
  catalog: string[];
  /** Tables whose rows differ. */
  data: string[];
}

export const isEmpty = (difference: Difference) =>
  difference.migra.length === 0 && difference.catalog.length === 0 && difference.data.length === 0;

export function describe(difference: Difference): string {
  return [
    ...difference.migra,
    ...difference.catalog.map((line) => `-- catalog: ${line}`),
    ...difference.data.map((line) => `-- rows: ${line}`),
  ].join('\n');
}

/** Everything that differs between two databases of the cluster. */
export async function diffDatabases(port: number, from: string, to: string): Promise<Difference> {
  const [migra, factsFrom, factsTo, rowsFrom, rowsTo] = await Promise.all([
    migraStatements(port, from, to),
    catalogFacts(port, from),
    catalogFacts(port, to),
    tableRows(port, from),
    tableRows(port, to),
  ]);
  const catalog: string[] = [];
  for (const key of new Set([...factsFrom.keys(), ...factsTo.keys()])) {
    const [a, b] = [factText(factsFrom.get(key)), factText(factsTo.get(key))];
    if (a !== b) catalog.push(`${key}: ${a} → ${b}`);
  }
  const data: string[] = [];
  for (const table of new Set([...rowsFrom.keys(), ...rowsTo.keys()])) {
    if (rowsFrom.get(table) !== rowsTo.get(table)) data.push(table);
  }
  return { migra, catalog: catalog.sort(), data: data.sort() };
}

// -- Making a migration --------------------------------------------------------------------------

const PRIVILEGE_NAMES: Record<string, string> = {
  a: 'insert',
  r: 'select',
  w: 'update',
  d: 'delete',
  D: 'truncate',
  x: 'references',
  t: 'trigger',
  X: 'execute',
  U: 'usage',
  C: 'create',
};

/** `grantee=privileges/grantor` items as grantee → privilege letters; PUBLIC is `public`. */
function parseAcl(acl: string[] | null): Map<string, string> {
  const grants = new Map<string, string>();
  for (const item of acl ?? []) {
    const [grantee = '', rest = ''] = item.split('=');
    grants.set(grantee === '' ? 'public' : grantee, (rest.split('/')[0] ?? '').replaceAll('*', ''));
  }
  return grants;
}

/** GRANT and REVOKE statements that turn `from`'s privileges on an object into `to`'s (its owner's aside). */
function privilegeStatements(from: CatalogFact | undefined, to: CatalogFact): string[] {
  if (!to.name || to.kind === 'other') return [];
  const owner = /owner (\S+)/.exec(to.detail ?? '')?.[1] ?? 'postgres';
  // No privileges recorded means the defaults: the owner's, and EXECUTE for everyone on a function.
  const before = from?.acl ? parseAcl(from.acl) : new Map(to.kind === 'function' ? [['public', 'X']] : []);
  const after = to.acl ? parseAcl(to.acl) : new Map(to.kind === 'function' ? [['public', 'X']] : []);
  const statements: string[] = [];
  const object =
    to.kind === 'column'
      ? null
      : `${to.kind === 'sequence' ? 'sequence' : to.kind === 'table' ? 'table' : to.kind} ${to.name}`;
  const names = (letters: string) => [...letters].map((letter) => PRIVILEGE_NAMES[letter]).join(', ');
  for (const [grantee, letters] of before) {
    if (grantee === owner || after.get(grantee) === letters) continue;
    if (object) statements.push(`revoke all on ${object} from ${grantee};`);
    else {
      const [table, column] = to.name.split(' ');
      statements.push(`revoke ${names(letters)} (${column}) on table ${table} from ${grantee};`);
    }
  }
  for (const [grantee, letters] of after) {
    if (grantee === owner || before.get(grantee) === letters || letters === '') continue;
    if (object) statements.push(`grant ${names(letters)} on ${object} to ${grantee};`);
    else {
      const [table, column] = to.name.split(' ');
      statements.push(`grant ${names(letters)} (${column}) on table ${table} to ${grantee};`);
    }
  }
  // Only the owner's privileges, written down where they were the defaults: the same, as a revoke leaves them.
  if (statements.length === 0 && object && aclText(from) !== aclText(to))
    statements.push(`revoke all on ${object} from public;`);
  return statements;
}

/**
 * Applies statements to a database in an order that works: each in migra's order, and one that
 * fails (an index on a function not yet made, a function on a type not yet made) after the others,
 * until all have run. Returns them in the order they ran.
 */
async function applyInWorkingOrder(port: number, database: string, statements: string[]): Promise<string[]> {
  return asPostgres(port, database, async (client) => {
    const ran: string[] = [];
    let waiting = statements;
    await client.query('begin');
    while (waiting.length > 0) {
      const failed: { statement: string; error: string }[] = [];
      for (const statement of waiting) {
        await client.query('savepoint attempt');
        try {
          await client.query(statement);
          await client.query('release savepoint attempt');
          ran.push(statement);
        } catch (error) {
          await client.query('rollback to savepoint attempt');
          failed.push({ statement, error: (error as Error).message });
        }
      }
      if (failed.length === waiting.length) {
        await client.query('rollback');
        throw new Error(
          `these statements fail in any order:\n${failed.map((f) => `${f.statement}\n  -> ${f.error}`).join('\n')}`,
        );
      }
      waiting = failed.map((f) => f.statement);
    }
    await client.query('commit');
    return ran;
  });
}

/**
 * What a diff cannot see in the schema files, for a first migration made from them: the rows they
 * insert (buckets, the one row of each settings table, the first privacy notice), the DO blocks
 * that enable extensions, and, once the structure and its triggers stand, what the files do in
 * their own order after it: schedule jobs (private.schedule_job) and change rows (a privacy
 * notice's next version, with the triggers it switches off around it). Later migrations write
 * such lines by hand.
 */
async function statementsDiffCannotSee(): Promise<{ beforeStructure: string[]; rows: string[]; after: string[] }> {
  await loadParser();
  const beforeStructure: string[] = [];
  const rows: string[] = [];
  const after: string[] = [];
  for (const file of schemaFiles()) {
    const source = new SourceText(readFileSync(file, 'utf8'));
    for (const statement of statementsOf(source)) {
      const text = `${statement.text.trim()};`;
      if (statement.kind === 'InsertStmt') rows.push(text);
      else if (statement.kind === 'DoStmt' && /create extension/i.test(text)) beforeStructure.push(text);
      else if (statement.kind === 'SelectStmt' && /\bprivate\.schedule_job\(/i.test(text)) after.push(text);
      else if (statement.kind === 'UpdateStmt' || statement.kind === 'DeleteStmt') after.push(text);
      else if (statement.kind === 'AlterTableStmt' && /\b(enable|disable) trigger\b/i.test(text)) after.push(text);
    }
  }
  return { beforeStructure, rows, after };
}

export interface GeneratedMigration {
  sql: string;
  /** What still differs after it, for the author to write by hand. */
  remaining: Difference;
}

/**
 * The migration that makes `from` (built from the migrations) into `to` (built from the schemas):
 * migra's statements in an order that applies, then the privileges migra leaves out, checked by
 * applying them to a copy of `from` until nothing but hand-written matters (rows, schedules) is
 * left. With `firstMigration`, the schema files' rows and DO blocks are copied in too.
 */
export async function generateMigration(
  port: number,
  from: string,
  to: string,
  options: { firstMigration: boolean },
): Promise<GeneratedMigration> {
  const work = `${from}_work`;
  await dropDatabase(port, work);
  await copyDatabase(port, from, work);
  try {
    const parts: string[] = [];
    const seeNot = options.firstMigration
      ? await statementsDiffCannotSee()
      : { beforeStructure: [], rows: [], after: [] };
    if (seeNot.beforeStructure.length > 0) {
      await applyInWorkingOrder(port, work, seeNot.beforeStructure);
      parts.push(...seeNot.beforeStructure);
    }
    for (let round = 0; round < 4; round++) {
      const statements = (await migraStatements(port, work, to)).filter(
        (statement) => !/^set check_function_bodies/i.test(statement),
      );
      if (round === 0 && seeNot.rows.length > 0) {
        // The rows go in once the tables are there and before any trigger could react to them.
        const isTrigger = (statement: string) => /^create (constraint )?trigger/i.test(statement);
        parts.push(
          ...(await applyInWorkingOrder(
            port,
            work,
            statements.filter((s) => !isTrigger(s)),
          )),
        );
        parts.push(...(await applyInWorkingOrder(port, work, seeNot.rows)));
        parts.push(...(await applyInWorkingOrder(port, work, statements.filter(isTrigger))));
      } else {
        parts.push(...(await applyInWorkingOrder(port, work, statements)));
      }
      // The privileges are compared once the statements stand: a table they create starts with
      // the platform's default privileges, which are revoked here, and its column grants given
      // once, not again in the next round after a revoke took them away.
      const [factsFrom, factsTo] = await Promise.all([catalogFacts(port, work), catalogFacts(port, to)]);
      const privileges: string[] = [];
      for (const [key, fact] of factsTo) {
        if (aclText(factsFrom.get(key)) !== aclText(fact))
          privileges.push(...privilegeStatements(factsFrom.get(key), fact));
      }
      if (privileges.length > 0) {
        await applyInWorkingOrder(port, work, privileges);
        parts.push(...privileges);
      }
      if (statements.length === 0 && privileges.length === 0) break;
    }
    if (seeNot.after.length > 0) {
      await applyInWorkingOrder(port, work, seeNot.after);
      parts.push(...seeNot.after);
    }
    const remaining = await diffDatabases(port, work, to);
    const body = parts.map((statement) => (statement.endsWith(';') ? statement : `${statement};`)).join('\n\n');
    const sql = parts.length === 0 ? '' : `${body}\n`;
    return { sql, remaining };
  } finally {
    await dropDatabase(port, work);
  }
}
