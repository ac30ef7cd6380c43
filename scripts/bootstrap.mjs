#!/usr/bin/env node
// Entry point of every root npm script. It must run on a bare machine's Node (20 or newer)
// with nothing installed, so it is plain JavaScript with no dependencies. It brings the
// project's own Node 22 and pnpm from the npm registry into .tools/ (never touching the
// system's node), installs the workspace, then runs the task under Node 22.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const NODE_RANGE = { major: 22, minor: 12 };
const NODE_PACKAGE = 'node@22';
const PNPM_VERSION = '10.34.9';

const tasks = {
  start: ['node', 'scripts/start.ts'],
  test: ['node', 'scripts/test.ts'],
  backend: ['node', 'packages/local-supabase/src/cli.ts'],
  lint: [
    ['pnpm', 'exec', 'biome', 'check', '.'],
    ['node', 'scripts/lint/migrations.ts'],
  ],
  // The packages' own checks, then the root's scripts and end-to-end tests.
  typecheck: [
    ['pnpm', '-r', '--no-bail', 'run', 'typecheck'],
    ['pnpm', 'exec', 'tsc', '-p', 'tsconfig.json'],
  ],
  'bench:backend': ['node', 'packages/local-supabase/bench/backend.ts'],
  'bench:site': ['node', 'scripts/bench/site.ts'],
  'bench:scale': ['node', 'scripts/bench/scale.ts'],
  'bench:admin': ['node', 'scripts/bench/admin.ts'],
  'bench:publish': ['node', 'scripts/bench/publish.ts'],
  'db:types': ['node', 'packages/core/scripts/generate-db-types.ts'],
  // A migration from an edit of supabase/schemas: `npm run db:diff -- NAME`.
  'db:diff': ['node', 'supabase/scripts/db-diff.ts'],
  'admin:create': ['node', 'scripts/admin-create.ts'],
  backup: ['node', 'scripts/backup/backup.ts'],
  restore: ['node', 'scripts/backup/restore.ts'],
  'server:setup': ['node', 'scripts/server/setup-postgres.ts'],
};

/** Tasks an operator runs with sudo (they install system packages and write root-only files). */
const ROOT_TASKS = new Set(['server:setup']);

function versionOk(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > NODE_RANGE.major || (major === NODE_RANGE.major && minor >= NODE_RANGE.minor);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function say(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
}

function ensureTools() {
  const localNode = join(toolsDir, 'node_modules', 'node', 'bin', 'node');
  const pnpmCli = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const useSystemNode = versionOk(process.version);
  const haveLocalNode =
    existsSync(localNode) && versionOk(spawnSync(localNode, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '');
  const wanted = [];
  if (!useSystemNode && !haveLocalNode) wanted.push(NODE_PACKAGE);
  if (!existsSync(pnpmCli)) wanted.push(`pnpm@${PNPM_VERSION}`);
  if (wanted.length > 0) {
    say(`installing ${wanted.join(' and ')} into .tools/ (the system's node stays as it is)`);
    mkdirSync(toolsDir, { recursive: true });
    // Its own package.json stops npm from walking up to the workspace root.
    writeFileSync(join(toolsDir, 'package.json'), '{"private":true}\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const status = run(
      npm,
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', toolsDir, ...wanted],
      { cwd: toolsDir },
    );
    if (status !== 0) {
      say('could not install the tools from the npm registry');
      process.exit(status);
    }
  }
  const nodeBin = useSystemNode ? process.execPath : localNode;
  return { nodeBin, pnpmCli };
}

function main() {
  const [task, ...rest] = process.argv.slice(2);
  const command = tasks[task];
  if (!command) {
    say(`unknown task '${task}'. Known: ${Object.keys(tasks).join(', ')}`);
    process.exit(2);
  }
  // Tasks run with sudo in a checkout the service's own user installed: they must not leave
  // root-owned files in .tools/ or node_modules/, which that user could then no longer update.
  const asRootInInstalledCheckout = ROOT_TASKS.has(task);
  if (asRootInInstalledCheckout && !existsSync(join(root, 'node_modules', '.modules.yaml'))) {
    say(`${task} runs in an installed checkout: run \`npm run typecheck\` once as the service's user first`);
    process.exit(1);
  }
  const { nodeBin, pnpmCli } = ensureTools();
  const shimDir = join(toolsDir, 'bin');
  const env = {
    ...process.env,
    PATH: [dirname(nodeBin), shimDir, join(root, 'node_modules', '.bin'), process.env.PATH].join(':'),
  };
  if (!asRootInInstalledCheckout) {
    mkdirSync(shimDir, { recursive: true });
    writeFileSync(join(shimDir, 'pnpm'), `#!/bin/sh\nexec "${nodeBin}" "${pnpmCli}" "$@"\n`, { mode: 0o755 });
    const installArgs = ['install', '--prefer-offline', '--reporter=append-only'];
    if (existsSync(join(root, 'pnpm-lock.yaml'))) installArgs.push('--frozen-lockfile');
    const installed = run(nodeBin, [pnpmCli, ...installArgs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (installed !== 0) {
      say('pnpm install failed');
      process.exit(installed);
    }
  }
  const steps = Array.isArray(command[0]) ? command : [command];
  let failed = 0;
  for (const [bin, ...args] of steps) {
    const executable = bin === 'node' ? nodeBin : join(shimDir, 'pnpm');
    const status = run(executable, [...args, ...rest], { env });
    if (status !== 0) failed = status;
  }
  process.exit(failed);
}

main();
