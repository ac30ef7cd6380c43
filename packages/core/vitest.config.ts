import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../../scripts/lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'core',
    // One process per worker for all its files: they test functions, and those that fake
    // the timers restore the real ones after each test.
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
