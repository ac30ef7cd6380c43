import { fsyncSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT, UPDATE or DELETE. */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

/** What a request handler may do inside its transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements at once, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; the returned function unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Hosted Supabase puts extensions in their own schema and keeps it on the search path. */
const SEARCH_PATH = 'set search_path to "$user", public, extensions';

/** The name the backend's connections carry, so `npm run backup` can tell it is running. */
export const APPLICATION_NAME = 'local-supabase';

export class PGliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly pg: PGlite;
  private readonly unlock: () => void;
  constructor(pglite: PGlite, unlock: () => void = () => undefined) {
    this.pg = pglite;
    this.unlock = unlock;
  }

  /** The data folder as PGlite's own gzipped tarball (what `loadDataDir` takes back). */
  dumpDataDir(): Promise<Blob> {
    return this.pg.dumpDataDir('gzip');
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    const result = await this.pg.query<T>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      fn({
        async query<R>(sql: string, params: unknown[] = []) {
          const result = await tx.query<R>(sql, params);
          return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
        },
        async exec(sql: string) {
          await tx.exec(sql);
        },
      }),
    );
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    const unsubscribe = await this.pg.listen(channel, onPayload);
    return async () => unsubscribe();
  }

  async close() {
    try {
      await this.pg.close();
    } finally {
      this.unlock();
    }
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  private static wrap(client: pg.Pool | pg.PoolClient): Queryable {
    return {
      async query<R>(sql: string, params: unknown[] = []) {
        const result = await client.query(sql, params);
        return {
          rows: result.rows as R[],
          affectedRows: result.rowCount ?? 0,
          fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
  }

  query<T>(sql: string, params: unknown[] = []) {
    return PostgresDatabase.wrap(this.pool).query<T>(sql, params);
  }

  exec(sql: string) {
    return PostgresDatabase.wrap(this.pool).exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn(PostgresDatabase.wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    const client = await this.pool.connect();
    const handler = (message: pg.Notification) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    };
    client.on('notification', handler);
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      client.off('notification', handler);
      await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      client.release();
    };
  }

  async close() {
    await this.pool.end();
  }
}

export interface OpenOptions {
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  databaseUrl?: string;
  /** How PostgreSQL lists the connections; tools name themselves apart from the backend. */
  applicationName?: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}: stop it first (if no such server runs, delete ${lockFileOf(dataDir)}).`,
    );
  }
}

function lockFileOf(dataDir: string) {
  return `${dataDir}.pid`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time on a data folder: two PostgreSQL instances writing the same files
 * corrupt them, and PGlite's own postmaster.pid names no real process. A lock left by a killed
 * process names a dead one and is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = dataDirHolder(dataDir);
    if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
    rmSync(lockFile, { force: true });
  }
}

/** The live process that has the data folder open, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && isRunning(holder) ? holder : undefined;
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no fsync: every
 * write reaches the operating system before the statement returns, so a killed process loses
 * nothing, but nothing forces it onto the disk, so a power cut could lose acknowledged commits
 * or tear pages. Here NODEFS's fsync calls the real one and PostgreSQL runs with fsync on,
 * flushing the WAL with fsync (its fdatasync is a no-op in Emscripten) before a commit returns.
 */
type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresMod = Parameters<NonNullable<Extract<EmscriptenOptions['preRun'], unknown[]>>[number]>[0];

class DurableNodeFS extends NodeFS {
  override async init(pglite: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pglite, opts);
    const syncNodeFS = (mod: PostgresMod) => {
      const nodefs = (mod as unknown as { NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } } })
        .NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncNodeFS] } };
  }
}

const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

export interface EmbeddedOptions {
  /** A tarball from `dumpDataDir()` to unpack into the (empty) folder first. */
  loadDataDir?: Blob;
}

/** PGlite on a data folder, locked to this process and written durably. */
export async function openEmbeddedDatabase(dataDir: string, options: EmbeddedOptions = {}): Promise<PGliteDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({
      fs: new DurableNodeFS(dataDir),
      startParams: DURABLE_START_PARAMS,
      extensions: { pgcrypto, uuid_ossp },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = new PGliteDatabase(pglite, unlock);
    // PGlite is a single session, so a session-level search path holds for every request.
    await db.exec(SEARCH_PATH);
    return db;
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      application_name: options.applicationName ?? APPLICATION_NAME,
    });
    pool.on('connect', (client) => {
      client.query(SEARCH_PATH).catch(() => undefined);
    });
    return new PostgresDatabase(pool);
  }
  if (options.dataDir) return openEmbeddedDatabase(options.dataDir);
  const pglite = await PGlite.create({ extensions: { pgcrypto, uuid_ossp } });
  const db = new PGliteDatabase(pglite);
  // PGlite is a single session, so a session-level search path holds for every request.
  await db.exec(SEARCH_PATH);
  return db;
}
