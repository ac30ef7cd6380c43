import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../../scripts/lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'core',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
