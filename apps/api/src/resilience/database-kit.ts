import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEV_API_PASSWORD, loadConfig } from '../config.ts';
import { type DemoTenants, seedDemoAccounts } from '../seed/accounts.ts';
import { createServer, type Server } from '../server.ts';

/**
 * What the resilience tests share: a server with the demo accounts on a database of the test's own,
 * reached through a proxy the test cuts (outage, partition, listener), and the demo admin's login.
 */

/** The test PostgreSQL server (TEST_DATABASE_URL). */
export const baseUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);

/** A TCP proxy in front of PostgreSQL: it listens on a port of its own until closed. */
interface Proxy {
  listen(): Promise<number>;
  close(): Promise<void>;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * `sufra_<what>_<pid>_<time>` on the test server, its server's data directory `sufra-<what>-…`:
 * `open` creates the database, starts the proxy and a server through it (`env`: its settings
 * beyond the data directory and the database) and seeds the demo accounts; `close` stops them all
 * and drops the database.
 */
export function proxiedDatabase(what: string, proxy: Proxy) {
  const dbName = `sufra_${what}_${process.pid}_${Date.now()}`;
  let server: Server | undefined;
  let dataDir: string | undefined;
  return {
    dbName,
    async open(env: Record<string, string>): Promise<{ server: Server; tenants: DemoTenants }> {
      await onServer(`CREATE DATABASE ${dbName}`);
      const port = await proxy.listen();
      const url = new URL(baseUrl.toString());
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${dbName}`;
      dataDir = await mkdtemp(join(tmpdir(), `sufra-${what}-`));
      server = await createServer(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...env, LOG_LEVEL: 'silent' }),
      );
      return { server, tenants: await seedDemoAccounts(server.database.db) };
    },
    async close(): Promise<void> {
      await server?.close();
      await proxy.close();
      await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo admin's login (an English answer), as a client sends it. */
export const adminLogin = (server: Server, email = 'admin@demo.sa') =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    headers: { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en' },
    payload: { email, password: 'Demo@12345' },
  });
