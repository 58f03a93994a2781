import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Tests of a real server connection (outages): they exist only where PostgreSQL does. */
const postgresOnly = ['apps/api/src/**/*.pg.test.ts'];
/**
 * Files and the tests inside them run in a random order, so a test that leans on an earlier one
 * fails. The seed is printed at the start ("Running tests with seed …"); rerun a failure with
 * VITEST_SEED=<that seed> (or `--sequence.seed=<seed>`). Without it every run draws a new order.
 */
const seed = process.env.VITEST_SEED ? Number(process.env.VITEST_SEED) : undefined;

/**
 * Unit tests, API tests on the embedded database (and again on PostgreSQL when TEST_DATABASE_URL
 * is set), and the dashboard's component tests in jsdom.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { shuffle: { files: true, tests: true }, ...(seed === undefined ? {} : { seed }) },
    projects: [
      { test: { name: 'contract', include: ['packages/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: postgresOnly,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: [...apiTests, ...postgresOnly],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'dashboard',
          include: ['apps/dashboard/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
