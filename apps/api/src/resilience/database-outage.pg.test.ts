import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../server.ts';
import { proxyTo } from '../test/tcp-proxy.ts';
import { adminLogin, baseUrl, proxiedDatabase } from './database-kit.ts';

const proxy = proxyTo(baseUrl);
const database = proxiedDatabase('outage', proxy);
let server: Server;

beforeAll(async () => {
  ({ server } = await database.open({ DB_CONNECT_TIMEOUT_MS: '1000' }));
});

afterAll(() => database.close());

const login = () => adminLogin(server);

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
