import { ORDER_STATUSES, type OrderStatus } from '@sufra/contract/statuses';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness.ts';
import {
  historySteps,
  newCancelReason,
  newCustomer,
  oneShawarma,
  placeOrder,
  shopForFile,
  step,
  tryEveryStep,
} from '../../test/kits/order-test-kit.ts';

/** The order lifecycle of DOMAIN.md "Orders" through `POST …/orders/{id}/status`. */
let staff: Record<'manager' | 'kitchen' | 'cashier', TestUser>;
let reason: number;

const { t, shop } = shopForFile(async () => {
  staff = {
    manager: await shop.staff('manager'),
    kitchen: await shop.staff('kitchen'),
    cashier: await shop.staff('cashier'),
  };
  reason = await newCancelReason(t, 'order');
});

/**
 * DOMAIN.md's table written out by hand (not read from the contract): from, to, who, delivery
 * types ('*' = every type). Every other step, for every role, answers 422.
 */
const ALLOWED: [OrderStatus, OrderStatus, string[], string][] = [
  ['pending', 'preparing', ['manager', 'cashier'], '*'],
  ['pending', 'canceled', ['manager', 'cashier', 'admin'], '*'],
  ['preparing', 'ready', ['kitchen', 'manager', 'cashier'], '*'],
  ['preparing', 'canceled', ['manager', 'admin'], '*'],
  ['ready', 'process', ['manager', 'cashier'], 'car_delivering'],
  ['process', 'delivered', ['manager', 'cashier'], '*'],
  ['ready', 'completed', ['manager', 'cashier'], 'receiving'],
];

function allowed(from: OrderStatus, to: OrderStatus, who: string, type: string): boolean {
  return ALLOWED.some(
    ([f, s, roles, types]) =>
      f === from && s === to && roles.includes(who) && (types === '*' || types === type),
  );
}

