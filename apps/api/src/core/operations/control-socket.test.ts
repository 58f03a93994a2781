import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { saveArchive } from './backup.ts';
import {
  CONTROL_SOCKET_FILE,
  ControlUnavailableError,
  callControl,
  openControlSocket,
  StalledError,
} from './control-socket.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function socketPath(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sufra-control-'));
  dirs.push(dir);
  return join(dir, CONTROL_SOCKET_FILE);
}

describe('control socket', () => {
  it('answers a command with its header and body, refuses an unknown one, and is gone once closed', async () => {
    const path = await socketPath();
    let cleaned = 0;
    const control = await openControlSocket({
      path,
      log: () => {},
      commands: {
        hello: async () => ({
          header: { greeting: 'hi' },
          body: Readable.from([Buffer.from('line one\n'), Buffer.from('line two\n')]),
          done: async () => {
            cleaned += 1;
          },
        }),
      },
    });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const { header, body } = await callControl(path, 'hello');
    expect(header).toEqual({ ok: true, greeting: 'hi' });
    expect(await text(body)).toBe('line one\nline two\n');
    await expect(callControl(path, 'rm -rf')).rejects.toThrow('unknown command "rm -rf"');
    await control.close();
    expect(cleaned).toBe(1);
    expect(await stat(path).catch(() => undefined)).toBeUndefined();
    await expect(callControl(path, 'hello')).rejects.toBeInstanceOf(ControlUnavailableError);
  });

  it('replaces a stale socket, and leaves alone a file that is not one', async () => {
    const path = await socketPath();
    // A socket nobody listens on any more: its process was killed before it could remove it.
    const killed = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((done) => killed.on('exit', done));
    expect((await stat(path)).isSocket()).toBe(true);
    await expect(callControl(path, 'hello')).rejects.toBeInstanceOf(ControlUnavailableError);
    const control = await openControlSocket({ path, log: () => {}, commands: {} });
    await expect(callControl(path, 'hello')).rejects.toThrow('unknown command');
    await control.close();

    const notSocket = `${path}-file`;
    await writeFile(notSocket, 'data');
    await expect(openControlSocket({ path: notSocket, log: () => {}, commands: {} })).rejects.toThrow(
      'is not a socket',
    );
    expect((await stat(notSocket)).isFile()).toBe(true);
  });

  it('a backup ends within the stall bound when the server stops sending, before or after its header', async () => {
    const path = await socketPath();
    const control = await openControlSocket({
      path,
      log: () => {},
      commands: {
        // The archive stops half-way (as one did under write load, for good).
        stops: async () => {
          const body = new Readable({ read() {} });
          body.push(Buffer.alloc(64 * 1024, 1));
          return { header: { manifest: {} }, body };
        },
      },
    });
    const slowPath = await socketPath();
    const slow = await openControlSocket({
      path: slowPath,
      log: () => {},
      // The snapshot takes longer than the bound.
      commands: { silent: () => sleep(1_500).then(() => ({ header: {} })) },
    });
    const out = join(path, '..', 'stopped.tar.gz');
    const started = performance.now();
    const { body } = await callControl(path, 'stops', { stallMs: 300 });
    await expect(saveArchive(body, out)).rejects.toThrow('the server sent nothing for 0.3 s');
    await expect(callControl(slowPath, 'silent', { stallMs: 300 })).rejects.toBeInstanceOf(StalledError);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Nothing half-written is left under any name.
    expect((await readdir(join(path, '..'))).filter((name) => name.startsWith('stopped'))).toEqual([]);
    await control.close();
    await slow.close();
  });

  it('the server ends an answer nobody reads and cleans up after it', async () => {
    const path = await socketPath();
    let cleaned = false;
    const control = await openControlSocket({
      path,
      log: () => {},
      stallMs: 300,
      commands: {
        endless: async () => ({
          header: {},
          body: (async function* () {
            for (;;) yield Buffer.alloc(64 * 1024, 2);
          })(),
          done: async () => {
            cleaned = true;
          },
        }),
      },
    });
    const { body } = await callControl(path, 'endless');
    body.pause();
    await expect.poll(() => cleaned, { timeout: 5_000 }).toBe(true);
    body.destroy();
    await control.close();
  });
});
