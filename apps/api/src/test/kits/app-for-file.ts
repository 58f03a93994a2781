import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

type AppOptions = Parameters<typeof createTestApp>[0];
type Prepare = (app: TestApp) => void | Promise<void>;

/**
 * A stand-in for something made later (in `beforeAll`): each property read reads it from what
 * `current` answers then (a method bound to it), so a test file can hold the stand-in in a `const`
 * at its top level and use it in its tests and hooks.
 */
export function madeLater<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const made = current();
      const value: unknown = Reflect.get(made, key);
      return typeof value === 'function' ? value.bind(made) : value;
    },
  });
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
  return madeLater(() => {
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
