import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@sufra/contract/demo-accounts';
import type { ApiRealm } from '@sufra/contract/user-types';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, DEV_API_PASSWORD, loadConfig } from '../config.ts';
import { createEventsHub } from '../core/events/events-hub.ts';
import type { Clock } from '../core/jobs/clock.ts';
import { createMailer } from '../core/jobs/mailer.ts';
import { localStorage } from '../core/storage/storage.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database.ts';
import { DEMO_PASSWORD, type DemoTenants } from '../seed/accounts.ts';
import { openApiChecker } from './openapi-check.ts';
import { onPostgres } from './scratch-database.ts';
import { startFakeGeocoder } from './stand-ins/fake-geocoder.ts';
import { databaseUrl, runDatabaseName, type TemplateName, type Templates } from './templates.ts';

/** The demo accounts of CONTRACT.md, by name: `as: 'kitchen'` signs a request in as one. */
export const DEMO_USERS = DEMO_ACCOUNTS;

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

/** The run's templates for this project's engine (test/global-setup.ts). */
function templates(): Templates {
  const provided = inject('databaseTemplates');
  if (!provided) throw new Error('no database templates: run the API tests through vitest.config.ts');
  return provided;
}

/** The run's migrated data directory images, read once per test file (each copy starts from them). */
const images = new Map<string, Promise<Blob>>();
function imageOf(path: string): Promise<Blob> {
  let image = images.get(path);
  if (!image) {
    image = readFile(path).then((bytes) => new Blob([bytes]));
    images.set(path, image);
  }
  return image;
}

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL (undefined on the embedded one). */
  url: string | undefined;
  /** The demo brands' and branches' ids (undefined for an empty database). */
  tenants: DemoTenants | undefined;
  drop: () => Promise<void>;
}

/**
 * A database of this test file's own, on the project's engine (in-memory PGlite, or a new database
 * on the suite's PostgreSQL): a copy of the run's `accounts` or `demo` template (migrated and
 * seeded, test/templates.ts), or `empty` (nothing, not even migrated).
 */
export async function freshDatabase(from: TemplateName | 'empty' = 'accounts'): Promise<FreshDatabase> {
  const provided = templates();
  const template = from === 'empty' ? undefined : provided[from];
  if (provided.engine === 'pglite') {
    const image = template?.source ?? provided.empty;
    const handle = await openDatabase(image ? { loadDataDir: await imageOf(image) } : {});
    return { handle, url: undefined, tenants: template?.tenants, drop: async () => {} };
  }
  const name = runDatabaseName('sufra_test');
  await onPostgres(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.source}` : ''}`);
  const url = databaseUrl(name);
  const handle = await openDatabase({ url, poolSize: 5 });
  return {
    handle,
    url,
    tenants: template?.tenants,
    drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface AppOptions {
  dashboardDir?: string;
  env?: Record<string, string>;
  /** The server's clock (a `movableClock()` to move time in a test). */
  clock?: Clock;
}

/**
 * What an app is built on in a test: the config, the database, a mailer writing to DATA_DIR's outbox,
 * uploads under DATA_DIR and an events hub (not started: a test without streams need not listen).
 */
export function appDeps(config: Config, handle: DatabaseHandle, dataDir: string) {
  return {
    config,
    db: handle.db,
    mailer: createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: join(dataDir, 'outbox'),
      log: () => {},
    }),
    storage: localStorage(join(dataDir, 'uploads')),
    ping: () => handle.ping(),
    events: createEventsHub({ db: handle.db, listen: handle.listen }),
  };
}

/**
 * The API app on a database, as the server builds it: its files (mail outbox, uploads) in
 * `dataDir`, live events and the change watch started. The geocoder is a local fake unless `env`
 * names one (no test leaves the machine). `stop` closes all of it but the database.
 */
export async function appOn(
  handle: DatabaseHandle,
  dataDir: string,
  options: AppOptions = {},
): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const geocoder = options.env?.GEOCODER_URL ? undefined : await startFakeGeocoder();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(geocoder ? { GEOCODER_URL: geocoder.url } : {}),
    ...options.env,
  });
  const deps = appDeps(config, handle, dataDir);
  const { events } = deps;
  await events.start();
  await handle.changes.start(handle.listen);
  const app = await buildApp(
    {
      ...deps,
      poolStats: () => handle.poolStats(),
      ...(options.clock ? { clock: options.clock } : {}),
    },
    { dashboardDir: options.dashboardDir ?? join(dataDir, 'no-dashboard') },
  );
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      await events.close();
      await handle.changes.stop();
      await geocoder?.close();
    },
  };
}

/**
 * A test file's app on a database of its own: `demo: true` starts from the whole demo data set
 * instead of the demo accounts alone; `env` adds environment settings (see `appOn`).
 * `shareDatabaseWith` builds a second app (a second API process: its own pool, hub and listener)
 * on another test app's PostgreSQL database, which that app keeps and drops.
 */
export async function createTestApp(
  options: AppOptions & { demo?: boolean; shareDatabaseWith?: TestApp } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sufra-test-'));
  const shared = options.shareDatabaseWith;
  if (shared && !shared.databaseUrl) throw new Error('only a PostgreSQL database can be shared');
  const { handle, url, drop, tenants } = shared?.databaseUrl
    ? {
        handle: await openDatabase({ url: shared.databaseUrl, poolSize: 5 }),
        url: shared.databaseUrl,
        drop: async () => {},
        tenants: shared.tenants,
      }
    : await freshDatabase(options.demo ? 'demo' : 'accounts');
  if (!tenants) throw new Error('a test app starts from a seeded template');
  const { app, stop } = await appOn(handle, dataDir, options);
  const tokens = new Map<DemoUser, string>();
  // Every answer an API test receives must be one the OpenAPI document describes.
  const openApi = openApiChecker();

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
      await stop();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
