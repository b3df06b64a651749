import { defineConfig } from 'vitest/config';

/** End-to-end suite: playwright-core driving the system Chromium against `npm start`'s server. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
