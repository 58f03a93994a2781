import { sql } from 'kysely';
import { transaction } from '../../core/http/transaction.ts';
import type { Clock } from '../../core/jobs/clock.ts';
import type { Database } from '../../db/database.ts';
import { ReservationStepsRepository } from './reservation-steps.repository.ts';
import { publishStep } from './reservation-steps.service.ts';

/** One run of the jobs at a time across API processes (a transaction-scoped advisory lock). */
const JOBS_LOCK = 7_315_002;
/** Rows changed per run at most (the next run takes the rest). */
const BATCH = 500;

export interface JobRun {
  /** Whether this process held the lock (another process's run was under way otherwise). */
  ran: boolean;
  expired: number;
  noShows: number;
}

/**
 * The reservation jobs of DOMAIN.md "Background jobs": a reservation still `pending` at its time
 * expires; one on `hold` whose guest has not arrived `hold_minutes` after its time is a no-show.
 * Every API process runs them, one at a time (the advisory lock; a process that does not get it
 * skips the run), each row changed once (its status is in the `WHERE`, its row locked), with a
 * history row by the system and a `reservation.status` event. The time is the server's clock.
 */
export async function runReservationJobs(db: Database, clock: Clock): Promise<JobRun> {
  const now = clock.now();
  return transaction(db, async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${JOBS_LOCK}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return { ran: false, expired: 0, noShows: 0 };
    const steps = new ReservationStepsRepository(trx);
    const expiring = await steps.due('pending', now, BATCH);
    const missing = await steps.due('hold', now, BATCH);
    for (const row of expiring) await steps.write(row, 'expired', { actorType: 'system', actorId: null });
    for (const row of missing) await steps.write(row, 'no_show', { actorType: 'system', actorId: null });
    // The events last (they take the events' lock until the commit).
    for (const row of expiring) await publishStep(trx, row, 'expired');
    for (const row of missing) await publishStep(trx, row, 'no_show');
    return { ran: true, expired: expiring.length, noShows: missing.length };
  });
}
