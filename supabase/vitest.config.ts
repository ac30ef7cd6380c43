import { configDefaults, defineConfig } from 'vitest/config';
import { vitestWorkers } from '../scripts/lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'supabase',
    include: ['tests/**/*.test.ts'],
    // The rehearsal's own checks run only in the supabase-hosted project (vitest.hosted.config.ts).
    exclude: [...configDefaults.exclude, 'tests/hosted/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
