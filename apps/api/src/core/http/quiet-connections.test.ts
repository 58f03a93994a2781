import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { createEventsHub } from '../events/events-hub.ts';
import { createMailer } from '../jobs/mailer.ts';
import { localStorage } from '../storage/storage.ts';
import { createHttp } from './http.ts';

/**
 * Closing the app (SIGTERM) waits for the answers in progress and for nothing else: neither a
 * connection that never sent a request nor a kept-alive one whose answer ends after the close began.
 */
let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-quiet-'));
  handle = await openDatabase({});
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function listening(
  route?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; port: number }> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await createHttp(
    {
      config,
      db: handle.db,
      mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: dataDir, log: () => {} }),
      storage: localStorage(join(dataDir, 'uploads')),
      ping: () => handle.ping(),
      events: createEventsHub({ db: handle.db, listen: handle.listen }),
    },
    { logger: false },
  );
  route?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, port: address.port };
}

describe('closing the app', () => {
  it('does not wait for a connection that never sent a request', async () => {
    const { app, port } = await listening();
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    await app.close();
    await gone;
  });

  it('finishes an answer in progress, then closes its kept-alive connection', async () => {
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { app, port } = await listening((app) => {
      app.get('/slow', async () => {
        arrived();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    });
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    await inHandler;
    const closed = app.close();
    release();
    expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
    await closed;
    agent.destroy();
  });
});
