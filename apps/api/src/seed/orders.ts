import type { OrderStatus } from '@sufra/contract/statuses';
import { extraRows, lineRow } from '../modules/orders/order-pricing.ts';
import { allocateIds, idAt, insertInBatches } from './batch.ts';
import { addDays, addMinutes, atRiyadh, dayOfWeek, minutesBetween } from './clock.ts';
import type { BranchInfo, DemoContext } from './context.ts';
import { countCouponUses } from './coupons.ts';
import { openRange } from './hours.ts';
import { createOrderBuilder, type OrderPlan } from './order-build.ts';

export const ORDER_DAYS = 90;

export interface OrderSummary {
  id: number;
  orderNumber: string;
  brandId: number;
  branchId: number;
  status: OrderStatus;
  placedAt: Date;
}

/**
 * `count` orders over the last 90 days inside each branch's working hours, busier lately and on
 * Thursday and Friday nights, plus a handful placed in the last 45 minutes that are still live.
 */
export async function seedOrders(ctx: DemoContext, count: number): Promise<OrderSummary[]> {
  const plans = planOrders(ctx, count);
  const ids = await allocateIds(ctx.db, 'orders', plans.length);
  const builder = createOrderBuilder(ctx);
  plans.forEach((plan, index) => {
    const id = idAt(ids, index);
    builder.build(plan, id);
  });
  const { rows } = builder;
  const { db } = ctx;
  await insertInBatches(rows.orders, (chunk) => db.insertInto('orders').values(chunk).execute());
  const itemIds = await allocateIds(db, 'order_items', rows.lines.length);
  const items = rows.lines.map(({ orderId, line }, index) => ({ id: idAt(itemIds, index), orderId, line }));
  await insertInBatches(items, (chunk) =>
    db
      .insertInto('order_items')
      .values(chunk.map(({ id, orderId, line }) => ({ id, ...lineRow(orderId, line) })))
      .execute(),
  );
  const extras = items.flatMap(({ id, line }) =>
    extraRows(line).map((extra) => ({ ...extra, order_item_id: id })),
  );
  await insertInBatches(extras, (chunk) => db.insertInto('order_item_extras').values(chunk).execute());
  await insertInBatches(rows.history, (chunk) =>
    db.insertInto('order_status_history').values(chunk).execute(),
  );
  await insertInBatches(rows.couponUses, (chunk) => db.insertInto('coupon_uses').values(chunk).execute());
  await countCouponUses(db);
  await insertInBatches(rows.ledger, (chunk) =>
    db.insertInto('client_points_ledger').values(chunk).execute(),
  );
  await insertInBatches(rows.refunds, (chunk) => db.insertInto('refunds').values(chunk).execute());
  await insertInBatches(rows.ratings, (chunk) => db.insertInto('ratings').values(chunk).execute());

  return rows.orders.map((order) => ({
    id: Number(order.id),
    orderNumber: order.order_number,
    brandId: order.brand_id,
    branchId: order.branch_id,
    status: order.status ?? 'pending',
    placedAt: new Date(order.placed_at ?? 0),
  }));
}

function planOrders(ctx: DemoContext, count: number): OrderPlan[] {
  const { random, now, today } = ctx;
  const branches = ctx.branches.map((branch) => [branch, branch.weight] as const);
  // busier in the last weeks and on Thursday and Friday
  const days = Array.from({ length: ORDER_DAYS }, (_, daysAgo) => {
    const date = addDays(today, -daysAgo);
    const weekend = [4, 5].includes(dayOfWeek(date)) ? 1.35 : 1;
    return [date, (1 + (0.8 * (ORDER_DAYS - daysAgo)) / ORDER_DAYS) * weekend] as const;
  });
  const liveCount = Math.max(1, Math.round(count * 0.015));
  const plans: OrderPlan[] = [];
  while (plans.length < count - liveCount) {
    const date = random.weighted(days);
    const branch = random.weighted(branches);
    const range = openRange(branch.hours, date);
    if (!range) continue;
    const placedAt = atRiyadh(date, range.open + random.int(0, range.close - range.open - 20));
    // finished orders only: anything this recent is generated below as a live order
    if (minutesBetween(placedAt, now) < 90) continue;
    plans.push({ branch, placedAt });
  }
  const open = ctx.branches.filter((branch) => isOpen(branch, now, today));
  const liveBranches = open.length > 0 ? open.map((b) => [b, b.weight] as const) : branches;
  for (let i = 0; i < liveCount; i++) {
    const minutesAgo = random.weighted([
      [random.int(0, 5), 30],
      [random.int(5, 20), 40],
      [random.int(20, 45), 30],
    ] as const);
    plans.push({ branch: random.weighted(liveBranches), placedAt: addMinutes(now, -minutesAgo) });
  }
  return plans.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

function isOpen(branch: BranchInfo, now: Date, today: string): boolean {
  return [today, addDays(today, -1)].some((date) => {
    const range = openRange(branch.hours, date);
    if (!range) return false;
    const minute = minutesBetween(atRiyadh(date, 0), now);
    return minute >= range.open && minute < range.close;
  });
}
