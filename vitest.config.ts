import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * API test files that never ask which database the suite runs on (neither the harness nor TEST_DB:
 * pure units, or a server process on the embedded database of its own): the same test either way,
 * so they run once, in the embedded project, not again in the PostgreSQL one.
 */
const apiSource = join(import.meta.dirname, 'apps/api/src');
const sameOnEitherDatabase = readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
  .filter((file) => !/test\/harness|TEST_DB/.test(readFileSync(join(apiSource, file), 'utf8')))
  .map((file) => `apps/api/src/${file}`);
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
                exclude: sameOnEitherDatabase,
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
