import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiRealm, UserType } from '@sufra/contract/user-types';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { DEV_API_PASSWORD, loadConfig } from '../config.ts';
import type { Clock } from '../core/clock.ts';
import { createEventsHub } from '../core/events-hub.ts';
import { createMailer } from '../core/mailer.ts';
import { localStorage } from '../core/storage.ts';
import { type Database, type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.ts';
import { DEMO_PASSWORD, type DemoTenants, seedDemoAccounts, seedSystemRoles } from '../db/seed/accounts.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { startFakeGeocoder } from '../modules/geo/fake-geocoder.ts';
import { openApiChecker } from './openapi-check.ts';

export const DEMO_USERS = {
  admin: { type: 'admin', email: 'admin@demo.sa' },
  vendor: { type: 'vendor', email: 'vendor@demo.sa' },
  vendor2: { type: 'vendor', email: 'vendor2@demo.sa' },
  branch: { type: 'branch', email: 'branch@demo.sa' },
  kitchen: { type: 'branch', email: 'kitchen@demo.sa' },
  cashier: { type: 'branch', email: 'cashier@demo.sa' },
} as const satisfies Record<string, { type: UserType; email: string }>;

export type DemoUser = keyof typeof DEMO_USERS;

/** An account a factory made (apps/api/src/test/factories.ts), logged in. */
export interface TestUser {
  id: number;
  type: ApiRealm;
  email: string;
  token: string;
  brandId?: number;
  branchId?: number;
}

export interface RequestOptions {
  /** A demo account by name, or an account a factory made. */
  as?: DemoUser | TestUser;
  token?: string;
  body?: unknown;
  locale?: 'ar' | 'en';
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The caller's address (throttling is per address). */
  ip?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  tenants: DemoTenants;
  dataDir: string;
  kind: DatabaseHandle['kind'];
  /** The PostgreSQL database's URL (undefined on the embedded one), for a second app on it. */
  databaseUrl: string | undefined;
  request(method: string, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Log a demo user in (once; the token is reused). */
  tokenOf(user: DemoUser): Promise<string>;
  /** The newest mail written to the outbox for an address. */
  lastMail(to: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

/** A fresh database per test file: in-memory PGlite, or a new PostgreSQL database when TEST_DB=postgres. */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return { handle: await openDatabase({}), url: undefined, drop: async () => {} };
  }
  const name = `sufra_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), poolSize: 5 });
  return {
    handle,
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * `demo: true` seeds the whole demo data set (a few seconds) instead of the accounts alone; `env`
 * adds environment settings. The geocoder is a local fake unless `env` names one (no test leaves the machine).
 * `shareDatabaseWith` builds a second app (a second API process: its own pool, hub and listener)
 * on another test app's PostgreSQL database, which that app keeps and drops.
 */
export async function createTestApp(
  options: {
    demo?: boolean;
    dashboardDir?: string;
    env?: Record<string, string>;
    shareDatabaseWith?: TestApp;
    /** The server's clock (a `movableClock()` to move time in a test). */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sufra-test-'));
  const shared = options.shareDatabaseWith;
  if (shared && !shared.databaseUrl) throw new Error('only a PostgreSQL database can be shared');
  const { handle, url, drop } = shared?.databaseUrl
    ? {
        handle: await openDatabase({ url: shared.databaseUrl, poolSize: 5 }),
        url: shared.databaseUrl,
        drop: async () => {},
      }
    : await freshDatabase();
  let tenants: DemoTenants;
  if (shared) {
    tenants = shared.tenants;
  } else {
    await migrateToLatest(handle.db);
    if (options.demo) {
      tenants = await seedDemo(handle.db, { now: new Date('2026-11-20T12:00:00Z') });
    } else {
      await seedSystemRoles(handle.db);
      tenants = await seedDemoAccounts(handle.db);
    }
  }
  const geocoder = options.env?.GEOCODER_URL ? undefined : await startFakeGeocoder();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(geocoder ? { GEOCODER_URL: geocoder.url } : {}),
    ...options.env,
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: join(dataDir, 'outbox'),
    log: () => {},
  });
  const storage = localStorage(join(dataDir, 'uploads'));
  const events = createEventsHub({ db: handle.db, listen: handle.listen });
  await events.start();
  await handle.changes.start(handle.listen);
  const app = await buildApp(
    {
      config,
      db: handle.db,
      mailer,
      storage,
      ping: () => handle.ping(),
      poolStats: () => handle.poolStats(),
      events,
      ...(options.clock ? { clock: options.clock } : {}),
    },
    { dashboardDir: options.dashboardDir ?? join(dataDir, 'no-dashboard') },
  );
  await app.ready();
  const tokens = new Map<DemoUser, string>();
  // Every answer an API test receives must be one the OpenAPI document describes.
  const openApi = openApiChecker(app);

  const request: TestApp['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = {
      'x-api-password': DEV_API_PASSWORD,
      'accept-language': options.locale ?? 'en',
      ...options.headers,
    };
    const as = options.as;
    const token =
      options.token ?? (as === undefined ? undefined : typeof as === 'string' ? await tokenOf(as) : as.token);
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.query ? { query: options.query } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
    const problem = openApi.check(method, url, response);
    if (problem) throw new Error(`OpenAPI document mismatch: ${problem}`);
    return response;
  };

  async function tokenOf(user: DemoUser): Promise<string> {
    const cached = tokens.get(user);
    if (cached) return cached;
    const { type, email } = DEMO_USERS[user];
    const response = await request('POST', `/api/v1/${type}/login`, {
      body: { email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200)
      throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
    const token = (response.json() as { data: { token: string } }).data.token;
    tokens.set(user, token);
    return token;
  }

  return {
    app,
    db: handle.db,
    tenants,
    dataDir,
    kind: handle.kind,
    databaseUrl: url,
    request,
    tokenOf,
    async lastMail(to) {
      const dir = join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(to)).sort();
      const last = files.at(-1);
      if (!last) return undefined;
      return JSON.parse(await readFile(join(dir, last), 'utf8')) as { subject: string; text: string };
    },
    async close() {
      await app.close();
      await events.close();
      await handle.changes.stop();
      await geocoder?.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
