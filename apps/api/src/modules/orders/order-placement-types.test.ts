import { describe, expectTypeOf, it } from 'vitest';
import type { NewOrder, OrderPlacementRepository } from './order-placement.repository.ts';

/**
 * The writes that belong to a new order (its lines, history, coupon use, points) take the order
 * `insertOrder` returned: an order named by a bare id (or any other row) does not type-check.
 * These are compile-time checks: `npm run typecheck` fails when they no longer hold.
 */
describe('the writes of an order being placed', () => {
  it('take the order insertOrder returned, not an id and a customer', () => {
    expectTypeOf<{ id: number; client_id: number }>().not.toExtend<NewOrder>();
    expectTypeOf<ReturnType<OrderPlacementRepository['insertOrder']>>().toEqualTypeOf<Promise<NewOrder>>();
    for (const write of ['insertLine', 'insertPlaced', 'insertCouponUse', 'insertRedeem'] as const)
      expectTypeOf<Parameters<OrderPlacementRepository[typeof write]>[0]>().toEqualTypeOf<NewOrder>();
  });
});
