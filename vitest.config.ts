import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          // *.postgres.test.ts exercise what only a PostgreSQL server does (cut connections, LISTEN).
          exclude: process.env.TEST_DB_TARGET === 'postgres' ? [] : ['src/server/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WASM: two files at once suit two cores.
          maxWorkers: 2,
          // Migrates once; each test database starts from the dump.
          globalSetup: ['src/server/test/database-image.ts'],
          // Every answer is held to the schema its route declares (src/server/answer-check.ts).
          env: { SDM_CHECK_RESPONSES: '1' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Seeds the demo database once; each test file's server starts on a copy.
          globalSetup: ['e2e/support/demo-image.ts'],
        },
      },
      {
        test: {
          name: 'cluster',
          // Each file starts a deployment of its own (cluster/deployment.ts) from the production build.
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
