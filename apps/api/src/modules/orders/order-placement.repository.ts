import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { hasRow, insertBooking, Repository } from '../../core/lists/repository.ts';
import type { Database } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema/domain.ts';
import { availableAt } from '../menu/menu-sql.ts';

/**
 * An order the placement's transaction has just written: its lines, history, coupon use and points
 * are written for it (and its customer) alone, never for an order named by a bare id.
 */
export type NewOrder = { readonly id: number; readonly client_id: number; readonly [newOrder]: true };
declare const newOrder: unique symbol;

/** The points settings that apply to a brand: its own, else the platform's. */
export function pointSettingsOf(db: Database, brandId: number) {
  return db
    .selectFrom('point_settings')
    .select(['amount', 'points', 'point_for_one_riyal'])
    .where((eb) => eb.or([eb('brand_id', '=', brandId), eb('brand_id', 'is', null)]))
    .orderBy(sql`brand_id IS NULL`)
    .limit(1)
    .executeTakeFirst();
}

/**
 * What placing an order reads and writes (the branch comes from the customer catalogue's
 * repository, which knows which branches take customers): the menu rows the customer named (only what is orderable at that branch now), the coupon, the customer's points, and the
 * order with its lines. Customers reach only their own rows: the client id comes from the token.
 */
export class OrderPlacementRepository extends Repository {
  /** Meals of the brand orderable at the branch (not blocked, category not blocked, not switched off there). */
  meals(brandId: number, branchId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meals as m')
      .innerJoin('categories as cat', 'cat.id', 'm.category_id')
      .select([
        'm.id',
        'm.meal_name_ar as name_ar',
        'm.meal_name_en as name_en',
        'm.price',
        'm.offer_price',
        'm.tax',
        'm.processing_time',
        sql<boolean>`m.blocked OR cat.blocked OR NOT ${availableAt(branchId, 'm.id')}`.as('unavailable'),
      ])
      .where('m.brand_id', '=', brandId)
      .where('m.id', 'in', ids)
      .execute();
  }

  mealSizes(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meal_sizes')
      .select(['id', 'meal_id as owner_id', 'name_ar', 'name_en', 'price'])
      .where('id', 'in', ids)
      .where('blocked', '=', false)
      .execute();
  }

  /** Extras of the brand: a meal's own (`meal_id`) or offered with every meal (`meal_id` null). */
  extras(brandId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meal_extras')
      .select(['id', 'meal_id', 'meal_extra_name_ar as name_ar', 'meal_extra_name_en as name_en', 'price'])
      .where('brand_id', '=', brandId)
      .where('id', 'in', ids)
      .where('blocked', '=', false)
      .execute();
  }

  /** Combos of the brand, unavailable when blocked or when one of their meals is not orderable there. */
  combos(brandId: number, branchId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meals_together as mt')
      .select([
        'mt.id',
        'mt.name_ar',
        'mt.name_en',
        'mt.price',
        'mt.offer_price',
        'mt.tax',
        sql<number>`coalesce((SELECT max(m.processing_time) FROM meals_together_items it
          JOIN meals m ON m.id = it.meal_id WHERE it.combo_id = mt.id), 15)`.as('processing_time'),
        sql<boolean>`mt.blocked OR EXISTS (SELECT 1 FROM meals_together_items it
          JOIN meals m ON m.id = it.meal_id JOIN categories cat ON cat.id = m.category_id
          WHERE it.combo_id = mt.id AND (m.blocked OR cat.blocked OR NOT ${availableAt(branchId, 'm.id')}))`.as(
          'unavailable',
        ),
      ])
      .where('mt.brand_id', '=', brandId)
      .where('mt.id', 'in', ids)
      .execute();
  }

  comboSizes(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meals_together_sizes')
      .select(['id', 'combo_id as owner_id', 'name_ar', 'name_en', 'price'])
      .where('id', 'in', ids)
      .execute();
  }

  /** A coupon by its code (any case), with the branches it is limited to (none: every branch). */
  async coupon(code: string) {
    const coupon = await this.db
      .selectFrom('coupons')
      .select(['id', 'brand_id', 'type', 'discount_amount_code', 'start_date', 'end_date', 'blocked'])
      .where(sql`lower(coupon_code)`, '=', code.toLowerCase())
      .executeTakeFirst();
    if (!coupon) return undefined;
    const branches = await this.db
      .selectFrom('coupon_branches')
      .select('branch_id')
      .where('coupon_id', '=', coupon.id)
      .execute();
    return { ...coupon, branchIds: branches.map((b) => b.branch_id) };
  }

  /**
   * One more use of the coupon, only while uses are left (atomic: never more than max_use_code), and
   * only a coupon the order's brand takes (the platform's or the brand's own).
   */
  async consumeCoupon(brandId: number, couponId: number): Promise<boolean> {
    return hasRow(
      this.db
        .updateTable('coupons')
        .set({ used_count: sql<number>`used_count + 1`, updated_at: sql<Date>`now()` })
        .where('id', '=', couponId)
        .where(sql<boolean>`(brand_id IS NULL OR brand_id = ${brandId})`)
        .where(sql<boolean>`used_count < max_use_code`)
        .returning('id'),
    );
  }

  /**
   * The customer's points balance. The placement has locked the customer's row
   * (db/customer-lock.ts), so two orders of one customer cannot spend the same points.
   */
  async balance(clientId: number): Promise<number> {
    const row = await this.db
      .selectFrom('client_points_ledger')
      .select(sql<number>`coalesce(sum(delta), 0)::int`.as('balance'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    return row.balance;
  }

  /** The new order, for the writes that belong to it alone (`NewOrder`: only this method makes one). */
  async insertOrder(values: Insertable<OrdersTable>): Promise<NewOrder> {
    return (await insertBooking(this.db, 'orders', values)) as NewOrder;
  }

  /** One line of the new order, with its extras. */
  async insertLine(
    order: NewOrder,
    values: Omit<Insertable<OrderItemsTable>, 'order_id'>,
    extras: readonly { extra_id: number; name_ar: string; name_en: string; price: string }[],
  ): Promise<void> {
    const line = await this.db
      .insertInto('order_items')
      .values({ ...values, order_id: order.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (extras.length > 0)
      await this.db
        .insertInto('order_item_extras')
        .values(extras.map((extra) => ({ ...extra, order_item_id: line.id })))
        .execute();
  }

  /** The coupon's use by the new order (its customer's). */
  async insertCouponUse(order: NewOrder, couponId: number, discount: string): Promise<void> {
    await this.db
      .insertInto('coupon_uses')
      .values({ coupon_id: couponId, order_id: order.id, client_id: order.client_id, discount })
      .execute();
  }

  /** The points the new order's customer spent on it (`delta` negative). */
  async insertRedeem(order: NewOrder, delta: number): Promise<void> {
    await this.db
      .insertInto('client_points_ledger')
      .values({ client_id: order.client_id, order_id: order.id, delta, reason: 'redeem' })
      .execute();
  }

  /** The new order's first step in its history: placed by its customer. */
  async insertPlaced(order: NewOrder): Promise<void> {
    await this.db
      .insertInto('order_status_history')
      .values({
        order_id: order.id,
        from_status: null,
        to_status: 'pending',
        actor_type: 'client',
        actor_id: order.client_id,
      })
      .execute();
  }
}
