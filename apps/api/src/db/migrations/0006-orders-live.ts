import { type Kysely, sql } from 'kysely';
import { runStatements, sessionsTable } from './shared-sql.ts';

/**
 * Orders end to end (issue 9):
 * - customers sign in to the customer API: their sessions live apart from the staff's;
 * - the live events of every tenant (orders, reservations, notifications), kept a day so a stream
 *   that dropped can replay what it missed (`Last-Event-ID`); their ids are handed out in commit
 *   order (see core/events/events.ts);
 * - an order keeps when it was accepted and when it was ready (the kitchen's clock) and its
 *   processing time (the longest of its meals when placed);
 * - order and reservation numbers count per Riyadh day (`ORD-YYMMDD-NNNN`, `RSV-YYMMDD-NNNN`).
 */
const statements = [
  sessionsTable('client_sessions', 'client_id', 'clients'),
  `CREATE INDEX client_sessions_client_idx ON client_sessions (client_id)`,

  `CREATE TABLE events (
    id bigserial PRIMARY KEY,
    type text NOT NULL CHECK (type IN ('order.created', 'order.status', 'reservation.created',
      'reservation.status', 'notification.created')),
    brand_id integer,
    branch_id integer,
    client_id integer,
    user_id integer,
    data jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX events_created_idx ON events (created_at)`,

  `ALTER TABLE orders
    ADD COLUMN accepted_at timestamptz,
    ADD COLUMN ready_at timestamptz,
    ADD COLUMN processing_minutes integer NOT NULL DEFAULT 15
      CHECK (processing_minutes BETWEEN 0 AND 1440)`,
  `UPDATE orders o SET
    accepted_at = (SELECT min(h.created_at) FROM order_status_history h
      WHERE h.order_id = o.id AND h.to_status = 'preparing'),
    ready_at = (SELECT min(h.created_at) FROM order_status_history h
      WHERE h.order_id = o.id AND h.to_status = 'ready'),
    processing_minutes = coalesce((SELECT max(m.processing_time) FROM order_items i
      JOIN meals m ON m.id = i.meal_id WHERE i.order_id = o.id), 15)`,
  // the kitchen board and the cashier read the live orders of a branch
  `CREATE INDEX orders_branch_live_idx ON orders (branch_id, placed_at)
    WHERE status IN ('pending', 'preparing', 'ready', 'process')`,

  `CREATE TABLE number_counters (
    kind text NOT NULL CHECK (kind IN ('order', 'reservation')),
    day date NOT NULL,
    last integer NOT NULL CHECK (last > 0),
    PRIMARY KEY (kind, day)
  )`,
  `INSERT INTO number_counters (kind, day, last)
    SELECT 'order', to_date(substr(order_number, 5, 6), 'YYMMDD'), max(substr(order_number, 12)::int)
    FROM orders WHERE order_number ~ '^ORD-\\d{6}-\\d+$'
    GROUP BY 2`,
  `INSERT INTO number_counters (kind, day, last)
    SELECT 'reservation', to_date(substr(reservation_number, 5, 6), 'YYMMDD'), max(substr(reservation_number, 12)::int)
    FROM reservations WHERE reservation_number ~ '^RSV-\\d{6}-\\d+$'
    GROUP BY 2`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE number_counters`.execute(db);
  await sql`DROP INDEX orders_branch_live_idx`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN accepted_at, DROP COLUMN ready_at, DROP COLUMN processing_minutes`.execute(
    db,
  );
  await sql`DROP TABLE events`.execute(db);
  await sql`DROP TABLE client_sessions`.execute(db);
}
