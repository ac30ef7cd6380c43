import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { OWNER_FILE, OWNER_FOLDER } from '../owner-only.ts';
import { PGliteDatabase, SEARCH_PATH } from './database.ts';
import { bootstrapSql, migrate } from './migrate.ts';

// An in-memory database (tests, benchmarks, one-off builds) costs PGlite's initdb and every
// migration, about 5 s of a core, and the test suite starts a few hundred of them. The
// bootstrapped and migrated database is the same each time for the same SQL, so the first
// server makes it and keeps PGlite's data-folder tarball on disk, and every later one, in any
// process, unpacks that in about a second. Only the platform bootstrap and the migration files
// go in: extra SQL, the safeupdate guard and the seed (whose URLs name the server's own port)
// are applied by migrate() on top, as on a database that `npm start` opens again.

/**
 * Where the tarballs are kept, uncompressed (unpacking skips gunzip); a content hash names each,
 * so a changed migration makes a new one.
 */
export const SNAPSHOT_DIR = join(tmpdir(), 'local-supabase-snapshots');

/** Tarballs not used for this long are removed when a new one is written. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** PGlite's own package.json (its exports do not list it): a new PGlite may not read an older tarball. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What the snapshot is made of: PGlite's version, the bootstrap and each migration file, by name and content. */
export function snapshotKey(migrationsDir: string | undefined): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`).update(bootstrapSql);
  if (migrationsDir && existsSync(migrationsDir)) {
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      hash.update(`\0${file}\0`).update(readFileSync(join(migrationsDir, file)));
    }
  }
  return hash.digest('hex').slice(0, 32);
}

const made = new Map<string, Promise<Blob>>();

async function makeSnapshot(migrationsDir: string | undefined, file: string): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: { pgcrypto, uuid_ossp } });
  const db = new PGliteDatabase(pglite);
  try {
    await db.exec(SEARCH_PATH);
    await migrate(db, { migrationsDir, log: () => undefined });
    const tarball = await db.dumpDataDir('none');
    // Written beside its final name and renamed: a process reading it never sees half a file,
    // and two processes making the same one at once each rename a whole copy.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: OWNER_FILE });
    renameSync(partial, file);
    removeUnused(file);
    return tarball;
  } finally {
    await db.close();
  }
}

function removeUnused(kept: string): void {
  const now = Date.now();
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const path = join(SNAPSHOT_DIR, name);
    if (path === kept) continue;
    try {
      if (now - statSync(path).atimeMs > UNUSED_FOR_MS) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/** The tarball of a database with the bootstrap and these migrations applied, made once per content. */
export function migratedSnapshot(migrationsDir: string | undefined): Promise<Blob> {
  const key = snapshotKey(migrationsDir);
  let snapshot = made.get(key);
  if (!snapshot) {
    mkdirSync(SNAPSHOT_DIR, { recursive: true, mode: OWNER_FOLDER });
    const file = join(SNAPSHOT_DIR, `${key}.tar`);
    snapshot = existsSync(file) ? Promise.resolve(new Blob([readFileSync(file)])) : makeSnapshot(migrationsDir, file);
    made.set(key, snapshot);
    snapshot.catch(() => made.delete(key));
  }
  return snapshot;
}

/** An in-memory PGlite that starts as the snapshot of these migrations. */
export async function openMigratedMemoryDatabase(migrationsDir: string | undefined): Promise<PGliteDatabase> {
  const pglite = await PGlite.create({
    extensions: { pgcrypto, uuid_ossp },
    loadDataDir: await migratedSnapshot(migrationsDir),
  });
  const db = new PGliteDatabase(pglite);
  // PGlite is a single session, so a session-level search path holds for every request.
  await db.exec(SEARCH_PATH);
  return db;
}
