import { defineConfig, devices } from '@playwright/test';
import { playwrightWorkers } from '../scripts/lib/test-workers.ts';

/** Debian's Chromium (no browser download is possible here); CHROMIUM_PATH overrides. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The spec files that share the publishing stack (publishing/stack.ts), in one worker. */
const publishingSpecs = 'publishing/**/*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // A hung test ends here, not a slow one: beside other work at a load of 10 to 15 on 2 cores
  // the slowest ordinary test took 50 s and the slowest single wait (a save's answer) over 10 s
  // (timings.json), so twice that. A test that builds or waits for a schedule sets its own.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: playwrightWorkers(),
  // A retry tells a flaky test from a broken one (scripts/test.ts counts either as failed) and
  // records the trace of a failure.
  retries: 1,
  reporter: [['list'], ['json']],
  outputDir: '../.data/test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    // Only a retry is traced: tracing every test (its screencast and snapshots) took a quarter
    // of the admin specs' CPU time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Its files rebuild the site on one stack of their own, one file after another.
    { name: 'publishing', testMatch: publishingSpecs, workers: 1 },
    { name: 'site-and-admin', testIgnore: publishingSpecs },
  ],
});
