import { defineConfig } from 'vitest/config';
import { vitestWorkers } from './lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'scripts',
    // A process per file: the soak test counts its process's listeners and open handles, which
    // another file's servers in the same process would add to.
    isolate: true,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
