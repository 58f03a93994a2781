import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  sql,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { ChangeWatch, changesPlugin, registerChangeWatch } from './changes.ts';
import { type ListenOptions, listenOnPostgres, type Unlisten } from './listener.ts';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

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

/** The error a query sees when its connection was taken away; answered 503 like any lost connection. */
function connectionLost(reason: string): Error {
  return new Error(`Connection terminated: ${reason}`);
}

/**
 * A Kysely pool over one PGlite instance: one "connection" at a time, handed out in order. A caller
 * waits at most `checkoutTimeoutMs` for it (then fails, answered 503, instead of queueing forever).
 * A holder that keeps it longer than `leaseMs` while others wait loses it: its open transaction is
 * rolled back, its further queries fail, and the next caller gets the connection.
 *
 * PGlite runs each statement synchronously on the main thread without timer signals, so neither
 * statement_timeout nor any timer can stop one statement once it runs; what is bounded here is
 * how long a connection (and so every other request) can be held.
 */
function pglitePool(
  instance: PGlite,
  checkoutTimeoutMs: number,
  leaseMs: number,
): PostgresPool & {
  stats(): PoolStats;
  exclusive<T>(run: (client: PostgresPoolClient) => Promise<T>): Promise<T>;
  abort(): Promise<void>;
} {
  interface Lease {
    revoked: boolean;
    released: boolean;
    expired: boolean;
    timer?: NodeJS.Timeout;
  }
  const waiters: ((lease: Lease) => void)[] = [];
  let current: Lease | undefined;
  /** The lease behind each client handed out (`exclusive` keeps its own). */
  const leases = new WeakMap<PostgresPoolClient, Lease>();
  let ending = false;

  const commandOf = (sqlText: string): PostgresQueryResult<unknown>['command'] => {
    const head = sqlText.trimStart().slice(0, 6).toUpperCase();
    const word = head.startsWith('WITH') ? /\b(INSERT|UPDATE|DELETE|MERGE)\b/i.exec(sqlText)?.[1] : head;
    const command = word?.toUpperCase();
    if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE')
      return command;
    return 'SELECT';
  };

  function handOn(): void {
    const next = waiters.shift();
    current = undefined;
    if (next) next(grant());
  }

  function grant(): Lease {
    const lease: Lease = { revoked: false, released: false, expired: false };
    lease.timer = setTimeout(() => {
      lease.expired = true;
      if (waiters.length > 0) void revoke(lease);
    }, leaseMs).unref();
    current = lease;
    return lease;
  }

  function release(lease: Lease): void {
    if (lease.released) return;
    lease.released = true;
    clearTimeout(lease.timer);
    if (current === lease && !lease.revoked) handOn();
  }

  async function revoke(lease: Lease): Promise<void> {
    if (lease.released || lease.revoked) return;
    lease.revoked = true;
    clearTimeout(lease.timer);
    // PGlite serialises its own queries, so this runs after anything the holder has in flight.
    await instance.query('ROLLBACK').catch(() => {});
    handOn();
  }

  /** What a caller still waiting gets once the database is aborted: a connection that refuses. */
  function revokedLease(): Lease {
    return { revoked: true, released: false, expired: true };
  }

  function clientOf(lease: Lease): PostgresPoolClient {
    async function query<R>(
      sqlText: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> {
      if (lease.revoked) throw connectionLost('the connection was held too long and taken back');
      if (lease.released) throw connectionLost('the connection was already released');
      const result = await instance.query<R>(sqlText, parameters as unknown[]);
      return {
        command: commandOf(sqlText),
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    }
    const client = { query, release: () => release(lease) } as PostgresPoolClient;
    leases.set(client, lease);
    return client;
  }

  return {
    options: {},
    stats: () => ({ inUse: current ? 1 : 0, idle: current ? 0 : 1, waiting: waiters.length }),
    async exclusive(run) {
      const client = await this.connect();
      // Never taken back (no lease timer): no other caller's transaction starts while `run` copies.
      clearTimeout(leases.get(client)?.timer);
      try {
        return await run(client);
      } finally {
        client.release();
      }
    },
    connect() {
      if (ending) return Promise.reject(connectionLost('the database is closing'));
      if (!current) return Promise.resolve(clientOf(grant()));
      return new Promise<PostgresPoolClient>((resolve, reject) => {
        const waiter = (lease: Lease) => {
          clearTimeout(timer);
          resolve(clientOf(lease));
        };
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error('timeout exceeded when trying to connect'));
        }, checkoutTimeoutMs);
        waiters.push(waiter);
        // The holder's time is up already: take the connection back for this caller.
        if (current?.expired) void revoke(current);
      });
    },
    async abort() {
      ending = true;
      for (const waiter of waiters.splice(0)) waiter(revokedLease());
      if (current) await revoke(current);
      await instance.close();
    },
    async end() {
      ending = true;
      // Let the holder (a request still finishing) complete, within its lease.
      const deadline = Date.now() + leaseMs;
      while (current && !current.released && !current.revoked && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await instance.close();
    },
  };
}

