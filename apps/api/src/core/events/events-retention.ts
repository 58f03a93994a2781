import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { EVENT_RETENTION_HOURS } from './events-hub.ts';

/** Several processes on one PostgreSQL database: one of them deletes at a time. */
export const EVENTS_RETENTION_LOCK_ID = 73_032_027;
/** How often the retention job runs. */
export const EVENTS_RETENTION_INTERVAL_MS = 10 * 60_000;
/** Rows per transaction, so no delete holds its locks (or the embedded single connection) for long. */
const BATCH = 5_000;

export interface RetentionResult {
  /** false when another process was deleting (this one skipped the round). */
  ran: boolean;
  deleted: number;
}

/**
 * Delete the live events older than EVENT_RETENTION_HOURS (a stream that dropped longer ago than
 * that replays nothing of them; the hub never reads them either). Each batch is a transaction that
 * first takes a transaction-scoped advisory lock without waiting: while another process holds it,
 * this one stops and leaves the round to it.
 */
export async function deleteExpiredEvents(db: Database): Promise<RetentionResult> {
  let deleted = 0;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_xact_lock(${EVENTS_RETENTION_LOCK_ID}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return undefined;
      const result = await trx
        .deleteFrom('events')
        .where(
          'id',
          'in',
          trx
            .selectFrom('events')
            .select('id')
            .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${EVENT_RETENTION_HOURS})`)
            .orderBy('id')
            .limit(BATCH),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    if (step === undefined) return { ran: deleted > 0, deleted };
    deleted += step;
    if (step < BATCH) return { ran: true, deleted };
  }
}
