// A real PostgreSQL for tests and the benchmark: the server in DATABASE_URL, or else a throwaway
// Debian PostgreSQL cluster started here (fsync off, on a free port, removed on stop). Each
// caller gets a fresh database of its own on it, so servers never see each other's schema.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
/** Debian's PostgreSQL binaries: 15 (bookworm's) when installed, else the newest version there. */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(root, versions.includes('15') ? '15' : (versions[0] ?? '15'), 'bin');
}
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? debianPostgresBin();
/** The operating-system user PostgreSQL runs as when we are root (it refuses to run as root). */
const POSTGRES_USER = 'postgres';

export interface PostgresDatabase {
  /** A connection string to a fresh, empty database. */
  url: string;
  /** Drops the database, and stops the cluster when this module started one. */
  stop(): Promise<void>;
  /** Another fresh database on the same server, dropped by its own stop(). */
  sibling(): Promise<PostgresDatabase>;
}

export type PostgresAvailability = { available: true } | { available: false; reason: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

function isRoot(): boolean {
  return userInfo().uid === 0;
}

async function postgresUserId(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', POSTGRES_USER]), run('id', ['-g', POSTGRES_USER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Whether a real PostgreSQL can be had, and why not. */
export async function postgresAvailability(): Promise<PostgresAvailability> {
  if (process.env.DATABASE_URL) return { available: true };
  if (!existsSync(join(POSTGRES_BIN, 'initdb')) || !existsSync(join(POSTGRES_BIN, 'pg_ctl'))) {
    return {
      available: false,
      reason: `no DATABASE_URL and no PostgreSQL binaries in ${POSTGRES_BIN} (apt-get install postgresql)`,
    };
  }
  if (isRoot() && !(await postgresUserId())) {
    return { available: false, reason: `running as root and there is no '${POSTGRES_USER}' user to run PostgreSQL as` };
  }
  return { available: true };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
async function runPostgres(binary: string, args: string[]): Promise<void> {
  const command = join(POSTGRES_BIN, binary);
  if (isRoot()) await run('runuser', ['-u', POSTGRES_USER, '--', command, ...args]);
  else await run(command, args);
}

interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const owner = isRoot() ? await postgresUserId() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await runPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await runPostgres('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await runPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      remove();
    },
  };
}

async function onAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on a real PostgreSQL, or undefined (the reason printed) when none can be had.
 * The cluster started here lives until stop().
 */
export async function startPostgres(): Promise<PostgresDatabase | undefined> {
  const availability = await postgresAvailability();
  if (!availability.available) {
    process.stderr.write(`[postgres] skipped: ${availability.reason}\n`);
    return undefined;
  }
  const cluster: Cluster = process.env.DATABASE_URL
    ? { adminUrl: process.env.DATABASE_URL, stop: async () => undefined }
    : await startCluster();
  try {
    return await freshDatabase(cluster.adminUrl, cluster.stop);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function freshDatabase(adminUrl: string, afterDrop: () => Promise<void>): Promise<PostgresDatabase> {
  const name = `local_supabase_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async stop() {
      await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).catch(
        () => undefined,
      );
      await afterDrop();
    },
    sibling: () => freshDatabase(adminUrl, async () => undefined),
  };
}
