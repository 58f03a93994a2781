import { reservations } from '@sufra/contract/resources/reservations';
import { RESERVATION_LIVE_STATUSES } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import { type ReaderScope, readerCondition } from '../../core/sessions/tenancy.ts';
import { bookingNames, clientFilter } from '../../core/workflow/booking-names.ts';
import type { Database } from '../../db/database.ts';

/**
 * Reservations as their readers see them (the platform all, a brand its own, a branch its own, a
 * customer theirs): every method takes that scope and puts it in its `WHERE`.
 */
export type ReservationScope = ReaderScope;

const inScope = (scope: ReservationScope) =>
  readerCondition(scope, { brand: 'r.brand_id', branch: 'r.branch_id', client: 'r.client_id' });

const reservationsList = listOf(reservations)({
  query: (db: Database, scope: ReservationScope, locale: Locale) => {
    return db
      .selectFrom('reservations as r')
      .selectAll('r')
      .select([
        sql<string>`to_char(r.reservation_time, 'HH24:MI')`.as('reservation_time'),
        ...bookingNames('r', locale),
      ])
      .where(inScope(scope));
  },
  sorts: sortColumns('r', reservations.sorts),
  filters: (c) => ({
    reservation_number: (v) => c.text(['r.reservation_number'], v.trim()),
    status: c.is('r.status'),
    date_from: (v) => sql<boolean>`r.date >= ${v}::date`,
    date_to: (v) => sql<boolean>`r.date <= ${v}::date`,
    // the hour of the booking: 20:00 finds 20:00–20:59
    reservation_time: (v) =>
      sql<boolean>`date_trunc('hour', r.reservation_time) = date_trunc('hour', ${v}::time)`,
    table_position: c.is('r.table_position'),
    brand_id: c.id('r.brand_id'),
    branch_id: c.id('r.branch_id'),
    ...c.between('members_count', 'r.members_count', 'number'),
    client: (v) => clientFilter('r', v),
  }),
  tiebreak: 'r.id',
});

export class ReservationsRepository extends RepositoryWithLocale {
  /** The list's page, every row and export batches over the caller's filters, in its order. */
  readonly list = reservationsList.scoped(this.db, this.locale).list;
  readonly find = reservationsList.scoped(this.db, this.locale).find;

  /** A branch's reservations starting on a Riyadh day (the day view), in time order. */
  ofDay(scope: ReservationScope, branchId: number, day: string) {
    return reservationsList
      .query(this.db, scope, this.locale)
      .where('r.branch_id', '=', branchId)
      .where('r.date', '=', day)
      .orderBy('r.starts_at')
      .orderBy('r.id')
      .execute();
  }
}

/**
 * Live reservations (pending, hold) at a branch's position overlapping a period: the capacity rule of
 * DOMAIN.md counts these against the tables there.
 */
export function overlapping(
  db: Database,
  branchId: number,
  position: 'inside' | 'outside',
  from: Date,
  to: Date,
) {
  return db
    .selectFrom('reservations')
    .select(['id', 'starts_at', 'ends_at'])
    .where('branch_id', '=', branchId)
    .where('table_position', '=', position)
    .where('status', 'in', RESERVATION_LIVE_STATUSES)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}
