import type { Insertable } from 'kysely';
import { insertBooking, Repository } from '../../core/lists/repository.ts';
import type { ReservationsTable } from '../../db/schema/domain.ts';

/**
 * A reservation the booking's transaction has just written: its history is written for it (and its
 * customer) alone, never for a reservation named by a bare id.
 */
export type NewReservation = {
  readonly id: number;
  readonly client_id: number;
  readonly [newReservation]: true;
};
declare const newReservation: unique symbol;

/**
 * What booking a table writes, in the booking's transaction: the branch locked (its bookings are
 * counted one at a time, across API processes), the reservation, and its first steps.
 */
export class BookingRepository extends Repository {
  /** The branch's row, locked until the transaction ends. */
  async lockBranch(branchId: number): Promise<void> {
    await this.db.selectFrom('branches').select('id').where('id', '=', branchId).forUpdate().execute();
  }

  /** The new reservation, for the writes that belong to it alone (only this method makes one). */
  async insertReservation(values: Insertable<ReservationsTable>): Promise<NewReservation> {
    return (await insertBooking(this.db, 'reservations', values)) as NewReservation;
  }

  /**
   * The new reservation's first steps: booked by its customer (`pending`), then, when no fee is due,
   * confirmed at once by the system (`pending → hold`).
   */
  async insertBooked(reservation: NewReservation, confirmed: boolean): Promise<void> {
    await this.db
      .insertInto('reservation_status_history')
      .values([
        {
          reservation_id: reservation.id,
          from_status: null,
          to_status: 'pending',
          actor_type: 'client',
          actor_id: reservation.client_id,
        },
        ...(confirmed
          ? [
              {
                reservation_id: reservation.id,
                from_status: 'pending' as const,
                to_status: 'hold' as const,
                actor_type: 'system' as const,
                actor_id: null,
              },
            ]
          : []),
      ])
      .execute();
  }
}