/** Named statements one connection keeps at most; past that, its new statements are unnamed. */
export const PREPARED_PER_CONNECTION = 200;
/** Longer statements (bulk inserts of many rows) are one-offs: never kept. */
const PREPARED_MAX_LENGTH = 8_000;
const statementNames = new Map<string, string>();
const preparedBy = new WeakMap<object, Set<string>>();

/**
 * The name under which a connection keeps a statement prepared, or undefined to send it unnamed.
 * Planning a list's five-table join costs PostgreSQL more than running it (1 to 3 ms against 0.3 on
 * a million orders): a named statement is parsed and planned once per connection, then only bound
 * and run (PostgreSQL re-plans it by itself when a table or index it uses changes). Named are the
 * statements with parameters (already the extended protocol, so never several statements at once)
 * and single SELECTs without any (a list's first page as the platform reads it has no parameter).
 */
export function preparedName(connection: object, text: string, parameters: readonly unknown[] | undefined) {
  if (text.length > PREPARED_MAX_LENGTH) return undefined;
  if ((!parameters || parameters.length === 0) && !/^select\b[^;]*$/i.test(text)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  let kept = preparedBy.get(connection);
  if (!kept) {
    kept = new Set();
    preparedBy.set(connection, kept);
  }
  if (kept.has(name)) return name;
  if (kept.size >= PREPARED_PER_CONNECTION) return undefined;
  kept.add(name);
  return name;
}

/**
 * A prepared `SELECT *` whose table gained or lost a column (another process migrated the schema
 * during a rolling upgrade) is refused by PostgreSQL: that connection's statements are stale.
 */
function isStalePlan(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '0A000' && /cached plan/.test(error.message);
}

/** While PostgreSQL is unreachable, a connection is tried this often to find out whether it is back. */
const PROBE_EVERY_MS = 1_000;

/**
 * The pg pool as Kysely sees it, except that a client whose query failed without an answer from
 * the server (query timeout, lost socket) is destroyed on release instead of going back to the
 * pool, and refuses further queries at once (so the transaction's ROLLBACK does not wait again).
 *
 * And a client never waits longer than the timeouts for a database that does not answer: the first
 * query (or connection) to fail without an answer marks PostgreSQL unreachable; every caller then
 * waiting for a connection fails at once (503), and so does every new one, while a connection is
 * tried in the background every second (its first answer ends the outage). A silent partition thus
 * costs a request at most one query or connection timeout, never one after another.
 */
function evictingPool(pool: pg.Pool): PostgresPool & { abort(): Promise<void> } {
  const checkedOut = new Set<pg.PoolClient>();
  let aborted = false;
  /** Since when PostgreSQL has not answered (undefined: it answers). */
  let unreachableSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  /** Callers waiting for a connection: failed at once when PostgreSQL turns out unreachable. */
  const waiting = new Set<(error: Error) => void>();
  const reachable = () => {
    unreachableSince = undefined;
    clearTimeout(probe);
    probe = undefined;
  };
  /** Tries a connection and a statement; the first answer ends the outage, else again in a second. */
  const tryAgainLater = () => {
    probe = setTimeout(async () => {
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        await client.query('SELECT 1');
        client.release();
        reachable();
      } catch {
        client?.release(true);
        if (unreachableSince !== undefined && !aborted) tryAgainLater();
      }
    }, PROBE_EVERY_MS);
    probe.unref();
  };
  const unreachable = (error: unknown) => {
    if (unreachableSince === undefined) {
      unreachableSince = Date.now();
      tryAgainLater();
    }
    const reason = connectionLost(
      `the database does not answer (${error instanceof Error ? error.message : String(error)})`,
    );
    for (const fail of waiting) fail(reason);
    waiting.clear();
  };
  const checkout = () =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      waiting.add(reject);
      pool.connect().then(
        (client) => {
          // Failed meanwhile (the database was found unreachable): the connection goes back.
          if (!waiting.delete(reject)) return client.release();
          resolve(client);
        },
        (error: unknown) => {
          waiting.delete(reject);
          reject(error);
        },
      );
    });
  return {
    options: pool.options,
    /** Every connection closed now: the server rolls back what each had open. */
    async abort() {
      aborted = true;
      clearTimeout(probe);
      for (const client of checkedOut) client.release(new Error('the database was aborted'));
      checkedOut.clear();
      await pool.end();
    },
    async connect() {
      if (aborted) throw connectionLost('the database was aborted');
      if (unreachableSince !== undefined) throw connectionLost('the database does not answer; trying again');
      let client: pg.PoolClient;
      try {
        client = await checkout();
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) unreachable(error);
        throw error;
      }
      checkedOut.add(client);
      let broken: Error | undefined;
      const watch = (error: unknown): never => {
        // A DatabaseError is the server's answer: the connection itself is fine, unless its
        // prepared statements went stale (then it is replaced by a fresh one).
        // An error from the server is an answer: it is reachable.
        if (error instanceof pg.DatabaseError) reachable();
        else unreachable(error);
        if (!(error instanceof pg.DatabaseError) || isStalePlan(error))
          broken ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      };
      const answered = <T>(result: T): T => {
        if (unreachableSince !== undefined) reachable();
        return result;
      };
      const wrapped = {
        get processID() {
          return (client as unknown as { processID?: number }).processID;
        },
        query(first: unknown, parameters?: ReadonlyArray<unknown>) {
          if (broken) return Promise.reject(connectionLost(`an earlier query failed: ${broken.message}`));
          if (typeof first !== 'string') return client.query(first as pg.Submittable);
          const name = preparedName(client, first, parameters);
          const values = parameters as unknown[];
          return (name ? client.query({ name, text: first, values }) : client.query(first, values)).then(
            answered,
            watch,
          );
        },
        release(destroy?: boolean) {
          if (!checkedOut.delete(client)) return;
          client.release(broken ?? destroy === true);
        },
      };
      return wrapped as unknown as PostgresPoolClient;
    },
    end: () => {
      clearTimeout(probe);
      aborted = true;
      return pool.end();
    },
  };
}

