import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ChangeWatch, changesPlugin, registerChangeWatch } from './changes.ts';
import { connectionConfig, sessionSettingsSql } from './connection-settings.ts';
import { type ListenOptions, listenOnPostgres, type Unlisten } from './listener.ts';
import { heldDatabase, listenOnPglite, pglitePool } from './pglite-pool.ts';
import { evictingPool } from './postgres-pool.ts';
import type { DB } from './types.ts';

/**
 * Opening the database (embedded PGlite or a PostgreSQL server) as one handle. Each concern has its
 * file: the embedded pool (pglite-pool.ts), the PostgreSQL pool and its prepared statements
 * (postgres-pool.ts), the connections' session settings (connection-settings.ts), the migrations
 * (migrate.ts); what others import from here is re-exported.
 */
export { connectionConfig, sessionSettingsSql, verifySessionSettings } from './connection-settings.ts';
export { migrateToLatest } from './migrate.ts';
export { PREPARED_PER_CONNECTION, preparedName } from './postgres-pool.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * What changed, for the answers kept in memory (sessions, the orders list): started by the server
   * (`changes.start(listen)`); until then nothing is cached.
   */
  changes: ChangeWatch;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * LISTEN on `channel`: `onPayload` receives the payload of each NOTIFY committed on it (from any
   * process on the same database). PostgreSQL: a dedicated connection outside the pool that is
   * opened again when it drops (`onReconnect` then runs: what was sent meanwhile was missed).
   * Resolves once listening; the function it gives stops.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  /** Connections in use and idle, and callers waiting for one (the metrics' pool gauge). */
  poolStats(): PoolStats;
  /**
   * Embedded database only: `run` while holding its single connection. The holder waits its turn
   * like any caller (so no other caller's transaction is open), and it is never taken back however
   * long `run` takes; other callers wait meanwhile. PostgreSQL: rejects (pg_dump backs it up).
   */
  exclusive<T>(run: (held: Exclusive) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Stop now (a signal during start): whatever transaction is open is rolled back, the queries still
   * to come fail, and the database is closed. The same promise however often it is called.
   */
  abort(): Promise<void>;
}

/** What the holder of the embedded database's only connection can do (a backup's snapshot). */
export interface Exclusive {
  /** Queries on the held connection. */
  db: Database;
  /** The data directory as an uncompressed tar in memory, after a CHECKPOINT. */
  dumpDataDir(): Promise<Blob>;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** `postgres://…`; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite: start from this copy of a data directory (an uncompressed tar, as `dumpDataDir` gives)
   * instead of an empty cluster: no initdb. The tests start each file from the run's migrated copy.
   */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Server side: PostgreSQL cancels a statement running longer (57014, answered 503). */
  statementTimeoutMs?: number;
  /**
   * Client side: a query with no answer within this time fails (a silent network partition, where the
   * server's own timeout cannot help) and its connection is destroyed, never handed out again. On the
   * embedded database: how long one caller may keep the single connection while others wait.
   */
  queryTimeoutMs?: number;
  /** How long a checkout waits for a free connection (or for a new one to open) before failing. */
  connectionTimeoutMs?: number;
  onError?: (error: Error) => void;
}

/** TCP keepalive probes start after this much silence, so a dead peer is noticed without traffic. */
const KEEPALIVE_DELAY_MS = 10_000;
/** A session idle inside a transaction this long is ended by the server (its locks are freed). */
const IDLE_IN_TRANSACTION_MS = 60_000;

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/** Same values on both engines: bigint counts as numbers, numeric as exact strings, dates as "YYYY-MM-DD". */
const identity = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return toNumber;
    if (oid === DATE || oid === NUMERIC) return identity;
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const url = options.url;
  if (url) {
    const { connectionString, settings } = connectionConfig(url);
    const setup = sessionSettingsSql({
      ...settings,
      statement_timeout: String(options.statementTimeoutMs ?? 15_000),
      idle_in_transaction_session_timeout: String(IDLE_IN_TRANSACTION_MS),
    });
    const pool = new pg.Pool({
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      query_timeout: options.queryTimeoutMs ?? 20_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    // A lost connection is reported, never fatal: the pool replaces it on the next checkout.
    pool.on('error', (error) => options.onError?.(error));
    // A connection that dies while checked out emits on the client itself: listen there too, or the
    // process would crash on an unhandled 'error' event. The failed query rejects and answers 503.
    // Each new connection's first statement sets its session (queued before any query of a caller).
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onError?.(error));
      client.query(setup.text, setup.values).catch((error: Error) => options.onError?.(error));
    });
    const evicting = evictingPool(pool);
    const changes = new ChangeWatch();
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: evicting }),
      plugins: [changesPlugin(changes)],
    });
    registerChangeWatch(db, changes);
    return {
      db,
      kind: 'postgres',
      changes,
      ping: (timeoutMs = 2_000) => pingWith(() => pool.query('SELECT 1'), timeoutMs),
      poolStats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      listen: (channel, onPayload, listenOptions = {}) =>
        listenOnPostgres(url, channel, onPayload, {
          onError: options.onError,
          ...listenOptions,
        }),
      close: () => db.destroy(),
      exclusive: () =>
        Promise.reject(
          new Error('only the embedded database is backed up this way; use pg_dump for PostgreSQL'),
        ),
      abort: once(() => evicting.abort()),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const instance = new PGlite({
    dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8]: toNumber, [DATE]: identity, [NUMERIC]: identity },
  });
  await instance.waitReady;
  // The server passes its configured timeouts; tools and tests that pass none wait generously.
  const pool = pglitePool(instance, options.connectionTimeoutMs ?? 30_000, options.queryTimeoutMs ?? 60_000);
  const changes = new ChangeWatch();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [changesPlugin(changes)] });
  registerChangeWatch(db, changes);
  embeddedDatabases.add(db);
  return {
    db,
    kind: 'pglite',
    changes,
    ping: (timeoutMs = 2_000) => pingWith(() => instance.query('SELECT 1'), timeoutMs),
    poolStats: () => pool.stats(),
    listen: (channel, onPayload) => listenOnPglite(instance, pool, channel, onPayload),
    exclusive: (run) =>
      pool.exclusive((client) =>
        run({
          db: heldDatabase(client),
          dumpDataDir: async () => {
            // Every page written to its file: the copy needs no recovery from the WAL when loaded.
            await client.query('CHECKPOINT', []);
            return instance.dumpDataDir('none');
          },
        }),
      ),
    close: () => db.destroy(),
    abort: once(() => pool.abort()),
  };
}

const embeddedDatabases = new WeakSet<Database>();

/**
 * Whether `db` is the embedded database (one connection shared by every caller): long reads there
 * go in separate short queries instead of holding the connection (exports' batches).
 */
export function isEmbedded(db: Database): boolean {
  return embeddedDatabases.has(db);
}

function once(run: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => {
    started ??= run();
    return started;
  };
}

async function pingWith(run: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
