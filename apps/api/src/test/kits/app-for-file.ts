import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

type AppOptions = Parameters<typeof createTestApp>[0];
type Prepare = (app: TestApp) => void | Promise<void>;

/**
 * The usual life of a test file's app: made (with `options`, if given) before the file's tests, then
 * handed to `prepare`, which keeps it and makes the file's shared data; closed after the tests.
 * Call at the top level of the file: `testAppForFile((app) => { t = app; })`.
 */
export function testAppForFile(...args: [prepare: Prepare] | [options: AppOptions, prepare: Prepare]): void {
  const [options, prepare] = args.length === 1 ? [undefined, args[0]] : args;
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(options);
    await prepare(app);
  });
  afterAll(async () => {
    await app.close();
  });
}

/**
 * Two API processes for the file, each with its own pool, live-events hub and listening connection:
 * by default on one PostgreSQL database (as a server scaled out runs), with `ownDatabases` each on a
 * database of its own. Both (made with `options`) are handed to `prepare`; closed after the tests.
 */
export function twoAppsForFile(
  prepare: (one: TestApp, two: TestApp) => void,
  options: AppOptions & { ownDatabases?: boolean } = {},
): void {
  const { ownDatabases = false, ...appOptions } = options;
  let one: TestApp | undefined;
  let two: TestApp | undefined;
  beforeAll(async () => {
    if (ownDatabases) [one, two] = await Promise.all([createTestApp(appOptions), createTestApp(appOptions)]);
    else {
      one = await createTestApp(appOptions);
      two = await createTestApp({ ...appOptions, shareDatabaseWith: one });
    }
    prepare(one, two);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });
}
