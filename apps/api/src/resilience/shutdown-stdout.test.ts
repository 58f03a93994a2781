import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnedPerTest } from './process-kit.ts';

/**
 * Issue 16: a server whose supervisor went away. Its stdout and stderr are pipes whose reader has
 * closed them (every write fails with EPIPE) or stopped reading (the pipe fills up); after SIGTERM
 * the process still exits within SHUTDOWN_TIMEOUT_MS, cleanly. Before, pino's exit flush retried
 * the write every 100 ms forever and the deadline timer on the same thread never fired.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const servers = spawnedPerTest();

/** Start the server (request logging on) and wait until it says where it listens. */
async function start() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sufra-shutdown-'));
  servers.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = servers.spawn({
    DATA_DIR: dataDir,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
  return { server, base: await server.started() };
}

/** Requests that each write a line or two of log. */
async function traffic(base: string, count: number) {
  for (let i = 0; i < count; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/healthz?padding=${'x'.repeat(2000)}`).then((r) => r.text()),
      ),
    );
}

describe('a shutdown that always ends', () => {
  for (const { title, requests, stopReading } of [
    {
      title: 'exits cleanly in time when the reader of stdout and stderr has gone',
      requests: 50,
      stopReading: (proc: ChildProcess) => {
        proc.stdout?.destroy();
        proc.stderr?.destroy();
      },
    },
    {
      title: 'exits in time when stdout is a pipe nobody reads any more (it fills up)',
      requests: 400,
      // Stop reading: the pipe's buffer fills with the request log and every further write would wait.
      stopReading: (proc: ChildProcess) => {
        proc.stdout?.pause();
        proc.stderr?.pause();
        proc.stdout?.removeAllListeners('data');
      },
    },
  ])
    it(title, { timeout: 40_000 }, async () => {
      const { server, base } = await start();
      stopReading(server.proc);
      await traffic(base, requests);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const { code, signal, ms } = await server.stop();
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    });
});
