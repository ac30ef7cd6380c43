import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../../scripts/lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'local-supabase',
    // One process per worker for all its files: each file starts and closes its own servers and
    // databases, so nothing carries over, and a new process per file would load the modules and
    // compile PGlite's WebAssembly again each time (a third of this project's CPU time).
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
