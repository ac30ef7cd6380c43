// One backup file holds the database and the stored files it points at: a gzipped tar of
//   manifest.json
//   database/pglite.tar.gz    PGlite's own dump of its data folder (embedded default), or
//   database/postgres.dump    pg_dump's custom format (DATABASE_URL)
//   storage/<bucket>/<key>/<version>   every object version a storage.objects row names
// Both sides need the backend stopped: PGlite is one process's database, and a stored file is
// removed as soon as its row goes, so files copied beside a running server could miss some.
// The embedded folder's lock and the server's application_name on PostgreSQL are checked.
// A backup holds password hashes and payment screenshots: the file is 0600 from its first byte,
// folders made for it 0700, and a restored data folder owner-only (see owner-only.ts), whatever
// the umask. A restore lets in only regular files and folders (see archive-entries.ts).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  open,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  APPLICATION_NAME,
  type Database,
  dataDirHolder,
  openDatabase,
  openEmbeddedDatabase,
  type Queryable,
} from '../../packages/local-supabase/src/db/database.ts';
import { makeOwnerOnly, OWNER_FILE, OWNER_FOLDER } from '../../packages/local-supabase/src/owner-only.ts';
import { migrationsDir } from '../lib/paths.ts';
import { plainEntriesOfFile, UnsafeArchiveError } from './archive-entries.ts';

const run = promisify(execFile);
const FORMAT = 'seminary-backup';
const FORMAT_VERSION = 1;
const PGLITE_DUMP = join('database', 'pglite.tar.gz');
const POSTGRES_DUMP = join('database', 'postgres.dump');

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  database: 'pglite' | 'postgres';
  objects: number;
}

/** Where the backend keeps its data: `<dataDir>/pglite` and `<dataDir>/storage` (see cli.ts). */
export interface DataLocation {
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database; files stay under dataDir. */
  databaseUrl?: string | undefined;
}

const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
const storageDir = (dataDir: string) => join(dataDir, 'storage');

interface StoredObject {
  bucket_id: string;
  name: string;
  version: string;
}

async function storedObjects(db: Queryable): Promise<StoredObject[]> {
  const { rows } = await db.query<StoredObject>(
    'select bucket_id, name, version from storage.objects where version is not null order by bucket_id, name',
  );
  return rows;
}

/** Hard links where the file system allows it (instant, no extra space), copies elsewhere. */
async function linkOrCopy(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true, mode: OWNER_FOLDER });
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}

async function stageFiles(fromStorage: string, objects: StoredObject[], staging: string) {
  const missing: string[] = [];
  for (const { bucket_id, name, version } of objects) {
    const relative = join(bucket_id, ...name.split('/'), version);
    const source = join(fromStorage, relative);
    if (!existsSync(source)) {
      missing.push(`${bucket_id}/${name}`);
      continue;
    }
    await linkOrCopy(source, join(staging, 'storage', relative));
  }
  if (missing.length > 0) {
    throw new Error(`Stored files missing for ${missing.length} object(s), e.g. ${missing.slice(0, 5).join(', ')}`);
  }
}

