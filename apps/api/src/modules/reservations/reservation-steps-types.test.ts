import { describe, expectTypeOf, it } from 'vitest';
import type { LockedReservation, StepRow } from './reservation-step-rows.ts';
import type { ReservationStepsRepository } from './reservation-steps.repository.ts';
import type { writeStep } from './reservation-steps.service.ts';

/**
 * A reservation's step is written on the row a lock returned: the caller's scoped lock, the jobs'
 * due rows, or the reservation a paid booking fee locked. A step row read without a lock, or a
 * bare id, does not type-check. Compile-time checks: `npm run typecheck` fails when they no longer
 * hold.
 */
describe('the writes of a reservation step', () => {
  it('take the locked row, not a row read without a lock', () => {
    expectTypeOf<StepRow>().not.toExtend<LockedReservation>();
    expectTypeOf<Parameters<ReservationStepsRepository['write']>[0]>().toEqualTypeOf<LockedReservation>();
    expectTypeOf<Parameters<typeof writeStep>[1]>().toEqualTypeOf<LockedReservation>();
    expectTypeOf<Awaited<ReturnType<ReservationStepsRepository['lock']>>>().toEqualTypeOf<
      LockedReservation | undefined
    >();
    expectTypeOf<Awaited<ReturnType<ReservationStepsRepository['due']>>>().toEqualTypeOf<
      LockedReservation[]
    >();
  });
});
