import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../../scripts/lib/test-workers.ts';

export default defineConfig({
  test: {
    maxWorkers: vitestWorkers(),
    name: 'site',
    // A process per file: image-variants.test.ts sets the build cache folder the modules read
    // when they load.
    isolate: true,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
