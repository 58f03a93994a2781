import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir = '';

afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function waitFor(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolvePromise(seen);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
  });
}

describe('process lifecycle', () => {
  it('starts, refuses a bad configuration clearly, and stops on SIGTERM with exit code 0', async () => {
    const bad = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: 'not-a-port' },
    });
    const badOutput = await waitFor(bad, /Invalid configuration/, 20_000);
    expect(badOutput).toMatch(/PORT/);
    const badExit = await new Promise<number | null>((r) => bad.on('exit', r));
    expect(badExit).toBe(2);

    dataDir = await mkdtemp(join(tmpdir(), 'sufra-lifecycle-'));
    child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO_SEED: 'false', LOG_LEVEL: 'warn' },
    });
    const output = await waitFor(child, /Dashboard: (http:\/\/\S+)\/dashboard\//, 60_000);
    const base = /Dashboard: (http:\/\/\S+)\/dashboard\//.exec(output)?.[1];
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((r) => child?.on('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
