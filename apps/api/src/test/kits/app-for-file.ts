import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

type AppOptions = Parameters<typeof createTestApp>[0];
type Prepare = (app: TestApp) => void | Promise<void>;

/**
 * A stand-in for an app made later (in `beforeAll`): each use reads the app `current` answers then,
 * so a test file can hold it in a `const` at its top level and use it in its tests and hooks.
 */
export function appMadeLater(current: () => TestApp): TestApp {
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get tenants() {
      return current().tenants;
    },
    get dataDir() {
      return current().dataDir;
    },
    get kind() {
      return current().kind;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    request: (method, url, options) => current().request(method, url, options),
    tokenOf: (user) => current().tokenOf(user),
    lastMail: (to) => current().lastMail(to),
    close: () => current().close(),
  };
}

/**
 * The usual life of a test file's app: made (with `options`, if given) before the file's tests, then
 * handed to `prepare` (if given), which makes the file's shared data; closed after the tests.
 * Call at the top level of the file: `const t = testAppForFile();` — the answer stands for the app
 * in the file's tests and hooks (not before the file's `beforeAll` has run).
 */
export function testAppForFile(
  ...args: [] | [prepare: Prepare] | [options: AppOptions, prepare?: Prepare]
): TestApp {
  const [options, prepare] = typeof args[0] === 'function' ? [undefined, args[0]] : [args[0], args[1]];
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    await prepare?.(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  return appMadeLater(() => {
    if (!app) throw new Error('the file’s app is made in beforeAll: use it in a test or a hook');
    return app;
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
