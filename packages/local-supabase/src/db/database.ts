import { fsyncSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';
import { makeOwnerOnly, OWNER_FILE, OWNER_FOLDER } from '../owner-only.ts';

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
export const SEARCH_PATH = 'set search_path to "$user", public, extensions';
/** The same, as a startup parameter: set before the connection's first query, with no query of its own. */
const SEARCH_PATH_OPTION = '-c search_path=$user,public,extensions';

/** PostgreSQL connections the backend keeps for requests (`DB_POOL_SIZE`), as PostgREST's db-pool. */
export const DEFAULT_POOL_SIZE = 10;

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

  /** The data folder as PGlite's own tarball (what `loadDataDir` takes back), gzipped unless asked not to be. */
  dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    return this.pg.dumpDataDir(compression);
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

/**
 * One connection's queries, one at a time: a caller that starts several at once (Promise.all)
 * has them queued in order, instead of the pg driver's deprecated concurrent query() on one client.
 */
function serialQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  let last: Promise<unknown> = Promise.resolve();
  const queued = <R>(run: () => Promise<R>): Promise<R> => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    query<R>(sql: string, params: unknown[] = []) {
      return queued(async () => {
        const result = await client.query(sql, params);
        return {
          rows: result.rows as R[],
          affectedRows: result.rowCount ?? 0,
          fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      });
    },
    exec(sql: string) {
      return queued(async () => {
        await client.query(sql);
      });
    },
  };
}

type NotificationHandler = (payload: string) => void;

/**
 * LISTEN on a connection of its own, outside the request pool (as PostgREST's listener): it is
 * held for the server's life and reconnects, listening again, when the connection drops.
 */
class NotificationListener {
  private readonly config: pg.ClientConfig;
  private readonly log: (line: string) => void;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: Promise<pg.Client> | null = null;
  private current: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(config: pg.ClientConfig, log: (line: string) => void) {
    this.config = config;
    this.log = log;
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client(this.config);
    this.current = client;
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection closed')));
    const connecting = (async () => {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return client;
    })();
    connecting.catch((error: Error) => this.lost(client, error));
    this.client = connecting;
    return connecting;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.closed || client !== this.current) return;
    this.current = null;
    this.client = null;
    client.end().catch(() => undefined);
    this.log(`database: notification listener lost its connection (${error.message}); reconnecting`);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (!this.closed && !this.client) this.connect().catch(() => undefined);
    }, 1000);
  }

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    const first = !this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    const client = await this.connect();
    if (first) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.closed) return;
      this.handlers.delete(channel);
      await this.client?.then((c) => c.query(`unlisten ${pg.escapeIdentifier(channel)}`)).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.then((c) => c.end()).catch(() => undefined);
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly listener: NotificationListener;
  constructor(pool: pg.Pool, listener: NotificationListener) {
    this.pool = pool;
    this.listener = listener;
  }

  query<T>(sql: string, params: unknown[] = []) {
    return serialQueryable(this.pool).query<T>(sql, params);
  }

  exec(sql: string) {
    return serialQueryable(this.pool).exec(sql);
  }

  /** One pooled client for the whole transaction, back to the pool when it ends. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn(serialQueryable(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  listen(channel: string, onPayload: (payload: string) => void) {
    return this.listener.listen(channel, onPayload);
  }

  async close() {
    await this.listener.close();
    await this.pool.end();
  }
}

const INT8_OID = 20;

/** PGlite's reading of bigint: a number when it is exact as one, else a BigInt. */
function parseBigint(text: string): number | bigint {
  const value = BigInt(text);
  return value >= Number.MIN_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER ? Number(value) : value;
}

/**
 * The pg driver reads bigint as a string, PGlite as a number: the same row must read the same on
 * both databases, so the pool reads bigint as PGlite does.
 */
const PGLITE_COMPATIBLE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export interface OpenOptions {
  /** PGlite data folder. */
  dataDir?: string;
  databaseUrl?: string;
  /** How PostgreSQL lists the connections; tools name themselves apart from the backend. */
  applicationName?: string;
  /** Connections kept for requests; defaults to `DB_POOL_SIZE`, else DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /** Where connection trouble is reported. */
  log?: (line: string) => void;
}

/** The pool size asked for, from the option or `DB_POOL_SIZE`. */
export function poolSizeOf(option: number | undefined, environment = process.env.DB_POOL_SIZE): number {
  const size = option ?? (environment ? Number(environment) : DEFAULT_POOL_SIZE);
  if (!Number.isSafeInteger(size) || size < 1) {
    throw new Error(`The database pool size must be a whole number of at least 1 (DB_POOL_SIZE), not ${size}`);
  }
  return size;
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
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: OWNER_FILE });
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

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresMod = Parameters<NonNullable<Extract<EmscriptenOptions['preRun'], unknown[]>>[number]>[0];

/** The parts of Emscripten's NODEFS patched below. */
interface EmscriptenNodeFS {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
  doSetAttr: (arg: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
}

/** Group and other permission bits, which no file of the database may have. */
const NOT_OWNER_BITS = 0o077;

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no fsync: every
 * write reaches the operating system before the statement returns, so a killed process loses
 * nothing, but nothing forces it onto the disk, so a power cut could lose acknowledged commits
 * or tear pages. Here NODEFS's fsync calls the real one and PostgreSQL runs with fsync on,
 * flushing the WAL with fsync (its fdatasync is a no-op in Emscripten) before a commit returns.
 *
 * NODEFS also creates files with the modes PostgreSQL or the data folder's tarball ask and
 * chmods them to 0666 for nearly all, whatever the umask: here every mode it sets loses its
 * group and other bits, so the database's files stay owner-only.
 */
class DurableNodeFS extends NodeFS {
  override async init(pglite: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pglite, opts);
    const patchNodeFS = (mod: PostgresMod) => {
      const nodefs = (mod as unknown as { NODEFS: EmscriptenNodeFS }).NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
      const mknod = nodefs.node_ops.mknod;
      nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~NOT_OWNER_BITS, dev);
      const doSetAttr = nodefs.doSetAttr;
      nodefs.doSetAttr = (arg, node, attr, ...rest) =>
        doSetAttr(arg, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~NOT_OWNER_BITS }, ...rest);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), patchNodeFS] } };
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

/**
 * PGlite on a data folder, locked to this process, written durably and owner-only: folders it
 * makes (the data folder's parents too) are 0700, and files an older version or a restore left
 * with other modes are set right before the database opens.
 */
export async function openEmbeddedDatabase(dataDir: string, options: EmbeddedOptions = {}): Promise<PGliteDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_FOLDER });
  const unlock = lockDataDir(dataDir);
  try {
    makeOwnerOnly(dataDir);
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
    const log = options.log ?? (() => undefined);
    const config = {
      connectionString: options.databaseUrl,
      application_name: options.applicationName ?? APPLICATION_NAME,
      options: SEARCH_PATH_OPTION,
      types: PGLITE_COMPATIBLE_TYPES,
    };
    const pool = new pg.Pool({ ...config, max: poolSizeOf(options.poolSize) });
    // An idle client whose connection drops is discarded by the pool; the next request gets a new one.
    pool.on('error', (error) => log(`database: an idle connection failed: ${error.message}`));
    return new PostgresDatabase(pool, new NotificationListener(config, log));
  }
  if (options.dataDir) return openEmbeddedDatabase(options.dataDir);
  throw new Error('A database needs a URL or a data folder; an in-memory one starts from a snapshot (snapshot.ts)');
}
