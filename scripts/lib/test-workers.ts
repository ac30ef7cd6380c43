// How many test workers this machine takes, for Vitest (every project's config) and Playwright.
// One per core the process may use: availableParallelism follows `taskset`, so a run pinned to
// one core gets one worker. Fewer where free memory is short. More workers than cores only make
// every test slower, until timeouts fire; fewer leave a core idle while the databases and
// browsers the tests start wait on the other.
import { availableParallelism, freemem } from 'node:os';

/**
 * Vitest's workers: each holds an in-memory database or two (about 300 MB each at most)
 * beside its own heap, so one per free GB at most. VITEST_MAX_WORKERS overrides. Vitest
 * insists that its projects agree, and each project's config loads this module anew, so the
 * first to ask keeps the answer in the environment for the others.
 */
export function vitestWorkers(): number {
  process.env.VITEST_MAX_WORKERS ??= String(Math.max(1, Math.min(availableParallelism(), Math.floor(freemem() / 1e9))));
  return Number(process.env.VITEST_MAX_WORKERS);
}

/**
 * Playwright's workers: each drives a Chromium (a browser, a renderer and a GPU process)
 * against servers in the runner's own process, and the publishing worker also builds the site:
 * about a core and 1.5 GB each at their busiest. E2E_WORKERS overrides.
 */
export function playwrightWorkers(): number {
  if (process.env.E2E_WORKERS) return Number(process.env.E2E_WORKERS);
  return Math.max(1, Math.min(availableParallelism(), Math.floor(freemem() / 1.5e9)));
}
