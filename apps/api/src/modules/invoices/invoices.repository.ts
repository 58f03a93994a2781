import { ORDER_SALE_STATUSES } from '@sufra/contract/statuses';
import { Repository } from '../../core/lists/repository.ts';
import type { Database } from '../../db/database.ts';
import { type OrderScope, orderScopeCondition } from '../orders/order-scope.ts';
import { orderLines } from './invoice-lines.ts';

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

  lines(orderId: number) {
    return orderLines(this.db, orderId);
  }
}

/** The order's signed e-invoice (issue 29), if its branch is onboarded: the latest tax invoice of it. */
export function orderEInvoice(db: Database, orderId: number) {
  return db
    .selectFrom('zatca_documents')
    .select(['id', 'unit_id', 'qr', 'counter', 'uuid', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The statuses of an order that has been handed over (and so has its invoice). */
export const INVOICED = ORDER_SALE_STATUSES;
