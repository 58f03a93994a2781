import { afterEach } from 'vitest';
import { type ServerProcess, spawnServer } from '../test/server-process.ts';

/**
 * A server process per test and what to undo after it: after each test the process is killed
 * (SIGKILL, if it still runs) and the cleanups run, the last added first.
 */
export function spawnedPerTest() {
  let child: ServerProcess | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    child?.proc.kill('SIGKILL');
    child = undefined;
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    cleanups,
    /** The test's server process, started with `env`. */
    spawn(env: Record<string, string>): ServerProcess {
      child = spawnServer(env);
      return child;
    },
  };
}
