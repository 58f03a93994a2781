import type { Insertable } from 'kysely';
import type {
  CouponUsesTable,
  DeliveryType,
  OrderStatusHistoryTable,
  OrdersTable,
  PaymentMethod,
  PaymentStatus,
  RatingsTable,
  RefundsTable,
} from '../db/schema/domain.ts';
import { DEMO_CLIENT_EMAIL } from './clients.ts';
import { addMinutes, riyadhDate } from './clock.ts';
import type { BranchInfo, ClientInfo, CouponInfo, DemoContext } from './context.ts';
import { usableCoupons } from './coupons.ts';
import { percentOf, sar, toHalalas } from './money.ts';
import { buildCart, type CartLine, priceCart } from './order-cart.ts';
import {
  BAD_COMMENTS,
  CAR_COLORS,
  CAR_TYPES,
  CLIENT_NOTES,
  GOOD_COMMENTS,
  PLATE_LETTERS,
} from './order-data.ts';
import { orderFlow } from './order-flow.ts';
import { createPointsBook, type LedgerEntry } from './points-book.ts';

export interface OrderPlan {
  branch: BranchInfo;
  placedAt: Date;
}

/** Rows of every table an order writes to; order items get their ids later. */
export interface OrderRows {
  orders: Insertable<OrdersTable>[];
  lines: { orderId: number; line: CartLine }[];
  history: Insertable<OrderStatusHistoryTable>[];
  couponUses: Insertable<CouponUsesTable>[];
  ledger: LedgerEntry[];
  refunds: Insertable<RefundsTable>[];
  ratings: Insertable<RatingsTable>[];
}

