import { availableParallelism, freemem } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One worker per core the process may use (availableParallelism follows `taskset`), fewer
 * where memory is short: a worker holds an in-memory database or two (about 300 MB each at
 * most) beside its own heap. Vitest's default leaves a core idle, which on a 2-core machine
 * halves the suite's pace while the databases the tests start wait on the one left.
 * VITEST_MAX_WORKERS overrides.
 */
function maxWorkers(): number {
  if (process.env.VITEST_MAX_WORKERS) return Number(process.env.VITEST_MAX_WORKERS);
  const byMemory = Math.floor(freemem() / 1e9);
  return Math.max(1, Math.min(availableParallelism(), byMemory));
}

export default defineConfig({
  test: {
    maxWorkers: maxWorkers(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'supabase/vitest.config.ts',
      'supabase/vitest.hosted.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
