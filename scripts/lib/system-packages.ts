// The Debian packages the test suite drives outside Node, checked before any test runs: a
// missing browser or PostgreSQL would otherwise surface as a hundred failing tests. As root with
// apt-get the missing ones are installed (what `.ci/run` relies on for a bare machine);
// otherwise one line names the command that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

export interface SystemPackage {
  /** Debian's name for it. */
  name: string;
  /** Files it installs that the suite uses; all present means installed. */
  files: string[];
}

export type Environment = Partial<Record<'CHROMIUM_PATH', string>>;

const PG = '/usr/lib/postgresql/15';

/** What the suite needs in this environment. */
export function requiredPackages(env: Environment): SystemPackage[] {
  return [
    // With CHROMIUM_PATH the browser is the caller's own; see chromiumPathProblem.
    ...(env.CHROMIUM_PATH ? [] : [{ name: 'chromium', files: ['/usr/bin/chromium'] }]),
    // Telugu pages render (and are measured) with Noto's faces, not a fallback.
    {
      name: 'fonts-noto-core',
      files: [
        '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
        '/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf',
      ],
    },
    // Throwaway clusters: for the tests on a real PostgreSQL (unless DATABASE_URL names a server),
    // and always for the hosted-like one (packages/hosted-rehearsal), so even with DATABASE_URL.
    { name: 'postgresql-15', files: [`${PG}/bin/initdb`, `${PG}/bin/pg_ctl`] },
    // The hosted-like cluster builds two small C extensions, preloads pg_cron and serves TLS.
    {
      name: 'postgresql-server-dev-15',
      files: ['/usr/include/postgresql/15/server/postgres.h', `${PG}/bin/pg_config`],
    },
    {
      name: 'postgresql-15-cron',
      files: [`${PG}/lib/pg_cron.so`, '/usr/share/postgresql/15/extension/pg_cron.control'],
    },
    { name: 'build-essential', files: ['/usr/bin/gcc', '/usr/bin/make', '/usr/include/stdio.h'] },
    { name: 'openssl', files: ['/usr/bin/openssl'] },
  ];
}

/** Names of the packages of which some file is missing. */
export function missingPackages(env: Environment, exists: (path: string) => boolean = existsSync): string[] {
  return requiredPackages(env)
    .filter((pkg) => !pkg.files.every(exists))
    .map((pkg) => pkg.name);
}

/** A CHROMIUM_PATH that points nowhere, which no package can mend. */
export function chromiumPathProblem(env: Environment, exists: (path: string) => boolean = existsSync) {
  return env.CHROMIUM_PATH && !exists(env.CHROMIUM_PATH)
    ? `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist: point it at a Chromium, or unset it to use Debian's`
    : undefined;
}

export function aptInstallCommand(packages: string[], sudo: boolean): string {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

export type Plan = { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'refuse'; message: string };

/** What to do about the missing packages: nothing, install them, or stop with one line. */
export function planFor(missing: string[], can: { root: boolean; aptGet: boolean }, problem?: string): Plan {
  if (problem) return { kind: 'refuse', message: problem };
  if (missing.length === 0) return { kind: 'ready' };
  if (can.root && can.aptGet) return { kind: 'install', packages: missing };
  if (can.aptGet) {
    return {
      kind: 'refuse',
      message: `the tests need Debian packages this machine lacks; install them first: ${aptInstallCommand(missing, true)}`,
    };
  }
  return {
    kind: 'refuse',
    message: `the tests need these Debian packages, and this machine has no apt-get: ${missing.join(' ')} (install their equivalents, or set CHROMIUM_PATH to a Chromium)`,
  };
}

function hasAptGet(): boolean {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function aptGet(args: string[]): number {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
}

function say(line: string) {
  process.stderr.write(`[preflight] ${line}\n`);
}

/** Checks, installs what is missing when it may, and answers whether the suite can run. */
export function ensureSystemPackages(env: Environment = process.env): boolean {
  const missing = missingPackages(env);
  const plan = planFor(missing, { root: userInfo().uid === 0, aptGet: hasAptGet() }, chromiumPathProblem(env));
  if (plan.kind === 'ready') return true;
  if (plan.kind === 'refuse') {
    say(plan.message);
    return false;
  }
  say(`installing the Debian packages the tests need: ${plan.packages.join(' ')}`);
  const status =
    aptGet(['update', '-qq']) || aptGet(['install', '-y', '-qq', '--no-install-recommends', ...plan.packages]);
  const still = missingPackages(env);
  if (status !== 0 || still.length > 0) {
    const failed = still.length > 0 ? still : plan.packages;
    say(`apt-get could not install ${failed.join(' ')}; try by hand: ${aptInstallCommand(failed, false)}`);
    return false;
  }
  return true;
}