/** Builds orders in time order, keeping coupon uses and each client's points balance consistent. */
export function createOrderBuilder(ctx: DemoContext) {
  const { random, now } = ctx;
  const points = createPointsBook();
  const rows: OrderRows = {
    orders: [],
    lines: [],
    history: [],
    couponUses: [],
    ledger: points.entries,
    refunds: [],
    ratings: [],
  };
  // The demo customer account orders often, so it has a real points history to show.
  const clientWeights = ctx.clients.map((client) => {
    const weight = random.pick([1, 1, 1, 2, 3, 5, 8]);
    return [client, client.email === DEMO_CLIENT_EMAIL ? 12 : weight] as const;
  });
  const pickClient = (at: Date): ClientInfo => {
    for (let tries = 0; tries < 20; tries++) {
      const client = random.weighted(clientWeights);
      if (client.createdAt < at) return client;
    }
    return ctx.clients.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
  };
  const numbers = new Map<string, number>();

  // a few goodwill adjustments by the admin
  for (const client of random.sample(ctx.clients, 12)) {
    const at = addMinutes(client.createdAt, random.int(60, 60 * 24 * 30));
    if (at < now)
      points.add({
        client_id: client.id,
        delta: random.pick([25, 50, 100]),
        reason: 'adjust',
        note: 'تعويض عن تأخر طلب سابق',
        created_by: ctx.adminId,
        created_at: at,
      });
  }

  function build(plan: OrderPlan, orderId: number): void {
    const { branch, placedAt } = plan;
    const menu = ctx.menus.get(branch.brandId);
    if (!menu) throw new Error(`no demo menu for brand ${branch.brandId}`);
    const client = pickClient(placedAt);
    const deliveryType = pickDeliveryType(branch);
    const cart = buildCart(random, menu);
    const date = riyadhDate(placedAt);

    let coupon: CouponInfo | undefined;
    let couponDiscount = 0;
    if (random.chance(0.15)) {
      const usable = usableCoupons(ctx.coupons, branch.brandId, branch.id, date);
      if (usable.length > 0) {
        coupon = random.pick(usable);
        coupon.uses += 1;
        couponDiscount =
          coupon.type === 'amount'
            ? Math.min(toHalalas(coupon.value), cart.subtotal)
            : percentOf(cart.subtotal, coupon.value);
      }
    }
    let pointsRedeemed = 0;
    let pointsDiscount = 0;
    const balance = points.balanceAt(client.id, placedAt);
    if (balance >= ctx.points.points && random.chance(0.3)) {
      const blocks = Math.min(
        Math.floor(balance / ctx.points.points),
        Math.floor((cart.subtotal - couponDiscount) / ctx.points.valueHalalas),
        3,
      );
      if (blocks > 0) {
        pointsRedeemed = blocks * ctx.points.points;
        pointsDiscount = blocks * ctx.points.valueHalalas;
        points.add({
          client_id: client.id,
          order_id: orderId,
          delta: -pointsRedeemed,
          reason: 'redeem',
          created_at: placedAt,
        });
      }
    }
    const money = priceCart(cart, couponDiscount + pointsDiscount);
    const cancel = random.chance(0.09) ? (random.chance(0.65) ? 'pending' : 'preparing') : 'none';
    const flow = orderFlow(random, {
      branch,
      clientId: client.id,
      adminId: ctx.adminId,
      placedAt,
      deliveryType,
      prepMinutes: cart.minutes,
      cancel,
      reasons: ctx.reasons.order,
      now,
    });
    const method = random.weighted<PaymentMethod>([
      ['card', 35],
      ['apple_pay', 30],
      ['cash', 20],
      ['stc_pay', 15],
    ]);
    let paymentStatus: PaymentStatus = method !== 'cash' || flow.completedAt ? 'paid' : 'unpaid';

    if (flow.canceledAt) {
      if (pointsRedeemed > 0)
        points.add({
          client_id: client.id,
          order_id: orderId,
          delta: pointsRedeemed,
          reason: 'reverse',
          created_at: flow.canceledAt,
        });
      if (paymentStatus === 'paid' && money.totalHalalas >= 1_000) {
        const settledAt = addMinutes(flow.canceledAt, random.int(60, 3 * 24 * 60));
        const status = settledAt > now ? 'pending' : random.chance(0.9) ? 'completed' : 'failed';
        if (status === 'completed') paymentStatus = 'refunded';
        rows.refunds.push({
          order_id: orderId,
          amount: money.total,
          status,
          gateway_refund_id: status === 'pending' ? null : `rf_${random.hex(24)}`,
          failure_reason: status === 'failed' ? 'Card issuer declined the refund' : null,
          created_by: flow.canceledByUser,
          completed_at: status === 'completed' ? settledAt : null,
          created_at: flow.canceledAt,
          updated_at: status === 'pending' ? flow.canceledAt : settledAt,
        });
      }
    }
    if (flow.completedAt) {
      const earned = Math.floor(money.totalHalalas / 100) * ctx.points.perRiyal;
      if (earned > 0)
        points.add({
          client_id: client.id,
          order_id: orderId,
          delta: earned,
          reason: 'earn',
          created_at: flow.completedAt,
        });
      const ratedAt = addMinutes(flow.completedAt, random.int(10, 600));
      if (random.chance(0.35) && ratedAt <= now) {
        const rating = random.weighted([
          [5, 45],
          [4, 30],
          [3, 15],
          [2, 6],
          [1, 4],
        ] as const);
        rows.ratings.push({
          order_id: orderId,
          brand_id: branch.brandId,
          branch_id: branch.id,
          client_id: client.id,
          rating,
          comment: random.chance(0.5) ? random.pick(rating >= 4 ? GOOD_COMMENTS : BAD_COMMENTS) : null,
          created_at: ratedAt,
        });
      }
    }
    if (coupon) {
      rows.couponUses.push({
        coupon_id: coupon.id,
        order_id: orderId,
        client_id: client.id,
        discount: sar(couponDiscount),
        created_at: placedAt,
        released_at: flow.canceledAt,
      });
    }
    for (const event of flow.events) {
      rows.history.push({
        order_id: orderId,
        from_status: event.from,
        to_status: event.to,
        actor_type: event.actorType,
        actor_id: event.actorId,
        reason_id: event.reasonId,
        created_at: event.at,
      });
    }
    for (const line of cart.lines) rows.lines.push({ orderId, line });

    const sequence = (numbers.get(date) ?? 0) + 1;
    numbers.set(date, sequence);
    const car = deliveryType === 'car_delivering';
    rows.orders.push({
      id: orderId,
      order_number: `ORD-${date.slice(2).replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`,
      brand_id: branch.brandId,
      branch_id: branch.id,
      client_id: client.id,
      status: flow.status,
      delivery_type: deliveryType,
      car_number: car ? `${random.sample([...PLATE_LETTERS], 3).join('')} ${random.int(1000, 9999)}` : null,
      car_type: car ? random.pick(CAR_TYPES) : null,
      car_color: car ? random.pick(CAR_COLORS) : null,
      table_position:
        deliveryType === 'table' ? (branch.options.tables_inside > 0 ? 'inside' : 'outside') : null,
      client_note: random.chance(0.08) ? random.pick(CLIENT_NOTES) : null,
      subtotal: money.subtotal,
      discounts: money.discounts,
      taxes: money.taxes,
      total: money.total,
      coupon_id: coupon?.id ?? null,
      points_redeemed: pointsRedeemed,
      points_discount: sar(pointsDiscount),
      payment_method: method,
      payment_status: paymentStatus,
      promised_at: addMinutes(placedAt, cart.minutes + 10 + flow.delayMinutes),
      delay_minutes: flow.delayMinutes,
      cancel_reason_id: flow.cancelReasonId,
      placed_at: placedAt,
      completed_at: flow.completedAt,
      canceled_at: flow.canceledAt,
      accepted_at: flow.events.find((event) => event.to === 'preparing')?.at ?? null,
      ready_at: flow.events.find((event) => event.to === 'ready')?.at ?? null,
      processing_minutes: cart.minutes,
      created_at: placedAt,
      updated_at: flow.events[flow.events.length - 1]?.at ?? placedAt,
    });
  }

  function pickDeliveryType(branch: BranchInfo): DeliveryType {
    const { options } = branch;
    const types: [DeliveryType, number][] = [['receiving', 40]];
    if (options.car_delivering) types.push(['car_delivering', 30]);
    if (options.drive_through) types.push(['drive_through', 20]);
    if (options.tables_inside + options.tables_outside > 0) types.push(['table', 20]);
    return random.weighted(types);
  }

  return { build, rows };
}
