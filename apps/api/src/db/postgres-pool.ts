import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { connectionLost } from './connection-lost.ts';

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
export function evictingPool(pool: pg.Pool): PostgresPool & { abort(): Promise<void> } {
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
