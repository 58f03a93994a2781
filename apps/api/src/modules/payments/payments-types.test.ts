import { describe, expectTypeOf, it } from 'vitest';
import type { Locked } from '../../core/sessions/scoped-writes.ts';
import type { LockedReservation } from '../reservations/reservation-step-rows.ts';
import type { LockedPayment, PaymentsRepository } from './payments.repository.ts';

/**
 * A payment's writes take the row its own read returned: a started payment the one `insert` made
 * (in the scope the service read its subscription or reservation in); a settlement the payment
 * `lock` found by the gateway's id for it, which also names the subscription or reservation it
 * pays. A bare id does not type-check. Compile-time checks: `npm run typecheck` fails when they no
 * longer hold.
 */
describe('the writes of a payment', () => {
  it('take the row insert or lock returned, not an id', () => {
    expectTypeOf<{ id: number }>().not.toExtend<Locked>();
    expectTypeOf<Awaited<ReturnType<PaymentsRepository['insert']>>>().toEqualTypeOf<Locked>();
    for (const write of ['attachCheckout', 'failUnstarted'] as const)
      expectTypeOf<Parameters<PaymentsRepository[typeof write]>[0]>().toEqualTypeOf<Locked>();
    expectTypeOf<Awaited<ReturnType<PaymentsRepository['lock']>>>().toEqualTypeOf<
      LockedPayment | undefined
    >();
    for (const write of ['recordCallback', 'settle', 'extendSubscription', 'markReservationPaid'] as const)
      expectTypeOf<Parameters<PaymentsRepository[typeof write]>[0]>().toExtend<LockedPayment>();
  });

  it('confirm a booking on the reservation locked by the payment, as a step row', () => {
    expectTypeOf<
      Awaited<ReturnType<PaymentsRepository['markReservationPaid']>>
    >().toEqualTypeOf<LockedReservation>();
    expectTypeOf<{ reservation_id: number; id: number }>().not.toExtend<
      Parameters<PaymentsRepository['markReservationPaid']>[0]
    >();
  });
});
