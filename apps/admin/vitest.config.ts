import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestWorkers } from '../../scripts/lib/test-workers.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: vitestWorkers(),
    name: 'admin',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 30_000,
  },
});
