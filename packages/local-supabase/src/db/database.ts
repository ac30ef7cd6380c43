import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
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

class PGliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly pg: PGlite;
  constructor(pglite: PGlite) {
    this.pg = pglite;
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
    await this.pg.close();
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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('connect', (client) => {
      client.query(SEARCH_PATH).catch(() => undefined);
    });
    return new PostgresDatabase(pool);
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pgcrypto, uuid_ossp },
  });
  const db = new PGliteDatabase(pglite);
  // PGlite is a single session, so a session-level search path holds for every request.
  await db.exec(SEARCH_PATH);
  return db;
}
