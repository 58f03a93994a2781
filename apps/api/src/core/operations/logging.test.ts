import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { DEV_API_PASSWORD, loadConfig } from '../../config.ts';
import { appDeps, freshDatabase } from '../../test/harness.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('logs', () => {
  it('carry request ids and never the token, the API password or a password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'sufra-logs-'));
    // The run's migrated database with the demo accounts, cloned for this file.
    const { handle, drop } = await freshDatabase('accounts');
    cleanups.push(async () => {
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp(appDeps(config, handle, dataDir), {
      logger: true,
      logStream: stream,
      dashboardDir: join(dataDir, 'none'),
    });
    cleanups.push(() => app.close());
    const headers = { 'x-api-password': DEV_API_PASSWORD, cookie: 'session=secret-cookie' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers,
      payload: { email: 'admin@demo.sa', password: 'Demo@12345' },
    });
    const token = login.json().data.token as string;
    await app.inject({
      method: 'GET',
      url: '/api/v1/admin/getProfile',
      headers: { ...headers, authorization: `Bearer ${token}`, 'x-request-id': 'trace-123' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers,
      payload: { email: 'admin@demo.sa', password: 'Wrong@Secret1' },
    });
    const log = lines.join('');
    expect(log).toContain('trace-123');
    expect(log).not.toContain(token);
    expect(log).not.toContain('Demo@12345');
    expect(log).not.toContain('Wrong@Secret1');
    expect(log).not.toContain(DEV_API_PASSWORD);
    expect(log).not.toContain('secret-cookie');
  });
});
