import type { PlaceOrderInput } from '@sufra/contract/client-orders';
import { fieldLabel } from '@sufra/contract/messages';
import { orderTotals, percentOf, sar, toHalalas } from '@sufra/contract/money';
import { isOpenAt } from '@sufra/contract/resources/branch-hours';
import { orders as ordersDef } from '@sufra/contract/resources/orders';
import { riyadhDay } from '@sufra/contract/riyadh';
import { publishEvent } from '../../core/events/events.ts';
import type { ClientContext } from '../../core/http/context.ts';
import { invalid } from '../../core/http/errors.ts';
import type { KeyClaim } from '../../core/http/idempotency.ts';
import { transaction } from '../../core/http/transaction.ts';
import { nextNumber } from '../../core/workflow/numbers.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import { deliveryTypes, orderingBranch } from '../client-catalog/client-catalog.service.ts';
import { OrderPlacementRepository, pointSettingsOf } from './order-placement.repository.ts';
import { extraRows, lineRow, type MenuRows, priceLines } from './order-pricing.ts';

/** Minutes added to the kitchen's time for the promised time (handing over, a margin). */
const PROMISE_MARGIN_MINUTES = 10;

type Branch = NonNullable<Awaited<ReturnType<typeof orderingBranch>>>;

async function loadMenu(
  repo: OrderPlacementRepository,
  branch: Branch,
  input: PlaceOrderInput,
): Promise<MenuRows> {
  const ids = (pick: (line: PlaceOrderInput['items'][number]) => number | undefined) => [
    ...new Set(input.items.map(pick).filter((id): id is number => id !== undefined)),
  ];
  const mealLines = input.items.filter((line) => line.meal_id !== undefined);
  const comboLines = input.items.filter((line) => line.combo_id !== undefined);
  const [meals, combos, mealSizes, comboSizes, extras] = await Promise.all([
    repo.meals(
      branch.brand_id,
      branch.id,
      ids((line) => line.meal_id),
    ),
    repo.combos(
      branch.brand_id,
      branch.id,
      ids((line) => line.combo_id),
    ),
    repo.mealSizes([...new Set(mealLines.flatMap((line) => (line.size_id ? [line.size_id] : [])))]),
    repo.comboSizes([...new Set(comboLines.flatMap((line) => (line.size_id ? [line.size_id] : [])))]),
    repo.extras(branch.brand_id, [...new Set(input.items.flatMap((line) => line.extra_ids ?? []))]),
  ]);
  return { meals, combos, mealSizes, comboSizes, extras };
}

interface CouponChoice {
  id: number;
  discount: number;
}

/** The coupon's discount on this subtotal, if it may be used at this branch today. */
async function chooseCoupon(
  repo: OrderPlacementRepository,
  branch: Branch,
  code: string,
  subtotal: number,
  today: string,
): Promise<CouponChoice> {
  const coupon = await repo.coupon(code);
  if (!coupon || coupon.blocked) throw invalid('coupon_code', 'ordering.coupon_invalid');
  if (today < coupon.start_date || today > coupon.end_date)
    throw invalid('coupon_code', 'ordering.coupon_not_today');
  const brandMatches = coupon.brand_id === null || coupon.brand_id === branch.brand_id;
  if (!brandMatches || (coupon.branchIds.length > 0 && !coupon.branchIds.includes(branch.id)))
    throw invalid('coupon_code', 'ordering.coupon_branch');
  const value = coupon.discount_amount_code;
  const discount =
    coupon.type === 'amount'
      ? Math.min(toHalalas(value), subtotal)
      : Math.min(percentOf(subtotal, value), subtotal);
  return { id: coupon.id, discount };
}

/**
 * Place a customer's order (DOMAIN.md "Orders", "Coupons", "Loyalty points"): the branch must take
 * orders, be open and offer the delivery type; every line is priced from the menu; the coupon and
 * the points are checked; then, in one transaction, the customer's points are spent (their row
 * locked), the coupon's use is counted atomically (never past max_use_code), and the order, its
 * lines, the history, the coupon use and the ledger line are written, with `order.created` last.
 * Answers the new order's id.
 */
