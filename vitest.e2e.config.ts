import { defineConfig } from 'vitest/config';

/** End-to-end suite: playwright-core driving the system Chromium against `npm start`'s server. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // Builds once and starts `npm start`'s server; specs get its URL with inject('baseUrl').
    globalSetup: ['tests/support/e2eGlobalSetup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
    // What a page shows after a request or a lazy chunk: a busy CI machine with software
    // WebGL can take several seconds, far past the 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
