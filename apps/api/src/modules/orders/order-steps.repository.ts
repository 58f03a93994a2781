import type { OrderStatus } from '@sufra/contract/statuses';
import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ActorType, OrdersTable } from '../../db/schema/domain.ts';
import { pointSettingsOf } from './order-placement.repository.ts';
import { type OrderScope, orderScopeCondition } from './orders.repository.ts';

/**
 * The writes of an order's steps, inside the step's transaction: the order row locked in the
 * caller's scope, its new status and times, the history row, the coupon use given back, the
 * points ledger and the refund.
 */
export class OrderStepsRepository {
  readonly #db: Database;

  constructor(trx: Database) {
    this.#db = trx;
  }

  /** The order in the scope, locked until the transaction ends (undefined: absent or another tenant's). */
  lock(scope: OrderScope, id: number) {
    return this.#db
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
  }

  async update(id: number, values: Updateable<OrdersTable>): Promise<void> {
    await this.#db
      .updateTable('orders')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async addHistory(row: {
    order_id: number;
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    actor_type: ActorType;
    actor_id: number | null;
    reason_id?: number | null;
    note?: string | null;
  }): Promise<void> {
    await this.#db.insertInto('order_status_history').values(row).execute();
  }

  /** A cancel reason an order may be canceled with (type order or mutual), or undefined. */
  orderCancelReason(reasonId: number) {
    return this.#db
      .selectFrom('cancel_reasons')
      .select(['id'])
      .where('id', '=', reasonId)
      .where('type', 'in', ['order', 'mutual'])
      .where('blocked', '=', false)
      .executeTakeFirst();
  }

  /** The order's coupon use no longer counts: marked released and the coupon's count given back. */
  async releaseCoupon(orderId: number): Promise<void> {
    const released = await this.#db
      .updateTable('coupon_uses')
      .set({ released_at: sql<Date>`now()` })
      .where('order_id', '=', orderId)
      .where('released_at', 'is', null)
      .returning('coupon_id')
      .executeTakeFirst();
    if (!released) return;
    await this.#db
      .updateTable('coupons')
      .set({ used_count: sql<number>`used_count - 1`, updated_at: sql<Date>`now()` })
      .where('id', '=', released.coupon_id)
      .where('used_count', '>', 0)
      .execute();
  }

  /** One ledger line of the order (the unique index keeps one earn, redeem and reverse per order). */
  async addPoints(row: {
    client_id: number;
    order_id: number;
    delta: number;
    reason: 'earn' | 'reverse';
  }): Promise<void> {
    await this.#db
      .insertInto('client_points_ledger')
      .values(row)
      .onConflict((oc) => oc.columns(['order_id', 'reason']).where('order_id', 'is not', null).doNothing())
      .execute();
  }

  /** The brand's commission terms (percent of each sale and a fixed amount per order). */
  brandCommission(brandId: number) {
    return this.#db
      .selectFrom('brands')
      .select(['commission_rate', 'commission_amount'])
      .where('id', '=', brandId)
      .executeTakeFirstOrThrow();
  }

  /** The points settings that apply to a brand: its own, else the platform's. */
  pointSettings(brandId: number) {
    return pointSettingsOf(this.#db, brandId);
  }

  async addRefund(row: { order_id: number; amount: string; created_by: number | null }): Promise<void> {
    await this.#db
      .insertInto('refunds')
      .values(row)
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  }
}
