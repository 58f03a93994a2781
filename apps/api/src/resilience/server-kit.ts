import { afterAll, beforeAll } from 'vitest';
import type { Server } from '../server.ts';
import { serverUnderTest } from '../test/server-under-test.ts';

/**
 * The test file's server (`serverUnderTest`, its data in a directory named from `prefix`): started
 * before the file's tests (up to a minute on a busy machine) and removed after them.
 */
export function serverForFile(prefix: string): { server: Server } {
  const file = {} as { server: Server };
  let remove: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ server: file.server, remove } = await serverUnderTest(prefix));
  }, 60_000);
  afterAll(() => remove());
  return file;
}
