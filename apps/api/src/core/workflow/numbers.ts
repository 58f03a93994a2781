import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const PREFIX = { order: 'ORD', reservation: 'RSV' } as const;

/**
 * The next number of a kind for a Riyadh day: `ORD-261124-0042`, `RSV-261124-0007`. A counter row
 * per kind and day, raised by one statement of its own, so no lock is held through the caller's
 * transaction (a refused order may leave a gap in the day's numbers).
 */
export async function nextNumber(db: Database, kind: keyof typeof PREFIX, day: string): Promise<string> {
  const row = await db
    .insertInto('number_counters')
    .values({ kind, day, last: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'day']).doUpdateSet({ last: sql<number>`number_counters.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return `${PREFIX[kind]}-${day.slice(2).replaceAll('-', '')}-${String(row.last).padStart(4, '0')}`;
}

/** After rows were written with their own numbers (the demo seed): count on from the largest. */
export async function catchUpNumbers(db: Database): Promise<void> {
  await sql`INSERT INTO number_counters (kind, day, last)
    SELECT 'order', to_date(substr(order_number, 5, 6), 'YYMMDD'), max(substr(order_number, 12)::int)
    FROM orders WHERE order_number LIKE 'ORD-%' GROUP BY 2
    UNION ALL
    SELECT 'reservation', to_date(substr(reservation_number, 5, 6), 'YYMMDD'), max(substr(reservation_number, 12)::int)
    FROM reservations WHERE reservation_number LIKE 'RSV-%' GROUP BY 2
    ON CONFLICT (kind, day) DO UPDATE SET last = greatest(number_counters.last, excluded.last)`.execute(db);
}
