import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../test/server-process.ts';

let child: ServerProcess | undefined;
let dataDir = '';

afterAll(async () => {
  child?.proc.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('process lifecycle', () => {
  it('starts, refuses a bad configuration clearly, and stops on SIGTERM with exit code 0', {
    timeout: 45_000,
  }, async () => {
    const bad = spawnServer({ PORT: 'not-a-port' });
    await bad.waitFor(/Invalid configuration/, 20_000);
    expect(bad.output()).toMatch(/PORT/);
    expect((await bad.exited).code).toBe(2);

    dataDir = await mkdtemp(join(tmpdir(), 'sufra-lifecycle-'));
    child = spawnServer({ DATA_DIR: dataDir, DEMO_SEED: 'false' });
    const base = await child.started(30_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await child.stop('SIGTERM')).code).toBe(0);
  });
});
