import { configDefaults, defineConfig } from 'vitest/config';

// The database tests again, on the hosted-like PostgreSQL cluster (tests/support/hosted-database.ts),
// plus tests/hosted/, which checks the rehearsal of `supabase db push` itself.
export default defineConfig({
  test: {
    name: 'supabase-hosted',
    include: ['tests/**/*.test.ts'],
    // Deno serves the Edge Functions against the in-memory backend; running them twice proves nothing more.
    exclude: [...configDefaults.exclude, 'tests/edge-functions.test.ts'],
    globalSetup: ['tests/support/hosted-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
