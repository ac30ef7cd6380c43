import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['tests/**/*.test.ts'],
    // The rehearsal's own checks run only in the supabase-hosted project (vitest.hosted.config.ts).
    exclude: [...configDefaults.exclude, 'tests/hosted/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
