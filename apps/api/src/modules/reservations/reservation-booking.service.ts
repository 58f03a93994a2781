import { toHalalas } from '@sufra/contract/money';
import { isOpenAt } from '@sufra/contract/resources/branch-hours';
import type { AvailabilityAnswer, BookTableInput } from '@sufra/contract/resources/reservations';
import { riyadhInstant } from '@sufra/contract/riyadh';
import { publishEvent } from '../../core/events/events.ts';
import type { ClientContext } from '../../core/http/context.ts';
import { AppError, invalid } from '../../core/http/errors.ts';
import type { KeyClaim } from '../../core/http/idempotency.ts';
import { transaction } from '../../core/http/transaction.ts';
import { nextNumber } from '../../core/workflow/numbers.ts';
import type { Database } from '../../db/database.ts';
import type { TablePosition } from '../../db/schema/domain.ts';
import { orderingBranch } from '../client-catalog/client-catalog.service.ts';
import { BookingRepository } from './reservation-booking.repository.ts';
import { overlapping } from './reservations.repository.ts';

/** Bookable times are offered every quarter hour. */
const SLOT_MINUTES = 15;
const MINUTE = 60_000;

type Branch = NonNullable<Awaited<ReturnType<typeof orderingBranch>>>;

const tablesAt = (branch: Branch, position: TablePosition) =>
  position === 'inside' ? branch.tables_inside : branch.tables_outside;

/** A branch that takes table bookings (and takes customers at all), or a 422 on the field. */
async function bookingBranch(db: Database, branchId: number): Promise<Branch> {
  const branch = await orderingBranch(db, branchId);
  if (!branch?.table_booking) throw invalid('branch_id', 'booking.unavailable');
  return branch;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The bookable times of a day for a party at a position (DOMAIN.md "Reservations"): every quarter
 * hour the branch is open (a range may run past midnight into the next morning) and still ahead,
 * with how many tables are left there for the booking's whole duration.
 */
export async function availability(
  db: Database,
  now: Date,
  branchId: number,
  query: { date: string; table_position: TablePosition },
): Promise<AvailabilityAnswer> {
  const branch = await bookingBranch(db, branchId);
  const tables = tablesAt(branch, query.table_position);
  const duration = branch.accept_booking_duration_minites * MINUTE;
  const dayStart = riyadhInstant(query.date, '00:00');
  const live = await overlapping(
    db,
    branch.id,
    query.table_position,
    dayStart,
    new Date(dayStart.getTime() + 24 * 60 * MINUTE + duration),
  );
  const slots: AvailabilityAnswer['slots'] = [];
  for (let minute = 0; minute < 24 * 60; minute += SLOT_MINUTES) {
    const starts = riyadhInstant(query.date, hhmm(minute));
    if (starts <= now || !isOpenAt(branch.hours, starts)) continue;
    const ends = new Date(starts.getTime() + duration);
    const taken = live.filter((r) => r.starts_at < ends && r.ends_at > starts).length;
    slots.push({ time: hhmm(minute), tables_left: Math.max(0, tables - taken) });
  }
  return {
    branch_id: branch.id,
    date: query.date,
    table_position: query.table_position,
    tables,
    duration_minutes: branch.accept_booking_duration_minites,
    booking_fees: branch.booking_fees,
    slots,
  };
}

/**
 * Book a table (DOMAIN.md "Reservations"): the branch takes bookings and has tables at the position,
 * the time is ahead and inside its working hours; then, with the branch row locked (so bookings of
 * one branch are counted one at a time, across API processes), the live reservations overlapping
 * the new one at that position must be fewer than its tables — never one more, whatever the
 * concurrency (409 otherwise). A booking without a fee is confirmed at once (`pending → hold` by
 * the system); one with a fee waits for it (or for the branch to confirm).
 */
export async function bookTable(
  ctx: ClientContext,
  input: BookTableInput,
  claim: KeyClaim | undefined,
): Promise<number> {
  const { db, client } = ctx;
  const branch = await bookingBranch(db, input.branch_id);
  const tables = tablesAt(branch, input.table_position);
  if (tables === 0) throw invalid('table_position', 'booking.no_tables');
  const startsAt = riyadhInstant(input.date, input.reservation_time);
  const endsAt = new Date(startsAt.getTime() + branch.accept_booking_duration_minites * MINUTE);
  if (startsAt <= ctx.clock.now()) throw invalid('reservation_time', 'booking.past');
  if (!isOpenAt(branch.hours, startsAt)) throw invalid('reservation_time', 'booking.closed');
  const number = await nextNumber(db, 'reservation', input.date);
  const free = toHalalas(branch.booking_fees) === 0;

  return transaction(db, async (trx) => {
    await claim?.take(trx);
    const writes = new BookingRepository(trx);
    await writes.lockBranch(branch.id);
    const taken = await overlapping(trx, branch.id, input.table_position, startsAt, endsAt);
    if (taken.length >= tables) throw new AppError(409, 'booking.full');
    const reservation = await writes.insertReservation({
      reservation_number: number,
      brand_id: branch.brand_id,
      branch_id: branch.id,
      client_id: client.clientId,
      date: input.date,
      reservation_time: input.reservation_time,
      starts_at: startsAt,
      ends_at: endsAt,
      members_count: input.members_count,
      table_position: input.table_position,
      reservation_fees: branch.booking_fees,
      status: free ? 'hold' : 'pending',
      client_note: input.note ?? null,
      idempotency_key: claim?.key ?? null,
    });
    await writes.insertBooked(reservation, free);
    await publishEvent(trx, {
      type: 'reservation.created',
      brandId: branch.brand_id,
      branchId: branch.id,
      clientId: client.clientId,
      data: {
        id: reservation.id,
        reservation_number: number,
        brand_id: branch.brand_id,
        branch_id: branch.id,
        status: free ? 'hold' : 'pending',
        from_status: null,
        date: input.date,
        reservation_time: input.reservation_time,
      },
    });
    await claim?.keep(trx, reservation.id);
    return reservation.id;
  });
}
