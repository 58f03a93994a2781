import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
  onError?: (error: Error) => void;
}

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

/** A Kysely pool over one PGlite instance: one "connection" at a time, handed out in order. */
function pglitePool(instance: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  const commandOf = (sqlText: string): PostgresQueryResult<unknown>['command'] => {
    const head = sqlText.trimStart().slice(0, 6).toUpperCase();
    const word = head.startsWith('WITH') ? /\b(INSERT|UPDATE|DELETE|MERGE)\b/i.exec(sqlText)?.[1] : head;
    const command = word?.toUpperCase();
    if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE')
      return command;
    return 'SELECT';
  };
  async function query<R>(
    sqlText: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    const result = await instance.query<R>(sqlText, parameters as unknown[]);
    return {
      command: commandOf(sqlText),
      rowCount: result.affectedRows ?? result.rows.length,
      rows: result.rows,
    };
  }
  return {
    options: {},
    async connect() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = tail;
      tail = previous.then(() => held);
      await previous;
      return { query, release } as PostgresPoolClient;
    },
    async end() {
      await tail;
      await instance.close();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    });
    // A lost connection is reported, never fatal: the pool replaces it on the next checkout.
    pool.on('error', (error) => options.onError?.(error));
    // A connection that dies while checked out emits on the client itself: listen there too, or the
    // process would crash on an unhandled 'error' event. The failed query rejects and answers 503.
    pool.on('connect', (client) => client.on('error', (error) => options.onError?.(error)));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs = 2_000) => pingWith(() => pool.query('SELECT 1'), timeoutMs),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const instance = new PGlite({
    dataDir,
    parsers: { [INT8]: toNumber, [DATE]: identity, [NUMERIC]: identity },
  });
  await instance.waitReady;
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(instance) }) });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 2_000) => pingWith(() => instance.query('SELECT 1'), timeoutMs),
    close: () => db.destroy(),
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

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
