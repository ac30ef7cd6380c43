// `sudo node scripts/bootstrap.mjs server:setup [--name seminary] [--cluster 15/main] [--settings-file FILE]`:
// PostgreSQL from Debian for a school's own server. A statement there can be cancelled, so one
// visitor's costly query ends at anon's statement_timeout instead of holding every other request,
// as it would on the embedded database. Installs the `postgresql` package when it is missing,
// starts a cluster, makes a login role and a database for the school, and writes DATABASE_URL and
// a random JWT_SECRET (the school's own, so no publicly known key opens its API) to a root-only
// environment file for the systemd unit it prints. Running it again keeps the password, the
// secret, the role and the database (and recreates a database that was dropped, empty).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiKeysFor, jwtSecretProblem } from '../../packages/local-supabase/src/keys.ts';

const repoRoot = join(import.meta.dirname, '..', '..');

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'seminary' },
    cluster: { type: 'string' },
    'settings-file': { type: 'string', default: '/etc/seminary/seminary.env' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(
    'Usage: sudo node scripts/bootstrap.mjs server:setup [--name seminary] [--cluster VERSION/NAME] [--settings-file /etc/seminary/seminary.env]\n',
  );
  process.exit(0);
}
const name = values.name;
const envFile = values['settings-file'];

function say(line: string) {
  process.stdout.write(`[server:setup] ${line}\n`);
}

function fail(line: string): never {
  process.stderr.write(`[server:setup] ${line}\n`);
  process.exit(1);
}