describe('order steps', () => {
  it('lets each role take exactly the steps of DOMAIN.md and refuses every other with 422 naming both statuses', async () => {
    const customer = await newCustomer(t);
    const carOrder = await placeOrder(
      t,
      customer,
      oneShawarma(shop, { delivery_type: 'car_delivering', car_number: 'XYZ 1' }),
    );
    const counterOrder = await placeOrder(t, customer, oneShawarma(shop));
    const takers: [string, TestUser | 'admin'][] = [
      ['admin', 'admin'],
      ['vendor', shop.vendor],
      ['manager', staff.manager],
      ['kitchen', staff.kitchen],
      ['cashier', staff.cashier],
    ];
    let checked = 0;
    for (const [type, order] of [
      ['car_delivering', carOrder],
      ['receiving', counterOrder],
    ] as const)
      checked += await tryEveryStep(t, {
        table: 'orders',
        id: order.id,
        what: type,
        statuses: ORDER_STATUSES,
        takers,
        reason,
        send: (as, body) => step(t, as, order.id, body),
        allowed: (from, to, who) => allowed(from, to, who, type),
        refused: /^(The order cannot move|You cannot move an order) from “.+” to “.+”\.$/,
      });
    expect(checked).toBe(2 * 7 * 7 * 5);
  }, 30_000);

  it('names both statuses in Arabic', async () => {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    const response = await step(t, staff.kitchen, order.id, { status: 'ready' }, 'ar');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('لا يمكن نقل الطلب من «قيد الانتظار» إلى «جاهز».');
    const accept = await step(t, staff.kitchen, order.id, { status: 'preparing' }, 'ar');
    expect(accept.json().message).toBe('لا يمكنك نقل الطلب من «قيد الانتظار» إلى «قيد التحضير».');
  });

  it('walks an order to the car, writing a history row per step with who and when', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(
      t,
      customer,
      oneShawarma(shop, { delivery_type: 'car_delivering', car_number: 'KSA 7' }),
    );
    const accept = await step(t, staff.cashier, order.id, { status: 'preparing', delay_minutes: 10 });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data.delay_minutes).toBe(10);
    expect(accept.json().data.accepted_at).not.toBeNull();
    expect((await step(t, staff.kitchen, order.id, { status: 'ready' })).json().data.ready_at).not.toBeNull();
    expect((await step(t, staff.cashier, order.id, { status: 'process' })).statusCode).toBe(200);
    const done = await step(t, staff.manager, order.id, { status: 'delivered' });
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.status).toBe('delivered');
    expect(data.payment_status).toBe('paid');
    expect(data.completed_at).not.toBeNull();
    expect(data.next_statuses).toEqual([]);
    expect(historySteps(data.history)).toEqual([
      [null, 'pending', 'client'],
      ['pending', 'preparing', 'branch'],
      ['preparing', 'ready', 'branch'],
      ['ready', 'process', 'branch'],
      ['process', 'delivered', 'branch'],
    ]);
    const promised = await t.db
      .selectFrom('orders')
      .select(['promised_at', 'placed_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // 12 minutes of the kitchen, 10 of margin, 10 of the cashier's delay
    expect(((promised.promised_at?.getTime() ?? 0) - promised.placed_at.getTime()) / 60_000).toBeCloseTo(
      32,
      0,
    );
    const events = await t.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where(sql<boolean>`(data->>'id')::int = ${order.id}`)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, (e.data as { status: string }).status])).toEqual([
      ['order.created', 'pending'],
      ['order.status', 'preparing'],
      ['order.status', 'ready'],
      ['order.status', 'process'],
      ['order.status', 'delivered'],
    ]);
  });

  it('takes a delay only when accepting', async () => {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    await step(t, staff.cashier, order.id, { status: 'preparing' });
    const response = await step(t, staff.cashier, order.id, { status: 'ready', delay_minutes: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.delay_minutes).toEqual([
      'A delay can be added only when accepting an order.',
    ]);
    const over = await step(t, staff.cashier, order.id, { status: 'ready', delay_minutes: 601 });
    expect(over.json().errors.delay_minutes).toEqual(['Delay (minutes) may not be greater than 600']);
  });

  it('needs a reason of type order or mutual to cancel, and keeps it with the note', async () => {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    const none = await step(t, staff.cashier, order.id, { status: 'canceled' }, 'ar');
    expect(none.json().errors.cancel_reason_id).toEqual(['سبب الإلغاء مطلوب']);
    const reservationReason = await newCancelReason(t, 'reservation');
    const wrong = await step(t, staff.cashier, order.id, {
      status: 'canceled',
      cancel_reason_id: reservationReason,
    });
    expect(wrong.json().errors.cancel_reason_id).toEqual(['This reason cannot be used to cancel an order.']);
    const mutual = await newCancelReason(t, 'mutual');
    const ok = await step(t, staff.cashier, order.id, {
      status: 'canceled',
      cancel_reason_id: mutual,
      note: 'نفدت الكمية',
    });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data.cancel_reason).toMatch(/^Reason /);
    expect(data.cancel_note).toBe('نفدت الكمية');
    expect(data.history.at(-1)).toMatchObject({
      to_status: 'canceled',
      reason: data.cancel_reason,
      note: 'نفدت الكمية',
    });
  });

  it('gives one of two simultaneous bumps the step and the other a 422', async () => {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    await step(t, staff.cashier, order.id, { status: 'preparing' });
    const answers = await Promise.all([
      step(t, staff.kitchen, order.id, { status: 'ready' }),
      step(t, staff.cashier, order.id, { status: 'ready' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const history = await t.db
      .selectFrom('order_status_history')
      .select('to_status')
      .where('order_id', '=', order.id)
      .execute();
    expect(history.filter((h) => h.to_status === 'ready')).toHaveLength(1);
  });

  it('lets the customer cancel a pending order of theirs only', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(t, customer, oneShawarma(shop));
    const stranger = await newCustomer(t);
    const cancel = (token: string, id: number) =>
      t.request('POST', `/api/v1/client/orders/${id}/cancel`, { token, body: { cancel_reason_id: reason } });
    expect((await cancel(stranger.token, order.id)).statusCode).toBe(404);
    const ok = await cancel(customer.token, order.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.history.at(-1)).toMatchObject({ to_status: 'canceled', actor_type: 'client' });

    const accepted = await placeOrder(t, customer, oneShawarma(shop));
    await step(t, staff.cashier, accepted.id, { status: 'preparing' });
    const late = await cancel(customer.token, accepted.id);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('You cannot move an order from “Preparing” to “Canceled”.');
  });
});
