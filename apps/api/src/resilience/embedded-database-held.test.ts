import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isConnectionError } from '../core/http/errors.ts';
import { seedDemoAccounts } from '../seed/accounts.ts';
import { createServer, type Server } from '../server.ts';
import { adminLogin } from './database-kit.ts';

/**
 * The embedded database has one connection. A request that keeps it (stuck on something that never
 * answers, mid-transaction) must not wedge every other request: they answer 503 within the
 * configured timeouts, and once the holder's time is up its transaction is rolled back and the
 * connection serves the others again, without a restart.
 */
const CONNECT_TIMEOUT_MS = 500;
const LEASE_MS = 1_500;
const BOUND_MS = 3 * LEASE_MS;
let server: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-held-'));
  server = await createServer(
    loadConfig({
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DB_QUERY_TIMEOUT_MS: String(LEASE_MS),
      REQUEST_HANDLER_TIMEOUT_MS: '5000',
      UPLOAD_CLEANUP_INTERVAL_MINUTES: '0',
      LOG_LEVEL: 'silent',
    }),
  );
  await seedDemoAccounts(server.database.db);
  // A whole server on an on-disk database starts slowly on a busy machine.
}, 30_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const login = () => adminLogin(server);

const marker = `held-${process.pid}-${Date.now()}`;

describe('embedded database held by a stuck request', () => {
  it('answers 503 meanwhile, then takes the connection back and rolls the holder back', async () => {
    expect((await login()).statusCode).toBe(200);
    expect(server.database.kind).toBe('pglite');

    let unblock: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    let holding: () => void = () => {};
    const holds = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = server.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('settings').values({ key: marker, value: sql`'"x"'::jsonb` }).execute();
      holding();
      await blocked; // stuck on something that never answers
      await trx.selectFrom('settings').select('key').execute();
    });
    const outcome = holder.then(
      () => undefined,
      (error: unknown) => error,
    );
    await holds;

    const started = performance.now();
    const during = await login();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(performance.now() - started).toBeLessThan(BOUND_MS);

    // Once the holder's time is up, the next caller gets the connection.
    let status = 0;
    const deadline = performance.now() + 4 * BOUND_MS;
    while (status !== 200 && performance.now() < deadline) status = (await login()).statusCode;
    expect(status).toBe(200);

    // The holder's transaction was rolled back; when it wakes up its queries fail as a lost connection.
    unblock();
    const error = await outcome;
    expect(isConnectionError(error)).toBe(true);
    const left = await server.database.db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', marker)
      .execute();
    expect(left).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
