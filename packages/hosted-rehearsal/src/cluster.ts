// A throwaway PostgreSQL 15 cluster (Debian's) laid out as a hosted Supabase project's database:
// `supabase_admin` the only superuser, `postgres` a non-superuser with hosted's attributes and
// memberships, the Data API's roles with their timeouts and safeupdate preloaded for
// authenticator, supautils' grants to postgres, pg_cron, and the platform's auth, storage, Vault
// and pg_net schemas in each database laid out. Connections use passwords over TCP, and the
// server speaks TLS, which the Supabase CLI insists on.
import { execFile } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..');
/** Vault and pg_net stand-ins (sql/stand-ins.sql), for databases that have neither. */
export const PLATFORM_STAND_INS_SQL = join(packageDir, 'sql', 'stand-ins.sql');
/** Debian's PostgreSQL 15, the version whose server headers the extensions are built against. */
const POSTGRES_BIN = process.env.HOSTED_REHEARSAL_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
/** The operating-system user PostgreSQL runs as when we are root (it refuses to run as root). */
const POSTGRES_OS_USER = 'postgres';

export type HostedRole = 'supabase_admin' | 'postgres' | 'authenticator';
/** Loopback-only passwords, the role's own name. */
const password = (role: HostedRole) => role;

export function connectionUrl(port: number, role: HostedRole, database: string): string {
  return `postgresql://${role}:${password(role)}@127.0.0.1:${port}/${database}`;
}

/** The tables supautils lets postgres manage policies on, and drop its triggers from, on hosted. */
const PLATFORM_TABLES = [
  'auth.users',
  'auth.identities',
  'auth.sessions',
  'auth.refresh_tokens',
  'auth.one_time_tokens',
  'storage.buckets',
  'storage.objects',
];
/** Hosted's supautils.privileged_extensions that this cluster has (Debian's contrib and pg_cron). */
const PRIVILEGED_EXTENSIONS = ['pg_cron', 'pgcrypto', 'uuid-ossp', 'pg_trgm', 'citext', 'unaccent'];

export interface HostedCluster {
  /** The port its databases are reached on (connectionUrl, sqlAsSuperuser). */
  port: number;
  /** Lays out a new database as hosted's `postgres` database is before any migration. */
  createProjectDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export type Availability = { available: true } | { available: false; reason: string };

/** What the rehearsal needs from the machine, and the apt-get line that brings what is missing. */
export function hostedRehearsalAvailability(): Availability {
  const missing: string[] = [];
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) missing.push('postgresql-15');
  if (!existsSync(join(POSTGRES_BIN, 'pg_config')) || !existsSync('/usr/include/postgresql/15/server/postgres.h')) {
    missing.push('postgresql-server-dev-15');
  }
  if (!existsSync('/usr/share/postgresql/15/extension/pg_cron.control')) missing.push('postgresql-15-cron');
  if (missing.length > 0) {
    return { available: false, reason: `the hosted rehearsal needs: apt-get install ${missing.join(' ')}` };
  }
  return { available: true };
}

