import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { translate } from '@sufra/contract/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD, loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { appDeps } from '../../test/harness.ts';
import { createHttp } from './http.ts';

/**
 * REQUEST_HANDLER_TIMEOUT_MS: an API request that never gets its answer (a database that stopped
 * answering, anything else that hangs) answers 503 with the translated message; a file that simply
 * takes long to download is not cut off.
 */
const TIMEOUT_MS = 300;
let app: FastifyInstance;
let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-handler-timeout-'));
  handle = await openDatabase({});
  const config = loadConfig({
    DATA_DIR: dataDir,
    REQUEST_HANDLER_TIMEOUT_MS: String(TIMEOUT_MS),
    LOG_LEVEL: 'silent',
  });
  app = await createHttp(appDeps(config, handle, dataDir), { logger: false });
  const never = () => new Promise<never>(() => {});
  app.get('/api/v1/admin/hangs', { config: { access: { public: true }, userType: 'admin' } }, never);
  // A download: the first bytes at once, the rest well after the timeout.
  app.get('/downloads/slow', async (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push('first part, ');
    setTimeout(() => {
      body.push('last part');
      body.push(null);
    }, 3 * TIMEOUT_MS);
    return reply.type('text/plain').send(body);
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('end-to-end request timeout', () => {
  it.each(['en', 'ar'] as const)('answers a hanging API request 503 in %s', async (locale) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/hangs',
      headers: { 'x-api-password': DEV_API_PASSWORD, 'accept-language': locale },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: translate(locale, 'errors.unavailable') });
    // A correctness bound (the answer comes, and because of the timer), not a speed measurement.
    expect(performance.now() - started).toBeLessThan(20 * TIMEOUT_MS);
  });

  it('lets a slow download finish', async () => {
    const response = await app.inject({ method: 'GET', url: '/downloads/slow' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('first part, last part');
  });
});
