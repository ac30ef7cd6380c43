// `npm test`: every layer of the suite in turn (unit and integration with Vitest, then end to
// end with Playwright when the apps have their suites), ending with one line that CI reads:
// `N passed, N failed`. A test that passed only on its retry counts as failed: it is named in
// the closing output as flaky. First it makes sure the system packages the suite drives are
// installed (scripts/lib/system-packages.ts); `--preflight-only` stops after that check.
// Where the time went is written to .data/test-results/timings.json, and the slowest printed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureSystemPackages } from './lib/system-packages.ts';
import { readSetupTimings, setupTimingsFile, testResultsDir } from './lib/test-timings.ts';
import { type VitestFileTiming, vitestTimingsFile } from './lib/vitest-timings-reporter.ts';

const preflightOnly = process.argv.includes('--preflight-only');
if (!ensureSystemPackages()) process.exit(1);
if (preflightOnly) {
  process.stderr.write('[preflight] the system packages the tests need are installed\n');
  process.exit(0);
}

const root = join(import.meta.dirname, '..');
mkdirSync(testResultsDir, { recursive: true });
rmSync(setupTimingsFile, { force: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed, then passed on a retry. */
  flaky: string[];
  wallMs: number;
}

interface SpecTiming {
  file: string;
  tests: number;
  /** The tests' own time, their hooks and fixtures included, retries too. */
  ms: number;
}

function runVitest(): Tally {
  const output = join(testResultsDir, 'vitest.json');
  rmSync(output, { force: true });
  rmSync(vitestTimingsFile, { force: true });
  const started = performance.now();
  const status = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/lib/vitest-timings-reporter.ts',
      `--outputFile.json=${output}`,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  ).status;
  const wallMs = performance.now() - started;
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0, flaky: [], wallMs };
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
    flaky: [],
    wallMs,
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    line: number;
    tests: { status: string; projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Each spec file's tests and time, and the tests that passed only on a retry. */
function playwrightSpecs(suites: PlaywrightSuite[]): { specs: SpecTiming[]; flaky: string[] } {
  const byFile = new Map<string, SpecTiming>();
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    const file = `e2e/${suite.file}`;
    const timing = byFile.get(file) ?? { file, tests: 0, ms: 0 };
    byFile.set(file, timing);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        timing.tests += 1;
        timing.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
        if (test.status === 'flaky') flaky.push(`${file}:${spec.line} ${spec.title}`);
      }
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of suites) walk(suite);
  return { specs: [...byFile.values()], flaky };
}

let specTimings: SpecTiming[] = [];

function runPlaywright(): Tally | undefined {
  const config = join(root, 'e2e', 'playwright.config.ts');
  if (!existsSync(config)) return undefined;
  const output = join(testResultsDir, 'playwright.json');
  rmSync(output, { force: true });
  const started = performance.now();
  const status = spawnSync(join(root, 'node_modules', '.bin', 'playwright'), ['test', '--config', config], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  }).status;
  const wallMs = performance.now() - started;
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0, flaky: [], wallMs };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    suites: PlaywrightSuite[];
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const { specs, flaky } = playwrightSpecs(report.suites);
  specTimings = specs;
  const failed = report.stats.unexpected + (report.stats.unexpected === 0 && status !== 0 ? 1 : 0);
  return {
    passed: report.stats.expected,
    failed: failed + report.stats.flaky,
    skipped: report.stats.skipped,
    flaky,
    wallMs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function writeTimings(vitest: Tally, playwright: Tally | undefined, totalMs: number): void {
  const vitestFiles: VitestFileTiming[] = existsSync(vitestTimingsFile)
    ? (JSON.parse(readFileSync(vitestTimingsFile, 'utf8')) as { files: VitestFileTiming[] }).files
    : [];
  const setup = readSetupTimings();
  const projects: Record<string, { files: number; tests: number; ms: number }> = {};
  for (const file of vitestFiles) {
    const project = projects[file.project] ?? { files: 0, tests: 0, ms: 0 };
    project.files += 1;
    project.tests += file.tests;
    project.ms += file.ms;
    projects[file.project] = project;
  }
  const timings = {
    totalMs: Math.round(totalMs),
    vitest: { wallMs: Math.round(vitest.wallMs), projects, files: vitestFiles },
    playwright: playwright ? { wallMs: Math.round(playwright.wallMs), specs: specTimings } : undefined,
    setup,
    flaky: [...vitest.flaky, ...(playwright?.flaky ?? [])],
  };
  const file = join(testResultsDir, 'timings.json');
  writeFileSync(file, `${JSON.stringify(timings, null, 2)}\n`);

  const slowest = [
    ...vitestFiles.map((f) => ({ what: `vitest ${f.project} ${f.file} (${f.tests} tests)`, ms: f.ms })),
    ...specTimings.map((s) => ({ what: `playwright ${s.file} (${s.tests} tests)`, ms: s.ms })),
    ...setup.map((s) => ({ what: `${s.layer} setup: ${s.step}`, ms: s.ms })),
  ]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  const lines = [
    '',
    `Where the time went (${relative(root, file)}): Vitest ${seconds(vitest.wallMs)}` +
      (playwright ? `, Playwright ${seconds(playwright.wallMs)}` : '') +
      `, in all ${seconds(totalMs)}. The ten slowest:`,
    ...slowest.map((s) => `  ${seconds(s.ms).padStart(8)}  ${s.what}`),
  ];
  if (timings.flaky.length > 0) {
    lines.push(`Flaky, counted as failed (passed only on a retry): ${timings.flaky.length}`);
    lines.push(...timings.flaky.map((name) => `  ${name}`));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

const started = performance.now();
const vitest = runVitest();
const playwright = runPlaywright();
writeTimings(vitest, playwright, performance.now() - started);
const tallies = [vitest, ...(playwright ? [playwright] : [])];
const total = {
  passed: tallies.reduce((sum, t) => sum + t.passed, 0),
  failed: tallies.reduce((sum, t) => sum + t.failed, 0),
  skipped: tallies.reduce((sum, t) => sum + t.skipped, 0),
};
process.stdout.write(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
);
process.exit(total.failed > 0 ? 1 : 0);