function run(command: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    input: options.input ?? '',
    env: { ...process.env, ...options.env },
  });
  if (result.error) fail(`${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args[0] ?? ''} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}

function have(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`--name must be a plain lower-case identifier, not '${name}'`);
if (process.getuid?.() !== 0) fail('it installs packages and writes under /etc: run it as root (sudo)');

/** Installed PostgreSQL server versions, newest first (a client alone has no `postgres`). */
function serverVersions(): string[] {
  const dir = '/usr/lib/postgresql';
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(dir, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
}

if (serverVersions().length === 0) {
  if (!have('apt-get')) fail('no PostgreSQL and no apt-get: install PostgreSQL, then set DATABASE_URL by hand');
  say("installing Debian's postgresql");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env });
}

interface Cluster {
  version: string;
  name: string;
  port: number;
  online: boolean;
}

function clusters(): Cluster[] {
  return run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [version = '', clusterName = '', port = '', status = ''] = line.trim().split(/\s+/);
      return { version, name: clusterName, port: Number(port), online: status.startsWith('online') };
    });
}

/** The one asked for, else the newest version's `main`, else the newest of any name. */
function chooseCluster(): Cluster | undefined {
  const all = clusters().sort((a, b) => Number(b.version) - Number(a.version));
  if (values.cluster) return all.find((c) => `${c.version}/${c.name}` === values.cluster);
  return all.find((c) => c.name === 'main') ?? all[0];
}

let cluster = chooseCluster();
if (!cluster) {
  const [version, clusterName] = values.cluster?.split('/') ?? [serverVersions()[0], 'main'];
  if (!version || !clusterName) fail(`--cluster must be VERSION/NAME, not '${values.cluster}'`);
  say(`creating the PostgreSQL cluster ${version}/${clusterName}`);
  run('pg_createcluster', [version, clusterName]);
  cluster = chooseCluster() ?? fail(`pg_createcluster made no cluster ${version}/${clusterName}`);
}
if (!cluster.online) {
  say(`starting the PostgreSQL cluster ${cluster.version}/${cluster.name} (port ${cluster.port})`);
  run('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
}

/** The settings already in the environment file, so a second run keeps its password and the admin's own lines. */
function readEnvFile(): Map<string, string> {
  const settings = new Map<string, string>();
  if (!existsSync(envFile)) return settings;
  for (const line of readFileSync(envFile, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) settings.set(match[1], match[2] ?? '');
  }
  return settings;
}

const settings = readEnvFile();
const previous = settings.get('DATABASE_URL');
const previousUrl = previous && URL.canParse(previous) ? new URL(previous) : undefined;
const password =
  previousUrl?.username === name && previousUrl.password
    ? decodeURIComponent(previousUrl.password)
    : randomBytes(24).toString('hex');

// The backend's bootstrap (packages/local-supabase/src/db/bootstrap.sql) creates the API roles,
// sets their statement timeouts and makes authenticator a member of them, on every start. Only a
// superuser may create service_role (it bypasses row-level security), and each request must be
// able to SET ROLE to anon, authenticated or service_role, so those three are made here and
// granted to the school's role with ADMIN OPTION (which PostgreSQL 16 and newer also ask before
// it may alter them or grant them on). CREATEROLE covers the rest of the bootstrap: authenticator
// and the storage and auth admin roles, and the roles' settings, except the two PostgREST
// settings the backend keeps on authenticator (config.toml's exposed schemas): a custom setting
// on a role needs a superuser or a grant for that name. Owning its database, the role creates the
// schemas and the trusted extensions (pgcrypto, uuid-ossp) itself. It is no superuser, so nothing
// the API runs can become one.
const sql = `\\set name ${name}
\\set password ${password}
select format('create role %I login', :'name') where not exists (select from pg_roles where rolname = :'name') \\gexec
alter role :"name" with login createrole nosuperuser nocreatedb password :'password';
select format('create database %I owner %I', :'name', :'name')
 where not exists (select from pg_database where datname = :'name') \\gexec
select format('create role %I nologin noinherit', role)
  from unnest(array['anon', 'authenticated']) as role
 where not exists (select from pg_roles where rolname = role) \\gexec
select 'create role service_role nologin noinherit bypassrls'
 where not exists (select from pg_roles where rolname = 'service_role') \\gexec
grant anon, authenticated, service_role to :"name" with admin option;
grant set on parameter pgrst.db_schemas, pgrst.db_extra_search_path to :"name";
`;
// The password goes on standard input, never on a command line that `ps` shows.
run(
  'runuser',
  [
    '-u',
    'postgres',
    '--',
    'psql',
    '--cluster',
    `${cluster.version}/${cluster.name}`,
    '-d',
    'postgres',
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-f',
    '-',
  ],
  { input: sql },
);

const databaseUrl = `postgres://${name}:${password}@127.0.0.1:${cluster.port}/${name}`;
// Through the same door the backend will use: TCP with the password, as pg_hba.conf allows it.
const whoAmI = run(
  'psql',
  ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', name, '-d', name, '-X', '-tA', '-c', 'select current_user'],
  { env: { PGPASSWORD: password } },
).trim();
if (whoAmI !== name) fail(`connected as '${whoAmI}', not '${name}'`);

settings.set('DATABASE_URL', databaseUrl);
// A new secret would change the keys the built site and admin carry: one already there is kept.
const previousSecret = settings.get('JWT_SECRET');
if (previousSecret !== undefined) {
  const problem = jwtSecretProblem(previousSecret);
  if (problem) fail(`${problem}: fix or remove that line in ${envFile}`);
} else {
  settings.set('JWT_SECRET', randomBytes(48).toString('base64url'));
}
const { anonKey } = await apiKeysFor(settings.get('JWT_SECRET'));
mkdirSync(dirname(envFile), { recursive: true, mode: 0o700 });
const partial = `${envFile}.partial`;
writeFileSync(partial, [...settings].map(([key, value]) => `${key}=${value}\n`).join(''), { mode: 0o600 });
renameSync(partial, envFile);

const owner = run('id', ['-nu', String(statSync(repoRoot).uid)]).trim();
const serviceUser = owner === 'root' ? name : owner;
say(`PostgreSQL ${cluster.version}/${cluster.name} on port ${cluster.port}: role and database '${name}' ready`);
say(
  `DATABASE_URL written to ${envFile} (root only, mode 0600), ${previousUrl?.username === name ? 'its password kept' : 'with a new random password'}`,
);
say(
  `JWT_SECRET ${previousSecret === undefined ? 'written there, new and random' : 'kept'}; the API's anon key (public):`,
);
process.stdout.write(`${anonKey}\n`);
process.stdout.write(`
Install the service as /etc/systemd/system/seminary.service${owner === 'root' ? ` (create the user '${serviceUser}' and give it ${repoRoot} first)` : ''}:

[Unit]
Description=Seminary site, admin and API
After=network-online.target postgresql.service
Wants=network-online.target postgresql.service

[Service]
User=${serviceUser}
WorkingDirectory=${repoRoot}
EnvironmentFile=${envFile}
ExecStart=/usr/bin/env npm start
Restart=on-failure

[Install]
WantedBy=multi-user.target

then: systemctl daemon-reload && systemctl enable --now seminary
and make the first admin in the service's own environment (its key comes from JWT_SECRET, never shown):

systemd-run --quiet --wait --pipe --uid=${serviceUser} -p EnvironmentFile=${envFile} -p WorkingDirectory=${repoRoot} /usr/bin/env npm run admin:create -- EMAIL
`);
