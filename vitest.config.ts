import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BOTH_DATABASES } from './apps/api/src/test/both-databases.ts';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiSource = join(import.meta.dirname, 'apps/api/src');
/** A test file that builds the API on the suite's database: through the harness, or a kit's `…ForFile`. */
const makesApp = /test\/harness|testAppForFile|shopForFile|liveEventsFile/;
const apiFiles = readdirSync(apiSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => file.replaceAll('\\', '/'));
/**
 * API test files that never ask which database the suite runs on (neither the harness nor TEST_DB):
 * pure units, or a server process on an embedded database of its own. The same test either way, so
 * they run once, in the embedded project.
 */
const databaseFree = apiFiles.filter(
  (file) =>
    !file.endsWith('.pg.test.ts') &&
    !makesApp.test(readFileSync(join(apiSource, file), 'utf8')) &&
    !readFileSync(join(apiSource, file), 'utf8').includes('TEST_DB'),
);
/** Tests of a real server connection (outages, two processes): they exist only where PostgreSQL does. */
const postgresOnly = apiFiles.filter((file) => file.endsWith('.pg.test.ts'));
for (const file of Object.keys(BOTH_DATABASES))
  if (!existsSync(join(apiSource, file)))
    throw new Error(`both-databases.ts names ${file}, which does not exist`);
const both = new Set(Object.keys(BOTH_DATABASES));
/**
 * The embedded project: every API test without PostgreSQL; with it (as CI), the database-free files,
 * the ones asking TEST_DB themselves, and the files both-databases.ts lists (docs/adr/0008).
 */
const onPglite = apiFiles.filter(
  (file) =>
    !postgresOnly.includes(file) &&
    (!withPostgres ||
      databaseFree.includes(file) ||
      both.has(file) ||
      !makesApp.test(readFileSync(join(apiSource, file), 'utf8'))),
);
const onPostgres = apiFiles.filter((file) => !databaseFree.includes(file));
const api = (files: string[]) => files.map((file) => `apps/api/src/${file}`);
/** Made once per run, before the API files: database templates and the OpenAPI document. */
const apiSetup = ['apps/api/src/test/global-setup.ts'];

/**
 * Files and the tests inside them run in a random order, so a test that leans on an earlier one
 * fails. The seed is printed at the start ("Running tests with seed …"); rerun a failure with
 * VITEST_SEED=<that seed> (or `--sequence.seed=<seed>`). Without it every run draws a new order.
 */
const seed = process.env.VITEST_SEED ? Number(process.env.VITEST_SEED) : undefined;

/**
 * Unit tests, API tests (on PostgreSQL when TEST_DATABASE_URL is set, on the embedded database as
 * both-databases.ts says, every one of them on the embedded database otherwise), and the
 * dashboard's component tests in jsdom.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    sequence: { shuffle: { files: true, tests: true }, ...(seed === undefined ? {} : { seed }) },
    projects: [
      { test: { name: 'contract', include: ['packages/**/*.test.ts'], environment: 'node' } },
      /** The repository's own rules (biome.json's import rules). */
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: api(onPglite),
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: apiSetup,
          isolate: false,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: api(onPostgres),
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                globalSetup: apiSetup,
                isolate: false,
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
