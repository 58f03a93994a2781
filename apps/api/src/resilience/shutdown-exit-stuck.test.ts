import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverDatabase } from '../test/scratch-database.ts';
import { type ServerProcess, spawnServer } from '../test/server-process.ts';

/**
 * The shutdown deadline holds even when the process's exit itself is held. Node's exit waits for
 * the work queued on its thread pool (and for worker threads and V8's background compilers, which
 * it stops first): here, a preloaded module queues a few seconds of hashing the moment SIGTERM
 * comes, as a burst of sign-ins or a first minute of compiling would. The process is still gone
 * by SHUTDOWN_TIMEOUT_MS + 1 s (the watchdog's bound); before, it lived until the queue drained.
 */
const SHUTDOWN_TIMEOUT_MS = 1_500;
const WATCHDOG_MS = 1_000;
let child: ServerProcess | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  child?.proc.kill('SIGKILL');
  child = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** On SIGTERM: 16 hashes of about a second each, four at a time on the thread pool. */
const CLOG = `
import { pbkdf2 } from 'node:crypto';
process.prependListener('SIGTERM', () => {
  for (let i = 0; i < 16; i++) pbkdf2('password', 'salt', 2_000_000, 64, 'sha512', () => {});
});
`;

describe('a shutdown whose exit is held', () => {
  it('still ends the process by the deadline and the watchdog’s second', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sufra-exit-held-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const preload = join(dir, 'clog.mjs');
    await writeFile(preload, CLOG);
    const database = await serverDatabase('sufra_exit_held');
    cleanups.push(database.drop);
    child = spawnServer({
      ...database.env,
      DATA_DIR: join(dir, 'data'),
      DEMO_SEED: 'false',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      NODE_OPTIONS: `--import ${preload}`,
    });
    const base = await child.started(45_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const stopped = await child.stop('SIGTERM');
    // Not the seconds the queued hashing would take: the deadline, the watchdog's second, and the
    // moment a process takes to go.
    expect(stopped.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + WATCHDOG_MS + 1_000);
    // Ended cleanly (0) or by the watchdog (SIGKILL): either way, never left running.
    expect(stopped.code === 0 || stopped.signal === 'SIGKILL', JSON.stringify(stopped)).toBe(true);
  });
});
