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
