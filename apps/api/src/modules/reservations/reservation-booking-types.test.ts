import { describe, expectTypeOf, it } from 'vitest';
import type { BookingRepository, NewReservation } from './reservation-booking.repository.ts';

/** Compile-time: `npm run typecheck` fails when a booking's steps would take a bare reservation row. */
describe('the first steps of a reservation being booked', () => {
  it('take the reservation insertReservation returned', () => {
    expectTypeOf<{ id: number; client_id: number }>().not.toExtend<NewReservation>();
    expectTypeOf<Parameters<BookingRepository['insertBooked']>[0]>().toEqualTypeOf<NewReservation>();
  });
});
