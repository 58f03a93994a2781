import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Issue 16: a server whose supervisor went away. Its stdout and stderr are pipes whose reader has
 * closed them (every write fails with EPIPE) or stopped reading (the pipe fills up); after SIGTERM
 * the process still exits within SHUTDOWN_TIMEOUT_MS, cleanly. Before, pino's exit flush retried
 * the write every 100 ms forever and the deadline timer on the same thread never fired.
 */
const apiRoot = resolve(import.meta.dirname, '../..');
const SHUTDOWN_TIMEOUT_MS = 10_000;
const BANNER = /Dashboard: (http:\/\/\S+)\/dashboard\//;
let child: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Start the server (request logging on) and read its output until it says where it listens. */
async function start(): Promise<{ proc: ChildProcess; base: string }> {
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-shutdown-'));
  const proc = spawn(process.execPath, ['src/main.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
  });
  child = proc;
  const base = await new Promise<string>((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no banner; output:\n${seen}`)), 30_000);
    proc.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const url = BANNER.exec(seen)?.[1];
      if (url) {
        clearTimeout(timer);
        resolvePromise(url);
      }
    });
  });
  return { proc, base };
}

/** SIGTERM, then how long the process took to exit and how (code, signal). */
async function terminate(proc: ChildProcess) {
  const started = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal })),
  );
  proc.kill('SIGTERM');
  const how = await exited;
  return { ...how, ms: Date.now() - started };
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
  it('exits cleanly in time when the reader of stdout and stderr has gone', {
    timeout: 40_000,
  }, async () => {
    const { proc, base } = await start();
    proc.stdout?.destroy();
    proc.stderr?.destroy();
    await traffic(base, 50);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const { code, signal, ms } = await terminate(proc);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });

  it('exits in time when stdout is a pipe nobody reads any more (it fills up)', {
    timeout: 40_000,
  }, async () => {
    const { proc, base } = await start();
    // Stop reading: the pipe's buffer fills with the request log and every further write would wait.
    proc.stdout?.pause();
    proc.stderr?.pause();
    proc.stdout?.removeAllListeners('data');
    await traffic(base, 400);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const { code, signal, ms } = await terminate(proc);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });
});
