import type { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { connectionLost } from './connection-lost.ts';
import type { Database, PoolStats } from './database.ts';
import type { Unlisten } from './listener.ts';
import type { DB } from './types.ts';

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
export function pglitePool(
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

/** A Kysely whose every query runs on one client already held (never released through it). */
export function heldDatabase(client: PostgresPoolClient): Database {
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
export async function listenOnPglite(
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
