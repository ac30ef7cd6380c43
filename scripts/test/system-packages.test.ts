import { describe, expect, it } from 'vitest';
import {
  aptInstallCommand,
  chromiumPathProblem,
  missingPackages,
  planFor,
  requiredPackages,
} from '../lib/system-packages.ts';

const everyFile = new Set(requiredPackages({}).flatMap((pkg) => pkg.files));
const machineWithout =
  (...absent: string[]) =>
  (path: string) =>
    everyFile.has(path) && !absent.some((prefix) => path.startsWith(prefix));

describe('missing system packages', () => {
  it('names nothing on a machine that has every file', () => {
    expect(missingPackages({}, machineWithout())).toEqual([]);
  });

  it("names Debian's package for each missing file", () => {
    expect(missingPackages({}, machineWithout('/usr/bin/chromium', '/usr/share/fonts/truetype/noto/'))).toEqual([
      'chromium',
      'fonts-noto-core',
    ]);
    expect(missingPackages({}, machineWithout('/usr/lib/postgresql/15/bin/initdb'))).toEqual(['postgresql-15']);
    expect(missingPackages({}, machineWithout('/usr/include/'))).toEqual([
      'postgresql-server-dev-15',
      'build-essential',
    ]);
    expect(missingPackages({}, machineWithout('/usr/lib/postgresql/15/lib/pg_cron.so', '/usr/bin/openssl'))).toEqual([
      'postgresql-15-cron',
      'openssl',
    ]);
  });

  it("needs no Debian chromium with CHROMIUM_PATH, but PostgreSQL's binaries even with DATABASE_URL", () => {
    // The hosted-like cluster is always a throwaway one of the tests' own.
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome', DATABASE_URL: 'postgres://db/x' };
    expect(missingPackages(env, machineWithout('/usr/bin/chromium', '/usr/lib/postgresql/15/bin/initdb'))).toEqual([
      'postgresql-15',
    ]);
  });

  it('stops on a CHROMIUM_PATH that points nowhere', () => {
    expect(chromiumPathProblem({ CHROMIUM_PATH: '/opt/none' }, () => false)).toContain('/opt/none');
    expect(chromiumPathProblem({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBeUndefined();
    expect(chromiumPathProblem({}, () => false)).toBeUndefined();
  });
});

describe('what the preflight does', () => {
  const missing = ['chromium', 'fonts-noto-core'];

  it('runs the tests when nothing is missing, whoever runs them', () => {
    expect(planFor([], { root: false, aptGet: false })).toEqual({ kind: 'ready' });
  });

  it('installs exactly the missing packages as root with apt-get', () => {
    expect(planFor(missing, { root: true, aptGet: true })).toEqual({ kind: 'install', packages: missing });
  });

  it('names the apt-get command when not root', () => {
    const plan = planFor(missing, { root: false, aptGet: true });
    expect(plan).toEqual({ kind: 'refuse', message: expect.stringContaining(aptInstallCommand(missing, true)) });
    expect(aptInstallCommand(missing, true)).toBe(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-noto-core',
    );
  });

  it('names the packages without apt-get, even as root', () => {
    const plan = planFor(missing, { root: true, aptGet: false });
    expect(plan.kind).toBe('refuse');
    expect(plan.kind === 'refuse' && plan.message).toContain('chromium fonts-noto-core');
  });

  it('refuses a broken CHROMIUM_PATH before installing anything', () => {
    expect(planFor(missing, { root: true, aptGet: true }, 'CHROMIUM_PATH is /opt/none')).toEqual({
      kind: 'refuse',
      message: 'CHROMIUM_PATH is /opt/none',
    });
  });

  it('keeps every message on one line', () => {
    for (const can of [
      { root: false, aptGet: true },
      { root: false, aptGet: false },
    ]) {
      const plan = planFor(missing, can);
      expect(plan.kind === 'refuse' && plan.message).not.toContain('\n');
    }
  });
});
