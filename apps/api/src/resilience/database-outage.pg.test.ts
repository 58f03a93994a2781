import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD, loadConfig } from '../config.ts';
import { seedDemoAccounts } from '../seed/accounts.ts';
import { createServer, type Server } from '../server.ts';
import { proxyTo } from '../test/tcp-proxy.ts';

const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `sufra_outage_${process.pid}_${Date.now()}`;
const proxy = proxyTo(baseUrl);
let server: Server;
let dataDir: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const port = await proxy.listen();
  const url = new URL(baseUrl.toString());
  url.host = `127.0.0.1:${port}`;
  url.pathname = `/${dbName}`;
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-outage-'));
  server = await createServer(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      DB_CONNECT_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'silent',
    }),
  );
  await seedDemoAccounts(server.database.db);
});

afterAll(async () => {
  await server?.close();
  await proxy.close();
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

const login = () =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    headers: { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en' },
    payload: { email: 'admin@demo.sa', password: 'Demo@12345' },
  });

describe('database outage', () => {
  it('answers 503 while the database is gone and recovers by itself when it returns', async () => {
    expect((await login()).statusCode).toBe(200);
    proxy.cut();
    const during = await login();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await login()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
