import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { pgErrorCode } from './errors.ts';

/** PostgreSQL gave up on the transaction to let another finish: a deadlock, a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Runs in all, the first included. */
const ATTEMPTS = 4;

/** Whether the error is one a transaction run again may not meet (see {@link transaction}). */
export function isRetryable(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * `work` in one transaction. PostgreSQL may end a transaction to break a deadlock or a serialization
 * conflict with another: nothing of it was written, so it is run again, after a short random pause
 * (up to {@link ATTEMPTS} runs), and the request never sees it. `work` must decide only from what it
 * reads inside (its rows are read again on each run). If every run meets one the error answers 503.
 */
export async function transaction<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(Math.floor(Math.random() * 20 * attempt) + 1);
    }
  }
}