/** Runs SQL as supabase_admin in a database of the cluster on port. */
export async function sqlAsSuperuser<T extends pg.QueryResultRow = Record<string, unknown>>(
  port: number,
  database: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'supabase_admin', database) });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A file of sql/, with each `\\ir FILE` line (psql's include, relative to sql/) replaced by FILE. */
const sqlFile = (file: string) =>
  readFileSync(join(packageDir, 'sql', file), 'utf8').replace(/^\\ir (.+)$/gm, (_line, included: string) =>
    readFileSync(join(packageDir, 'sql', included), 'utf8'),
  );

const platformSql = () => ['platform.sql', 'stand-ins.sql'].map(sqlFile).join('\n');

/** A new database owned by postgres, laid out as hosted's `postgres` database is before any migration. */
export async function createProjectDatabase(port: number, name: string): Promise<void> {
  await sqlAsSuperuser(port, 'postgres', `create database ${pg.escapeIdentifier(name)} owner postgres`);
  await sqlAsSuperuser(port, name, platformSql());
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

const isRoot = () => userInfo().uid === 0;

async function postgresOsUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', POSTGRES_OS_USER]), run('id', ['-g', POSTGRES_OS_USER])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function runPostgresBinary(binary: string, args: string[]): Promise<void> {
  const command = join(POSTGRES_BIN, binary);
  if (isRoot()) await run('runuser', ['-u', POSTGRES_OS_USER, '--', command, ...args]);
  else await run(command, args);
}

/** Builds safeupdate and supautils_rehearsal with PGXS into dir; returns the folder of the .so files. */
async function buildExtensions(dir: string): Promise<string> {
  const build = join(dir, 'extensions');
  cpSync(join(packageDir, 'extensions'), build, { recursive: true });
  await run('make', ['-s', '-C', build, `PG_CONFIG=${join(POSTGRES_BIN, 'pg_config')}`]);
  return build;
}

function quoted(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export async function startHostedCluster(): Promise<HostedCluster> {
  const availability = hostedRehearsalAvailability();
  if (!availability.available) throw new Error(availability.reason);
  const dir = mkdtempSync(join(tmpdir(), 'hosted-rehearsal-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  try {
    const extensions = await buildExtensions(dir);
    // The server reads these itself, as the postgres account when we are root, which may not enter
    // the checkout (a clone in a 0700 folder, as mktemp makes): the cluster's own folder it may.
    const extensionScripts = join(dir, 'extension-scripts');
    cpSync(join(packageDir, 'extension-scripts'), extensionScripts, { recursive: true });
    const passwordFile = join(dir, 'superuser-password');
    appendFileSync(passwordFile, password('supabase_admin'));
    const owner = isRoot() ? await postgresOsUser() : undefined;
    if (owner) await run('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
    await runPostgresBinary('initdb', [
      '-D',
      data,
      '-U',
      'supabase_admin',
      '--pwfile',
      passwordFile,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const key = join(data, 'server.key');
    const certificate = join(data, 'server.crt');
    await run('openssl', [
      'req',
      ...['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-keyout', key, '-out', certificate],
    ]);
    chmodSync(key, 0o600);
    if (owner) {
      chownSync(key, owner.uid, owner.gid);
      chownSync(certificate, owner.uid, owner.gid);
    }
    const settings: Record<string, string> = {
      port: String(port),
      listen_addresses: '127.0.0.1',
      unix_socket_directories: dir,
      max_connections: '300',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      ssl: 'on',
      ssl_cert_file: certificate,
      ssl_key_file: key,
      shared_preload_libraries: `${join(extensions, 'supautils_rehearsal')},pg_cron`,
      'cron.database_name': 'postgres',
      'supautils.privileged_role': 'postgres',
      'supautils.policy_grants': PLATFORM_TABLES.join(','),
      'supautils.drop_trigger_grants': PLATFORM_TABLES.join(','),
      'supautils.privileged_extensions': PRIVILEGED_EXTENSIONS.map((name) => `"${name}"`).join(','),
      'supautils.extension_custom_scripts_path': extensionScripts,
    };
    appendFileSync(
      join(data, 'postgresql.conf'),
      `\n${Object.entries(settings)
        .map(([name, value]) => `${name} = ${quoted(value)}`)
        .join('\n')}\n`,
    );
    await runPostgresBinary('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', 'start']);
    started = true;

    const sql = (database: string, text: string) => sqlAsSuperuser(port, database, text);
    await sql('postgres', readFileSync(join(packageDir, 'sql', 'roles.sql'), 'utf8'));
    // A role's session_preload_libraries is loaded at its login: every Data API connection.
    await sql(
      'postgres',
      `alter role authenticator set session_preload_libraries = ${quoted(join(extensions, 'safeupdate'))}`,
    );
    await sql('postgres', 'alter database postgres owner to postgres');
    await sql('postgres', platformSql());

    return {
      port,
      createProjectDatabase: (name) => createProjectDatabase(port, name),
      async stop() {
        await runPostgresBinary('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        remove();
      },
    };
  } catch (error) {
    if (started)
      await runPostgresBinary('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
    remove();
    throw new Error(`${(error as Error).message}${log ? `\n${log}` : ''}`, { cause: error });
  }
}