/** A connection of this tool's own, refused while the backend is connected to the same database. */
async function openPostgres(databaseUrl: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl, applicationName: 'seminary-backup' });
  try {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [APPLICATION_NAME],
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new Error('The local backend is connected to this database: stop it before a backup or restore.');
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Writes the backup to `file` (through a temporary name, so a cut-off run leaves no half file). */
export async function createBackup(location: DataLocation, file: string): Promise<Manifest> {
  const target = resolve(file);
  await mkdir(dirname(target), { recursive: true, mode: OWNER_FOLDER });
  await mkdir(location.dataDir, { recursive: true, mode: OWNER_FOLDER });
  const staging = await mkdtemp(join(location.dataDir, '.backup-'));
  try {
    await mkdir(join(staging, 'database'));
    let objects: StoredObject[];
    if (location.databaseUrl) {
      const db = await openPostgres(location.databaseUrl);
      try {
        objects = await storedObjects(db);
        await stageFiles(storageDir(location.dataDir), objects, staging);
        await run('pg_dump', ['--format=custom', `--file=${join(staging, POSTGRES_DUMP)}`, location.databaseUrl]);
      } finally {
        await db.close();
      }
    } else {
      const db = await openEmbeddedDatabase(pgliteDir(location.dataDir));
      try {
        objects = await storedObjects(db);
        await stageFiles(storageDir(location.dataDir), objects, staging);
        await writeFile(join(staging, PGLITE_DUMP), Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: location.databaseUrl ? 'postgres' : 'pglite',
      objects: objects.length,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    // Made owner-only before tar writes into it: tar keeps an existing file's mode.
    const handle = await open(partial, 'w', OWNER_FILE);
    try {
      await handle.chmod(OWNER_FILE);
    } finally {
      await handle.close();
    }
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      'manifest.json',
      'database',
      ...(objects.length ? ['storage'] : []),
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function isEmptyFolder(path: string) {
  return !existsSync(path) || (await readdir(path)).length === 0;
}

async function readManifest(unpacked: string): Promise<Manifest> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error('Not a backup file: it has no readable manifest.json');
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`Not a backup this version can restore (format ${manifest.format} ${manifest.version})`);
  }
  return manifest as Manifest;
}

async function restoreStorage(unpacked: string, dataDir: string) {
  const target = storageDir(dataDir);
  await rm(target, { recursive: true, force: true });
  const files = join(unpacked, 'storage');
  if (existsSync(files)) {
    // tar gave the files the archive's modes less the umask.
    makeOwnerOnly(files);
    await rename(files, target);
  } else {
    await mkdir(target, { recursive: true, mode: OWNER_FOLDER });
  }
}

/** Refuses, before anything is unpacked, an archive holding anything but files and folders inside it. */
async function checkEntries(file: string) {
  try {
    await plainEntriesOfFile(file);
  } catch (error) {
    if (!(error instanceof UnsafeArchiveError)) throw error;
    throw new Error(
      `Refused: ${error.message}. A backup holds only files and folders, so this file was altered or is not a backup; nothing was restored.`,
    );
  }
}

export interface RestoreOptions {
  /** Replace a data folder that is not empty (never one a running server holds). */
  force?: boolean;
}

/** Brings a backup back into an empty data folder (and, for PostgreSQL, an empty database). */
/** The migration versions a backup's database records. */
async function backupMigrationVersions(unpacked: string, postgres: boolean): Promise<string[]> {
  if (postgres) {
    const { stdout } = await run(
      'pg_restore',
      [
        '--data-only',
        '--schema=supabase_migrations',
        '--table=schema_migrations',
        '-f',
        '-',
        join(unpacked, POSTGRES_DUMP),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const copy = stdout.split('\n');
    const start = copy.findIndex((line) => line.startsWith('COPY supabase_migrations.schema_migrations'));
    if (start === -1) return [];
    const end = copy.indexOf('\\.', start);
    return copy.slice(start + 1, end === -1 ? undefined : end).map((line) => line.split('\t')[0] ?? '');
  }
  const db = await openEmbeddedDatabase(join(unpacked, 'migrations-check'), {
    loadDataDir: new Blob([await readFile(join(unpacked, PGLITE_DUMP))]),
  });
  try {
    const { rows } = await db.query<{ version: string }>(
      `select version from supabase_migrations.schema_migrations order by version`,
    );
    return rows.map((row) => row.version);
  } finally {
    await db.close();
  }
}

/**
 * A backup made before supabase/migrations restarted from its baseline records migrations this
 * checkout does not have: restored, `npm start` would refuse it, so it is refused here, before
 * anything is replaced.
 */
async function refuseUnknownMigrationHistory(unpacked: string, postgres: boolean): Promise<void> {
  const held = new Set(
    readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.split('_')[0]),
  );
  const unknown = (await backupMigrationVersions(unpacked, postgres)).filter((version) => !held.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `this backup's database was made by migrations this checkout no longer has (${unknown[0]} and ${unknown.length - 1} more; the history restarted from a baseline): restore it with a checkout from before the baseline, into a fresh folder`,
    );
  }
}

export async function restoreBackup(file: string, location: DataLocation, options: RestoreOptions = {}) {
  await checkEntries(resolve(file));
  await mkdir(location.dataDir, { recursive: true, mode: OWNER_FOLDER });
  await chmod(location.dataDir, OWNER_FOLDER);
  const unpacked = await mkdtemp(join(location.dataDir, '.restore-'));
  try {
    try {
      await run('tar', ['-xzf', resolve(file), '-C', unpacked]);
    } catch (error) {
      throw new Error(
        `Not a backup file: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
      );
    }
    const manifest = await readManifest(unpacked);
    await refuseUnknownMigrationHistory(unpacked, manifest.database === 'postgres');
    if ((manifest.database === 'postgres') !== Boolean(location.databaseUrl)) {
      throw new Error(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it.',
      );
    }
    if (!options.force && !(await isEmptyFolder(storageDir(location.dataDir)))) {
      throw new Error(`${storageDir(location.dataDir)} is not empty: restore into an empty folder, or pass --force`);
    }
    if (location.databaseUrl) {
      const db = await openPostgres(location.databaseUrl);
      try {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_namespace where nspname in ('auth', 'storage', 'supabase_migrations')`,
        );
        if ((rows[0]?.n ?? 0) > 0) throw new Error('The database at DATABASE_URL is not empty: restore into a new one');
      } finally {
        await db.close();
      }
      await run('pg_restore', [
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${location.databaseUrl}`,
        join(unpacked, POSTGRES_DUMP),
      ]);
    } else {
      const folder = pgliteDir(location.dataDir);
      const holder = dataDirHolder(folder);
      if (holder !== undefined) throw new Error(`${folder} is in use by process ${holder}: stop it first`);
      if (!(await isEmptyFolder(folder))) {
        if (!options.force) throw new Error(`${folder} is not empty: restore into an empty folder, or pass --force`);
        await rm(folder, { recursive: true });
      }
      const dump = new Blob([await readFile(join(unpacked, PGLITE_DUMP))]);
      const db = await openEmbeddedDatabase(folder, { loadDataDir: dump });
      await db.close();
    }
    await restoreStorage(unpacked, location.dataDir);
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
