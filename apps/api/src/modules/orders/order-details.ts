import type { OrderStatus, StatusActor } from '@sufra/contract/statuses';
import { nextOrderStatuses } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { statusHistory } from '../../core/workflow/status-history.ts';
import type { Database } from '../../db/database.ts';
import type { DeliveryType } from '../../db/schema/domain.ts';
import type { OrderScope } from './order-scope.ts';
import { OrdersRepository } from './orders.repository.ts';

/** A row of the orders list query. */
type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['find']>>>;

/**
 * Orders whole (the details drawer, the kitchen board, the customer's order): each list row with its
 * lines and extras, its history, its coupon and refund, and the steps the caller may take next.
 * The lines, history and money of many orders are read in one query each.
 */
export async function withDetails(
  db: Database,
  locale: Locale,
  rows: readonly OrderRow[],
  role: StatusActor | null,
): Promise<Record<string, unknown>[]> {
  const repo = new OrdersRepository(db, locale);
  const ids = rows.map((row) => row.id);
  const [items, history, money] = await Promise.all([
    repo.items(ids),
    statusHistory<OrderStatus>(db, locale, 'orders', ids),
    repo.money(ids),
  ]);
  return rows.map((row) => {
    const extra = money.find((m) => m.id === row.id);
    const pointsDiscount = row.points_discount;
    return {
      ...row,
      coupon_code: extra?.coupon_code ?? null,
      coupon_discount: extra?.coupon_discount ?? '0.00',
      points_discount: pointsDiscount,
      items: items.filter((item) => item.order_id === row.id),
      history: history.filter((entry) => entry.owner_id === row.id),
      refund:
        extra?.refund_amount && extra.refund_status && extra.refund_created_at
          ? {
              amount: extra.refund_amount,
              status: extra.refund_status,
              created_at: extra.refund_created_at,
              completed_at: extra.refund_completed_at,
            }
          : null,
      next_statuses: role ? nextSteps(row.status, role, row.delivery_type) : [],
    };
  });
}

/** The steps a role may take from a status, for an order of this delivery type. */
export function nextSteps(status: OrderStatus, role: StatusActor, deliveryType: DeliveryType): OrderStatus[] {
  return nextOrderStatuses(status, role, deliveryType);
}

/** One order whole in the scope, or undefined. */
export async function orderDetails(
  db: Database,
  locale: Locale,
  scope: OrderScope,
  id: number,
  role: StatusActor | null,
): Promise<Record<string, unknown> | undefined> {
  const row = await new OrdersRepository(db, locale).find(scope, id);
  if (!row) return undefined;
  const [details] = await withDetails(db, locale, [row], role);
  return details;
}