export async function placeOrder(
  ctx: ClientContext,
  input: PlaceOrderInput,
  claim: KeyClaim | undefined,
): Promise<number> {
  const { db, client, locale } = ctx;
  const repo = new OrderPlacementRepository(db);
  const branch = await orderingBranch(db, input.branch_id);
  if (!branch) throw invalid('branch_id', 'ordering.branch_unavailable');
  const now = ctx.clock.now();
  if (!isOpenAt(branch.hours, now)) throw invalid('branch_id', 'ordering.branch_closed');
  if (!deliveryTypes(branch).includes(input.delivery_type))
    throw invalid('delivery_type', 'ordering.delivery_type_unavailable', {
      type: fieldLabel(locale, input.delivery_type, ordersDef.labels),
    });

  const lines = priceLines(input.items, await loadMenu(repo, branch, input), locale);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const today = riyadhDay(now);
  const coupon = input.coupon_code
    ? await chooseCoupon(repo, branch, input.coupon_code, subtotal, today)
    : undefined;
  const couponDiscount = coupon?.discount ?? 0;
  const redeem = input.redeem_points ?? 0;
  let pointsDiscount = 0;
  if (redeem > 0) {
    const settings = await pointSettingsOf(db, branch.brand_id);
    if (!settings) throw invalid('redeem_points', 'ordering.points_unavailable');
    if (redeem % settings.points !== 0)
      throw invalid('redeem_points', 'ordering.points_block', { points: settings.points });
    pointsDiscount = (redeem / settings.points) * toHalalas(settings.amount);
    if (pointsDiscount > subtotal - couponDiscount) throw invalid('redeem_points', 'ordering.points_exceed');
  }
  const totals = orderTotals(lines, couponDiscount + pointsDiscount);
  const minutes = Math.max(...lines.map((line) => line.minutes));
  const orderNumber = await nextNumber(db, 'order', today);

  return transaction(db, async (trx) => {
    await claim?.take(trx);
    await lockCustomer(trx, client.clientId);
    const writes = new OrderPlacementRepository(trx);
    if (redeem > 0) {
      const balance = await writes.balance(client.clientId);
      if (balance < redeem) throw invalid('redeem_points', 'ordering.points_balance', { balance });
    }
    if (coupon && !(await writes.consumeCoupon(branch.brand_id, coupon.id)))
      throw invalid('coupon_code', 'ordering.coupon_used_up');
    const car = input.delivery_type === 'car_delivering';
    const order = await writes.insertOrder({
      order_number: orderNumber,
      brand_id: branch.brand_id,
      branch_id: branch.id,
      client_id: client.clientId,
      delivery_type: input.delivery_type,
      car_number: car ? (input.car_number ?? null) : null,
      car_type: car ? (input.car_type ?? null) : null,
      car_color: car ? (input.car_color ?? null) : null,
      table_position: input.delivery_type === 'table' ? (input.table_position ?? null) : null,
      client_note: input.note ?? null,
      subtotal: sar(totals.subtotal),
      discounts: sar(totals.discounts),
      taxes: sar(totals.taxes),
      total: sar(totals.total),
      coupon_id: coupon?.id ?? null,
      points_redeemed: redeem,
      points_discount: sar(pointsDiscount),
      payment_method: 'cash',
      processing_minutes: minutes,
      promised_at: new Date(now.getTime() + (minutes + PROMISE_MARGIN_MINUTES) * 60_000),
      idempotency_key: claim?.key ?? null,
      placed_at: now,
    });
    for (const line of lines) await writes.insertLine(order, lineRow(order.id, line), extraRows(line));
    await writes.insertPlaced(order);
    if (coupon) await writes.insertCouponUse(order, coupon.id, sar(coupon.discount));
    if (redeem > 0) await writes.insertRedeem(order, -redeem);
    await publishEvent(trx, {
      type: 'order.created',
      brandId: branch.brand_id,
      branchId: branch.id,
      clientId: client.clientId,
      data: {
        id: order.id,
        order_number: orderNumber,
        brand_id: branch.brand_id,
        branch_id: branch.id,
        delivery_type: input.delivery_type,
        status: 'pending',
        from_status: null,
        total: sar(totals.total),
        placed_at: now.toISOString(),
      },
    });
    await claim?.keep(trx, order.id);
    return order.id;
  });
}
