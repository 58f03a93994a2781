import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ActorType } from '../../db/schema/domain.ts';

/** The history tables of records that move through steps, and the column naming their record. */
const TABLES = {
  orders: { table: 'order_status_history', owner: 'order_id' },
  reservations: { table: 'reservation_status_history', owner: 'reservation_id' },
} as const;

export interface HistoryRow<S extends string> {
  id: number;
  /** The record (order or reservation) the step belongs to. */
  owner_id: number;
  from_status: S | null;
  to_status: S;
  actor_type: ActorType;
  /** A staff member's name, or the customer's; null for the system. */
  actor_name: string | null;
  /** The cancel reason in the request's language. */
  reason: string | null;
  note: string | null;
  created_at: Date;
}

/**
 * The steps of these orders or reservations (already read in the caller's scope), oldest first,
 * with who took each and why: one query for many records (a list's page, the kitchen board).
 */
export async function statusHistory<S extends string>(
  db: Database,
  locale: Locale,
  kind: keyof typeof TABLES,
  ids: readonly number[],
): Promise<HistoryRow<S>[]> {
  if (ids.length === 0) return [];
  const { table, owner } = TABLES[kind];
  const reason = sql.ref(locale === 'ar' ? 'cr.ar_reason' : 'cr.en_reason');
  const { rows } = await sql<HistoryRow<S>>`
    SELECT h.id, ${sql.ref(`h.${owner}`)} AS owner_id, h.from_status, h.to_status, h.actor_type,
      coalesce(u.name, c.first_name || ' ' || c.last_name) AS actor_name, ${reason} AS reason,
      h.note, h.created_at
    FROM ${sql.table(table)} h
    LEFT JOIN users u ON u.id = h.actor_id AND h.actor_type IN ('admin', 'vendor', 'branch')
    LEFT JOIN clients c ON c.id = h.actor_id AND h.actor_type = 'client'
    LEFT JOIN cancel_reasons cr ON cr.id = h.reason_id
    WHERE ${sql.ref(`h.${owner}`)} IN (${sql.join(ids)})
    ORDER BY h.created_at, h.id`.execute(db);
  return rows;
}
