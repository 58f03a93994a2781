import { ORDER_SALE_STATUSES } from '@sufra/contract/statuses';
import { withChildren } from '../../core/lists/child-rows.ts';
import { Repository } from '../../core/lists/repository.ts';
import type { Database } from '../../db/database.ts';
import { type OrderScope, orderScopeCondition } from '../orders/order-scope.ts';

/** What a tax invoice reads: the order in the caller's scope, its seller, its customer and lines. */
export class InvoicesRepository extends Repository {
  order(scope: OrderScope, id: number) {
    return this.db
      .selectFrom('orders as o')
      .innerJoin('brands as b', 'b.id', 'o.brand_id')
      .innerJoin('branches as br', 'br.id', 'o.branch_id')
      .innerJoin('clients as c', 'c.id', 'o.client_id')
      .select([
        'o.id',
        'o.order_number',
        'o.status',
        'o.delivery_type',
        'o.payment_method',
        'o.subtotal',
        'o.discounts',
        'o.taxes',
        'o.total',
        'o.completed_at',
        'b.brand_ar',
        'b.brand_en',
        'b.tax_no',
        'b.commercial_register',
        'br.name_ar as branch_ar',
        'br.name_en as branch_en',
        'br.address_ar',
        'br.address_en',
        'br.phone as branch_phone',
        'c.first_name',
        'c.last_name',
      ])
      .where('o.id', '=', id)
      .where(orderScopeCondition(scope))
      .executeTakeFirst();
  }

  async lines(orderId: number) {
    const lines = await this.db
      .selectFrom('order_items')
      .select([
        'id',
        'name_ar',
        'name_en',
        'size_name_ar',
        'size_name_en',
        'quantity',
        'unit_price',
        'extras_total',
        'line_total',
        'tax_rate',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return withChildren(
      lines,
      'extras',
      (ids) =>
        this.db
          .selectFrom('order_item_extras')
          .select(['order_item_id', 'name_ar', 'name_en', 'price'])
          .where('order_item_id', 'in', ids)
          .orderBy('id')
          .execute(),
      (extra) => extra.order_item_id,
    );
  }
}

/** The order's signed e-invoice (issue 29), if its branch is onboarded: the latest tax invoice of it. */
export function orderEInvoice(db: Database, orderId: number) {
  return db
    .selectFrom('zatca_documents')
    .select(['id', 'qr', 'counter', 'uuid', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The statuses of an order that has been handed over (and so has its invoice). */
export const INVOICED = ORDER_SALE_STATUSES;
