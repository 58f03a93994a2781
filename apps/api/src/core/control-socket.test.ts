import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONTROL_SOCKET_FILE,
  ControlUnavailableError,
  callControl,
  openControlSocket,
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
});