/**
 * The address of every connection, and the session settings each starts with: those the URL names
 * itself (`?options=-c name=value …`), then JIT compilation off. PostgreSQL compiles a plan it costs
 * above `jit_above_cost` to machine code first. This application's statements are short, and where
 * one crossed that cost the compiling took longer than it saved: the first batch of a 100,000-row
 * export cursor took 270 ms with JIT and 14 ms without (the export's first byte 584 ms, then 65 ms,
 * in bench --scale); the reports' statements ran as fast either way.
 *
 * The settings are not sent as startup parameters (`options`, `statement_timeout`): a connection
 * pooler such as PgBouncer refuses those, or, told to ignore them, drops them silently. Each new
 * connection sets them with its first statement instead (`sessionSettingsSql`), which poolers in
 * session mode keep, and the server checks at start that they took (`verifySessionSettings`).
 */
export function connectionConfig(url: string): {
  connectionString: string;
  settings: Record<string, string>;
} {
  const settings: Record<string, string> = {};
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL (pg reads key=value text too): it names no options for us to keep.
    return { connectionString: url, settings: { jit: 'off' } };
  }
  const own = parsed.searchParams.get('options');
  if (own === null) return { connectionString: url, settings: { jit: 'off' } };
  parsed.searchParams.delete('options');
  // `-c name=value` or `-cname=value`, separated by spaces (libpq's form of the option).
  for (const match of own.matchAll(/-c\s*([A-Za-z_.][\w.]*)=(\S+)/g))
    if (match[1] && match[2] !== undefined) settings[match[1]] = match[2];
  return { connectionString: parsed.toString(), settings: { ...settings, jit: 'off' } };
}

/** One statement that sets every one of `settings` for the session (values as parameters). */
export function sessionSettingsSql(settings: Record<string, string>): { text: string; values: string[] } {
  const names = Object.keys(settings);
  return {
    text: `SELECT ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, false)`).join(', ')}`,
    values: names.flatMap((name) => [name, settings[name] ?? '']),
  };
}

/**
 * At start: the settings every connection begins with are in force (a pooler that drops session
 * settings, as PgBouncer in transaction mode does, would leave statements without their timeout).
 */
export async function verifySessionSettings(db: Database, statementTimeoutMs: number): Promise<void> {
  const { rows } = await sql<{ statement_timeout: string; jit: string }>`
    SELECT (SELECT setting FROM pg_settings WHERE name = 'statement_timeout') AS statement_timeout,
      current_setting('jit') AS jit`.execute(db);
  const found = rows[0];
  if (found?.statement_timeout !== String(statementTimeoutMs) || found.jit !== 'off')
    throw new Error(
      `the database connection did not keep its session settings (statement_timeout ${found?.statement_timeout} ms where ${statementTimeoutMs} was set, jit ${found?.jit}): ` +
        'a connection pooler must run in session mode (README, "Running on PostgreSQL")',
    );
}

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

/** A Kysely whose every query runs on one client already held (never released through it). */
function heldDatabase(client: PostgresPoolClient): Database {
  const held = { query: client.query.bind(client), release: () => {} } as PostgresPoolClient;
  const pool: PostgresPool = { options: {}, connect: async () => held, end: async () => {} };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * PGlite's own `listen` (one session: a NOTIFY reaches it when the notifying transaction commits,
 * and never from one rolled back). LISTEN runs while this holds the single connection, so it can
 * never land inside another caller's open transaction (and be undone by its rollback). The
 * embedded database cannot drop, so there is nothing to reconnect.
 */
async function listenOnPglite(
  instance: PGlite,
  pool: PostgresPool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const hold = async <T>(run: () => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      return await run();
    } finally {
      connection.release();
    }
  };
  const stop = await hold(() => instance.listen(channel, onPayload));
  return async () => {
    // When the database is closing already, the listener ends with it.
    await hold(() => stop()).catch(() => {});
  };
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

/**
 * Applies the pending migrations, all in one transaction under the migrator's lock: processes
 * started at once migrate one after the other, and a start stopped half-way leaves none applied.
 * `onPending` hears how many there are first (none: not called).
 */
export async function migrateToLatest(db: Database, onPending?: (count: number) => void): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).length;
  if (pending > 0) onPending?.(pending);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
