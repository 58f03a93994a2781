import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { SEED_LOCK_KEY } from '../db/seed-lock.ts';
import { POSTGRES_URL, scratchDatabase } from '../test/scratch-database.ts';
import { spawnedPerTest } from './process-kit.ts';

/**
 * Issue 16: a signal while the server starts (migrating an empty database, seeding the demo data)
 * stops it within SHUTDOWN_TIMEOUT_MS, cleanly, and leaves the database as it was or fully seeded,
 * never half; the next start then finishes the job. On the embedded database, and on PostgreSQL
 * when the suite runs there.
 */
const SHUTDOWN_TIMEOUT_MS = 8_000;
const onPostgres = process.env.TEST_DB === 'postgres';
const servers = spawnedPerTest();

/**
 * Waits until the demo seed's transaction is under way. PostgreSQL: until a session holds the seeding
 * lock (the seed takes about a second and a half there, so a fixed wait could miss it). The embedded
 * database cannot be watched from outside: its seed takes tens of seconds, well past this wait.
 */
async function insideTheSeed(env: Record<string, string>): Promise<void> {
  if (!env.DATABASE_URL) {
    await new Promise((r) => setTimeout(r, 1_500));
    return;
  }
  const ours = new URL(env.DATABASE_URL).pathname.slice(1);
  const handle = await openDatabase({ url: POSTGRES_URL.toString(), poolSize: 1 });
  try {
    for (let i = 0; i < 2_000; i += 1) {
      const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND classid = 0 AND objid = ${SEED_LOCK_KEY} AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = ${ours})`.execute(handle.db);
      if (Number(held.rows[0]?.n) > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the demo seed never took its lock');
  } finally {
    await handle.close();
  }
}

/** A new empty DATA_DIR (and, on PostgreSQL, a new empty database): the environment to start with. */
async function emptyInstallation(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sufra-start-'));
  servers.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  };
  if (!onPostgres) return { env, open: () => openDatabase({ dataDir: join(dataDir, 'db') }) };
  const { url, drop } = await scratchDatabase('sufra_start');
  servers.cleanups.push(drop);
  env.DATABASE_URL = url.toString();
  return { env, open: () => openDatabase({ url: url.toString(), poolSize: 1 }) };
}

interface State {
  migrated: number;
  users: number;
  orders: number;
  mealsWithoutPicture: number;
}

/** What a database holds: applied migrations, and the demo data's people, orders and pictures. */
async function stateOf(open: () => ReturnType<typeof openDatabase>): Promise<State> {
  const handle = await open();
  try {
    const { db } = handle;
    const hasTable = async (table: string) =>
      (await sql<{ found: string | null }>`SELECT to_regclass(${table})::text AS found`.execute(db)).rows[0]
        ?.found != null;
    const migrated = (await hasTable('kysely_migration'))
      ? Number(
          (await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db)).rows[0]?.n,
        )
      : 0;
    if (!(await hasTable('users'))) return { migrated, users: 0, orders: 0, mealsWithoutPicture: 0 };
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
      Number((await query.execute(db)).rows[0]?.n);
    return {
      migrated,
      users: await count(sql`SELECT count(*)::int AS n FROM users`),
      orders: await count(sql`SELECT count(*)::int AS n FROM orders`),
      mealsWithoutPicture: await count(
        sql`SELECT count(*)::int AS n FROM meals m WHERE NOT EXISTS (SELECT 1 FROM meal_images i WHERE i.meal_id = m.id)`,
      ),
    };
  } finally {
    await handle.close();
  }
}

/** Fully seeded: every migration, the demo's people and orders, a picture for every meal. */
function expectSeeded(state: State) {
  expect(state.migrated).toBe(Object.keys(migrations).length);
  expect(state.users).toBeGreaterThan(8);
  expect(state.orders).toBeGreaterThanOrEqual(3000);
  expect(state.mealsWithoutPicture).toBe(0);
}

/** Starts once more, without interruption: the start finishes what was left and serves. */
async function startCompletes(env: Record<string, string>) {
  const child = servers.spawn(env);
  const base = await child.started(60_000);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const stopped = await child.stop();
  expect(stopped.code).toBe(0);
}

describe(`a signal during start (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('while migrating an empty database: exits cleanly in time, and no migration is half applied', {
    timeout: 90_000,
  }, async () => {
    const { env, open } = await emptyInstallation();
    const child = servers.spawn(env);
    await child.waitFor(/database: applying \d+ migrations/, 30_000);
    const stopped = await child.stop('SIGTERM');
    // In time by the server's own clock: past SHUTDOWN_TIMEOUT_MS its deadline exits with 1, saying so
    // (the time seen from here also counts the process's start and exit on a busy machine).
    expect(stopped.code).toBe(0);
    expect(child.output()).not.toMatch(/shutdown deadline passed/);
    const state = await stateOf(open);
    // All of the migrations or none of them (they run in one transaction).
    expect([0, Object.keys(migrations).length]).toContain(state.migrated);
    if (state.migrated === 0) expect(state.users).toBe(0);

    await startCompletes(env);
    expectSeeded(await stateOf(open));
  });

  it('while seeding the demo data: exits cleanly in time, and nothing of the seed is left', {
    timeout: 90_000,
  }, async () => {
    const { env, open } = await emptyInstallation();
    const child = servers.spawn(env);
    await child.waitFor(/demo seed: seeding/, 45_000);
    await insideTheSeed(env);
    const stopped = await child.stop('SIGINT');
    expect(child.output()).not.toMatch(/demo data seeded/);
    // In time by the server's own clock: past SHUTDOWN_TIMEOUT_MS its deadline exits with 1, saying so
    // (the time seen from here also counts the process's start and exit on a busy machine).
    expect(stopped.code).toBe(0);
    expect(child.output()).not.toMatch(/shutdown deadline passed/);
    const state = await stateOf(open);
    expect(state.migrated).toBe(Object.keys(migrations).length);
    expect({ users: state.users, orders: state.orders }).toEqual({ users: 0, orders: 0 });

    await startCompletes(env);
    expectSeeded(await stateOf(open));
  });
});
