import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EventType } from '../../db/schema/domain.ts';

/**
 * Live events (CONTRACT.md "Live events"): a service publishes one inside the transaction of the
 * change it tells about, so an event exists exactly when its change was committed. The row is kept
 * (for a dropped stream's `Last-Event-ID` replay) and `NOTIFY` wakes every API process on commit;
 * each process's hub (events-hub.ts) delivers it to its streams in the event's tenant.
 */
export type { EventType };

/** The channel every API process listens on; the payload is the event's id. */
export const EVENTS_CHANNEL = 'sufra_events';

/**
 * Event ids are handed out in commit order: a transaction takes this lock before it inserts its
 * event and keeps it until it commits, so no event with a smaller id can commit after one with a
 * larger id (a replay `WHERE id > last` never skips one). Publishing is the last step of a
 * transaction, so the lock is held only for its commit.
 */
const EVENTS_LOCK = 7_315_001;

export interface LiveEvent {
  type: EventType;
  /** The tenant: the brand and branch the event belongs to (null: the platform's). */
  brandId: number | null;
  branchId: number | null;
  /** The customer it concerns, if any. */
  clientId?: number | null;
  /** A single staff recipient (a notification of one user), if any. */
  userId?: number | null;
  data: Record<string, unknown>;
}

/** The stored row of an event. */
const eventRow = (event: LiveEvent) => ({
  type: event.type,
  brand_id: event.brandId,
  branch_id: event.branchId,
  client_id: event.clientId ?? null,
  user_id: event.userId ?? null,
  data: JSON.stringify(event.data),
});

/** Record an event and wake the listeners when the surrounding transaction commits. Call it last. */
export async function publishEvent(trx: Database, event: LiveEvent): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`.execute(trx);
  const row = await trx
    .insertInto('events')
    .values(eventRow(event))
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(row.id)})`.execute(trx);
  return row.id;
}

/**
 * Record many events at once (a notification to every brand manager) and wake the listeners once:
 * each process's hub reads new events in batches, so one `NOTIFY` with the last id is enough. Call it
 * last, like {@link publishEvent}.
 */
export async function publishEvents(trx: Database, events: readonly LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`.execute(trx);
  let last = 0;
  for (let start = 0; start < events.length; start += 1_000) {
    const rows = await trx
      .insertInto('events')
      .values(events.slice(start, start + 1_000).map(eventRow))
      .returning('id')
      .execute();
    for (const row of rows) last = Math.max(last, row.id);
  }
  await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(last)})`.execute(trx);
}
