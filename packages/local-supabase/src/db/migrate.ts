import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Queryable } from './database.ts';
import { guardUnfilteredWrites } from './safeupdate.ts';

/**
 * pg_cron's interface for a database without pg_cron, where the migrations schedule their jobs
 * and the server's timer runs them (jobs/scheduled-jobs.ts).
 */
export const cronStandInSql = readFileSync(new URL('./cron.sql', import.meta.url), 'utf8');

/**
 * What hosted Supabase has before any migration: its roles, schemas and Auth and Storage tables,
 * and pg_cron's interface; then what this server keeps beside them (the files of objects a job
 * deletes).
 */
export const bootstrapSql = [
  ...['./bootstrap.sql', './auth-tables.sql', './auth-admin.sql'].map((file) =>
    readFileSync(new URL(file, import.meta.url), 'utf8'),
  ),
  cronStandInSql,
  readFileSync(new URL('./deleted-object-files.sql', import.meta.url), 'utf8'),
].join('\n');

export interface MigrateOptions {
  migrationsDir?: string | undefined;
  seedFile?: string | undefined;
  extraSql?: string[] | undefined;
  /**
   * Seed a database without a seed even though its migrations were applied before it came here:
   * by another tool (`supabase db push` in the hosted rehearsal), or in the snapshot an in-memory
   * database starts from (snapshot.ts); otherwise only a fresh database is seeded.
   */
  seedPushedDatabase?: boolean | undefined;
  /**
   * Make each function's UPDATE or DELETE without WHERE refuse a Data API request with 21000, as
   * pg-safeupdate does on hosted: for a database whose API sessions do not load it (PGlite, a
   * plain PostgreSQL). The hosted-like cluster loads the real rule for authenticator instead.
   */
  guardUnfilteredWrites?: boolean | undefined;
  /** Session settings visible to seed.sql, e.g. `seed.storage_public_url` so seeded URLs point at this server. */
  seedSettings?: Record<string, string> | undefined;
  log: (line: string) => void;
}

/**
 * A database that records migrations the folder does not hold: made by a history that was
 * restarted from a baseline (supabase/migrations was, once), or by another project. Applying the
 * folder to it would half-migrate it, so nothing is applied. `name` lets callers that load this
 * module another way still tell it apart.
 */
export class UnknownMigrationHistory extends Error {
  override readonly name = 'UnknownMigrationHistory';
  readonly versions: string[];
  constructor(versions: string[]) {
    super(
      `the database records ${versions.length} migration(s) the migrations folder does not hold ` +
        `(${versions.slice(0, 2).join(', ')}${versions.length > 2 ? ', ...' : ''}): it was made by another ` +
        'history of migrations, and none is applied to it',
    );
    this.versions = versions;
  }
}

/** The recorded migration versions a folder does not hold, oldest first. */
export async function unknownMigrations(db: Queryable, migrationsDir: string): Promise<string[]> {
  const held = new Set(
    readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => parseMigrationName(f).version),
  );
  const exists = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  if (!exists.rows[0]?.present) return [];
  const recorded = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return recorded.rows.map((r) => r.version).filter((version) => !held.has(version));
}

/** `20240101000000_create_things.sql` → version `20240101000000`, name `create_things`. */
function parseMigrationName(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  if (!match?.[1] || !match[2]) {
    throw new Error(`Migration file '${file}' must be named <timestamp>_<name>.sql`);
  }
  return { version: match[1], name: match[2] };
}

/** What two sessions changing the same cluster-wide catalogue rows at once can meet. */
function isCatalogCollision(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '23505' || code === '42710' || code === '40P01' || (code === 'XX000' && /concurrently/.test(message ?? ''))
  );
}

/**
 * Roles, their settings and grants belong to the whole PostgreSQL cluster, so servers bootstrapping
 * databases of one cluster at the same time (tests in parallel on one DATABASE_URL) can collide
 * there. The bootstrap is idempotent and all-or-nothing, so it is simply run again.
 */
async function bootstrap(db: Database): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(bootstrapSql);
      return;
    } catch (error) {
      if (attempt >= 10 || !isCatalogCollision(error)) throw error;
      await sleep(20 + Math.random() * 100 * attempt);
    }
  }
}

/**
 * Brings a database to the state `supabase db reset` would: the platform bootstrap, every
 * migration not yet applied (in file-name order), and the seed on a database that had none.
 */
export async function migrate(db: Database, options: MigrateOptions): Promise<{ applied: string[]; seeded: boolean }> {
  await bootstrap(db);
  const applied: string[] = [];
  const wasEmpty =
    (await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations')).rows[0]
      ?.n === 0;

  if (options.migrationsDir && existsSync(options.migrationsDir)) {
    const unknown = await unknownMigrations(db, options.migrationsDir);
    if (unknown.length > 0) throw new UnknownMigrationHistory(unknown);
    const done = new Set(
      (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const files = readdirSync(options.migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const { version, name } = parseMigrationName(file);
      if (done.has(version)) continue;
      const sql = readFileSync(join(options.migrationsDir, file), 'utf8');
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
            version,
            name,
          ]);
        });
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
      options.log(`applied migration ${file}`);
    }
  }

  for (const sql of options.extraSql ?? []) await db.exec(sql);
  // As on hosted Supabase after a migration: the REST layer rereads the schema.
  await db.exec(`notify pgrst, 'reload schema'`);
  if (options.guardUnfilteredWrites) await guardUnfilteredWrites(db, options.log);

  let seeded = false;
  if (options.seedFile && existsSync(options.seedFile)) {
    const seeds = (await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files'))
      .rows[0]?.n;
    if ((wasEmpty || options.seedPushedDatabase) && seeds === 0) {
      const sql = readFileSync(options.seedFile, 'utf8');
      const hash = createHash('sha256').update(sql).digest('hex');
      await db.transaction(async (tx) => {
        for (const [name, value] of Object.entries(options.seedSettings ?? {})) {
          await tx.query('select set_config($1, $2, true)', [name, value]);
        }
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          options.seedFile,
          hash,
        ]);
      });
      seeded = true;
      options.log(`applied seed ${options.seedFile}`);
    }
  }
  return { applied, seeded };
}
