import type { OrderStatus } from '@sufra/contract/statuses';
import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import { type Locked, locked } from '../../core/sessions/scoped-writes.ts';
import type { ActorType, OrdersTable } from '../../db/schema/domain.ts';
import { pointSettingsOf } from './order-placement.repository.ts';
import { type OrderScope, orderScopeCondition } from './order-scope.ts';

/**
 * The writes of an order's steps, inside the step's transaction: the order row locked in the
 * caller's scope (every write takes that `Locked` row, never a bare id), its new status and times, the history row, the coupon use given back, the
 * points ledger and the refund.
 */
export class OrderStepsRepository extends Repository {
  /** The order in the scope, locked until the transaction ends (undefined: absent or another tenant's). */
  async lock(scope: OrderScope, id: number) {
    const row = await this.db
      .selectFrom('orders as o')
      .select([
        'o.id',
        'o.order_number',
        'o.brand_id',
        'o.branch_id',
        'o.client_id',
        'o.status',
        'o.delivery_type',
        'o.total',
        'o.payment_status',
        'o.points_redeemed',
        'o.promised_at',
        'o.placed_at',
      ])
      .where('o.id', '=', id)
      .where(orderScopeCondition(scope))
      .forUpdate()
      .executeTakeFirst();
    return row && locked(row);
  }

  /** The locked order's new values. */
  async update(order: Locked, values: Updateable<OrdersTable>): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', order.id)
      .execute();
  }

  /** The locked order's step in its history. */
  async addHistory(
    order: Locked,
    row: {
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      actor_type: ActorType;
      actor_id: number | null;
      reason_id?: number | null;
      note?: string | null;
    },
  ): Promise<void> {
    await this.db
      .insertInto('order_status_history')
      .values({ ...row, order_id: order.id })
      .execute();
  }

  /** A cancel reason an order may be canceled with (type order or mutual), or undefined. */
  orderCancelReason(reasonId: number) {
    return this.db
      .selectFrom('cancel_reasons')
      .select(['id'])
      .where('id', '=', reasonId)
      .where('type', 'in', ['order', 'mutual'])
      .where('blocked', '=', false)
      .executeTakeFirst();
  }

  /** The locked order's coupon use no longer counts: marked released and the coupon's count given back. */
  async releaseCoupon(order: Locked): Promise<void> {
    const released = await this.db
      .updateTable('coupon_uses')
      .set({ released_at: sql<Date>`now()` })
      .where('order_id', '=', order.id)
      .where('released_at', 'is', null)
      .returning('coupon_id')
      .executeTakeFirst();
    if (!released) return;
    await this.db
      .updateTable('coupons')
      .set({ used_count: sql<number>`used_count - 1`, updated_at: sql<Date>`now()` })
      .where('id', '=', released.coupon_id)
      .where('used_count', '>', 0)
      .execute();
  }

  /** One ledger line of the locked order's customer (the unique index keeps one earn, redeem and reverse per order). */
  async addPoints(
    order: Locked<{ id: number; client_id: number }>,
    row: { delta: number; reason: 'earn' | 'reverse' },
  ): Promise<void> {
    await this.db
      .insertInto('client_points_ledger')
      .values({ ...row, client_id: order.client_id, order_id: order.id })
      .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
      .execute();
  }

  /** The locked order's brand's commission terms (percent of each sale and a fixed amount per order). */
  brandCommission(order: Locked<{ id: number; brand_id: number }>) {
    return this.db
      .selectFrom('brands')
      .select(['commission_rate', 'commission_amount'])
      .where('id', '=', order.brand_id)
      .executeTakeFirstOrThrow();
  }

  /** The points settings that apply to the locked order's brand: its own, else the platform's. */
  pointSettings(order: Locked<{ id: number; brand_id: number }>) {
    return pointSettingsOf(this.db, order.brand_id);
  }

  /** The locked order's refund record (one per order). */
  async addRefund(order: Locked, row: { amount: string; created_by: number | null }): Promise<void> {
    await this.db
      .insertInto('refunds')
      .values({ ...row, order_id: order.id })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  }
}
