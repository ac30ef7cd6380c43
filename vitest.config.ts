import { defineConfig } from 'vitest/config';

// Each project's config takes its worker count from scripts/lib/test-workers.ts: Vitest reads
// maxWorkers per project, not from this file.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'supabase/vitest.config.ts',
      'supabase/vitest.hosted.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
