import { defineConfig, devices } from '@playwright/test';
import { playwrightWorkers } from '../scripts/lib/test-workers.ts';

/**
 * Debian's Chromium headless shell (no browser download is possible here), the build Playwright
 * runs headless tests in by default; CHROMIUM_PATH overrides.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The spec files that share the publishing stack (publishing/stack.ts), in one worker. */
const publishingSpecs = 'publishing/**/*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // A hung test ends here; the slowest ordinary test takes about 20 s on a loaded 2-core
  // machine (timings.json), and a test that builds sets its own from its own measurement.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: playwrightWorkers(),
  // A retry tells a flaky test from a broken one; scripts/test.ts counts either as failed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: '../.data/test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
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
