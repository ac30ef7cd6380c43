import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'supabase',
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
