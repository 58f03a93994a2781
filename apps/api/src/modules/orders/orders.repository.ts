import { ORDER_LIVE_STATUSES, orders } from '@sufra/contract/resources/orders';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { withChildren } from '../../core/lists/child-rows.ts';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import { bookingNames, clientFilter } from '../../core/workflow/booking-names.ts';
import type { Database } from '../../db/database.ts';
import { type OrderScope, orderScopeCondition } from './order-scope.ts';

/**
 * Orders as their readers see them (`OrderScope`, order-scope.ts). Every method takes that scope and
 * puts it in its `WHERE`.
 */

const ordersList = listOf(orders)({
  query: (db: Database, scope: OrderScope, locale: Locale) =>
    db
      .selectFrom('orders as o')
      .selectAll('o')
      .select(bookingNames('o', locale))
      .where(orderScopeCondition(scope)),
  sorts: sortColumns('o', orders.sorts),
  filters: (c) => ({
    order_number: (v) => c.text(['o.order_number'], v.trim()),
    status: c.is('o.status'),
    delivery_type: c.is('o.delivery_type'),
    brand_id: c.id('o.brand_id'),
    branch_id: c.id('o.branch_id'),
    client: (v) => clientFilter('o', v),
    ...c.between('placed_at', 'o.placed_at', 'date'),
    ...c.between('total', 'o.total', 'number'),
  }),
  tiebreak: 'o.id',
  // A page is kept in memory until a table it was read from changes (core/lists/page-cache.ts).
  keep: { key: (scope, locale) => [scope, locale] },
});

/** Localised name columns. */
const named = (locale: Locale, ar: string, en: string) => sql.ref(locale === 'ar' ? ar : en);

export class OrdersRepository extends RepositoryWithLocale {
  /**
   * The list's page, every row and export batches over the caller's filters, in its order; a page is
   * kept in memory until an order or a name it shows changes (core/lists/page-cache.ts).
   */
  readonly list = ordersList.scoped(this.db, this.locale).list;
  readonly find = ordersList.scoped(this.db, this.locale).find;

  /** The branch's orders not yet handed over, placed in the last day, oldest first. */
  live(scope: OrderScope, since: Date) {
    return ordersList
      .query(this.db, scope, this.locale)
      .where('o.status', 'in', ORDER_LIVE_STATUSES)
      .where('o.placed_at', '>=', since)
      .orderBy('o.placed_at', 'asc')
      .orderBy('o.id', 'asc')
      .limit(300)
      .execute();
  }

  /** The lines of these orders (already read in the caller's scope), with their extras. */
  async items(orderIds: readonly number[]) {
    if (orderIds.length === 0) return [];
    const locale = this.locale;
    const lines = await this.db
      .selectFrom('order_items as i')
      .select([
        'i.id',
        'i.order_id',
        'i.meal_id',
        'i.combo_id',
        sql<string>`${named(locale, 'i.name_ar', 'i.name_en')}`.as('name'),
        sql<string | null>`${named(locale, 'i.size_name_ar', 'i.size_name_en')}`.as('size_name'),
        'i.quantity',
        'i.unit_price',
        'i.extras_total',
        'i.line_total',
        'i.tax_rate',
        'i.note',
      ])
      .where('i.order_id', 'in', orderIds)
      .orderBy('i.id')
      .execute();
    return withChildren(
      lines,
      'extras',
      (ids) =>
        this.db
          .selectFrom('order_item_extras as e')
          .select([
            'e.id',
            'e.order_item_id',
            'e.extra_id',
            sql<string>`${named(locale, 'e.name_ar', 'e.name_en')}`.as('name'),
            'e.price',
          ])
          .where('e.order_item_id', 'in', ids)
          .orderBy('e.id')
          .execute(),
      (extra) => extra.order_item_id,
    );
  }

  /** Coupon code and discount, and the refund, of these orders. */
  money(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('orders as o')
      .leftJoin('coupon_uses as cu', 'cu.order_id', 'o.id')
      .leftJoin('coupons as cp', 'cp.id', 'cu.coupon_id')
      .leftJoin('refunds as rf', 'rf.order_id', 'o.id')
      .select([
        'o.id',
        'cp.coupon_code',
        'cu.discount as coupon_discount',
        'rf.amount as refund_amount',
        'rf.status as refund_status',
        'rf.created_at as refund_created_at',
        'rf.completed_at as refund_completed_at',
      ])
      .where('o.id', 'in', orderIds)
      .execute();
  }
}
