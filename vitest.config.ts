import { defineConfig } from 'vitest/config';
import { reactLibraries, testAliases } from './scripts/vite/preactAliases.ts';

export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/{unit,sql,integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: { deps: { inline: reactLibraries } },
  },
});
