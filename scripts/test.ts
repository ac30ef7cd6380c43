// `npm test`: every layer of the suite in turn (unit and integration with Vitest, then end to
// end with Playwright when the apps have their suites), ending with one line that CI reads:
// `N passed, N failed`. First it makes sure the system packages the suite drives are installed
// (scripts/lib/system-packages.ts); `--preflight-only` stops after that check.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages } from './lib/system-packages.ts';

const preflightOnly = process.argv.includes('--preflight-only');
if (!ensureSystemPackages()) process.exit(1);
if (preflightOnly) {
  process.stderr.write('[preflight] the system packages the tests need are installed\n');
  process.exit(0);
}

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, '.data', 'test-results');
mkdirSync(resultsDir, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function runVitest(): Tally {
  const output = join(resultsDir, 'vitest.json');
  rmSync(output, { force: true });
  const status = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  ).status;
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  // A file that fails to load has no failed test of its own but must still fail the run.
  const brokenFiles = report.numFailedTests === 0 && status !== 0 ? Math.max(report.numFailedTestSuites, 1) : 0;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function runPlaywright(): Tally {
  const config = join(root, 'e2e', 'playwright.config.ts');
  if (!existsSync(config)) return { passed: 0, failed: 0, skipped: 0 };
  const output = join(resultsDir, 'playwright.json');
  rmSync(output, { force: true });
  const status = spawnSync(join(root, 'node_modules', '.bin', 'playwright'), ['test', '--config', config], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  }).status;
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const failed = report.stats.unexpected + (report.stats.unexpected === 0 && status !== 0 ? 1 : 0);
  return { passed: report.stats.expected + report.stats.flaky, failed, skipped: report.stats.skipped };
}

const tallies = [runVitest(), runPlaywright()];
const total = tallies.reduce((sum, t) => ({
  passed: sum.passed + t.passed,
  failed: sum.failed + t.failed,
  skipped: sum.skipped + t.skipped,
}));
process.stdout.write(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
);
process.exit(total.failed > 0 ? 1 : 0);
