import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { DEMO_PASSWORD, type DemoTenants } from '../seed/accounts.ts';
import type { Server } from '../server.ts';
import { openEventStream, publish } from '../test/event-stream.ts';
import { mark, orderEvent } from '../test/live-events-kit.ts';
import { proxyTo } from '../test/tcp-proxy.ts';
import { baseUrl, proxiedDatabase } from './database-kit.ts';

/**
 * The listening connection of a process drops (its database connections cut) while another
 * process commits an event: the NOTIFY reaches nobody in the cut process. When the database is
 * back the listener reconnects and the hub reads what it missed, so the stream still gets it.
 */
const proxy = proxyTo(baseUrl);
const database = proxiedDatabase('listener', proxy);
let server: Server;
let direct: DatabaseHandle;
let tenants: DemoTenants;

beforeAll(async () => {
  ({ server, tenants } = await database.open({ DB_CONNECT_TIMEOUT_MS: '1000' }));
  // Another process's connection, not through the proxy: it keeps working during the cut.
  const target = new URL(baseUrl.toString());
  target.pathname = `/${database.dbName}`;
  direct = await openDatabase({ url: target.toString(), poolSize: 2 });
});

afterAll(async () => {
  await direct?.close();
  await database.close();
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
