import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { DEMO_PASSWORD, type DemoTenants, seedDemoAccounts } from '../seed/accounts.ts';
import { createServer, type Server } from '../server.ts';
import { openEventStream, publish } from '../test/event-stream.ts';
import { mark, orderEvent } from '../test/live-events-kit.ts';
import { proxyTo } from '../test/tcp-proxy.ts';

/**
 * The listening connection of a process drops (its database connections cut) while another
 * process commits an event: the NOTIFY reaches nobody in the cut process. When the database is
 * back the listener reconnects and the hub reads what it missed, so the stream still gets it.
 */
const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `sufra_listener_${process.pid}_${Date.now()}`;
const proxy = proxyTo(baseUrl);
let server: Server;
let direct: DatabaseHandle;
let tenants: DemoTenants;
let dataDir: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const port = await proxy.listen();
  const proxied = new URL(baseUrl.toString());
  proxied.host = `127.0.0.1:${port}`;
  proxied.pathname = `/${dbName}`;
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-listener-'));
  server = await createServer(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: proxied.toString(),
      DB_CONNECT_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'silent',
    }),
  );
  tenants = await seedDemoAccounts(server.database.db);
  // Another process's connection, not through the proxy: it keeps working during the cut.
  const target = new URL(baseUrl.toString());
  target.pathname = `/${dbName}`;
  direct = await openDatabase({ url: target.toString(), poolSize: 2 });
});

afterAll(async () => {
  await server?.close();
  await direct?.close();
  await proxy.close();
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the listening connection', () => {
  it('reconnects after a cut and delivers what was committed meanwhile', { timeout: 30_000 }, async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/vendor/login',
      headers: { 'x-api-password': DEV_API_PASSWORD },
      payload: { email: 'vendor@demo.sa', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const stream = await openEventStream(server, 'vendor', { token: login.json().data.token });
    expect(stream.status).toBe(200);
    const before = await publish(direct.db, orderEvent(tenants, mark()));
    await stream.waitFor((e) => e.id === before);

    proxy.cut();
    const during = await publish(direct.db, orderEvent(tenants, mark()));
    proxy.restore();
    // Only the catch-up after the reconnection can bring it: its NOTIFY went to no listener here.
    await stream.waitFor((e) => e.id === during, 15_000);
    const after = await publish(direct.db, orderEvent(tenants, mark()));
    await stream.waitFor((e) => e.id === after);
    expect(stream.received.map((e) => e.id)).toEqual([before, during, after]);
    await stream.close();
  });
});
