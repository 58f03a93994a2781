import { riyadhDay } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness.ts';
import {
  balanceOf,
  givePoints,
  insertCoupon,
  newCancelReason,
  newCustomer,
  newShop,
  oneShawarma,
  placeOrder,
  setPointSettings,
  shopForFile,
  step,
} from '../../test/kits/order-test-kit.ts';

/** Coupons, points and refunds of orders (DOMAIN.md "Coupons", "Loyalty points", "Orders"). */
let cashier: TestUser;
let reason: number;

const { t, shop } = shopForFile(async () => {
  cashier = await shop.staff('cashier');
  reason = await newCancelReason(t);
  // 100 points are worth 5.00 SAR; 2 points per riyal earned
  await setPointSettings(t, shop.brandId);
});

const today = () => riyadhDay(new Date());
const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

let codes = 0;
async function newCoupon(
  values: Partial<{
    brand_id: number | null;
    type: 'amount' | 'percentage';
    discount_amount_code: string;
    max_use_code: number;
    start_date: string;
    end_date: string;
    blocked: boolean;
  }> = {},
) {
  codes += 1;
  const code = `SAVE${process.pid % 1000}X${codes}${Math.floor(Math.random() * 1e4)}`;
  const id = await insertCoupon(t, {
    brand_id: shop.brandId,
    coupon_code: code,
    type: 'percentage',
    discount_amount_code: '10.00',
    max_use_code: 100,
    start_date: today(),
    end_date: today(),
    ...values,
  });
  return { id, code };
}

const post = (token: string, body: unknown) => t.request('POST', '/api/v1/client/orders', { token, body });
const usedCount = async (id: number) =>
  (await t.db.selectFrom('coupons').select('used_count').where('id', '=', id).executeTakeFirstOrThrow())
    .used_count;

describe('coupons on orders', () => {
  it('takes a percentage or a fixed amount off the subtotal, VAT on what is left', async () => {
    const customer = await newCustomer(t);
    const percent = await newCoupon({ discount_amount_code: '10.00' });
    // 2 × 20.00 = 40.00; 10 % = 4.00; VAT 15 % of 36.00 = 5.40
    const a = await placeOrder(
      t,
      customer,
      oneShawarma(shop, {
        coupon_code: percent.code.toLowerCase(),
        items: [{ meal_id: shop.menu.shawarma, quantity: 2 }],
      }),
    );
    expect([a.subtotal, a.discounts, a.coupon_discount, a.taxes, a.total]).toEqual([
      '40.00',
      '4.00',
      '4.00',
      '5.40',
      '41.40',
    ]);
    const fixed = await newCoupon({ type: 'amount', discount_amount_code: '50.00', brand_id: null });
    // a fixed discount never exceeds the subtotal
    const b = await placeOrder(t, customer, oneShawarma(shop, { coupon_code: fixed.code }));
    expect([b.subtotal, b.discounts, b.taxes, b.total]).toEqual(['20.00', '20.00', '0.00', '0.00']);
    expect(await usedCount(percent.id)).toBe(1);
  });

  it('refuses an unknown, blocked, out-of-date, other brand’s or other branch’s coupon', async () => {
    const customer = await newCustomer(t);
    const other = await newShop(t);
    const cases: [Promise<{ code: string; id: number }> | { code: string }, string][] = [
      [{ code: 'NOSUCHCODE' }, 'This coupon code is not valid.'],
      [newCoupon({ blocked: true }), 'This coupon code is not valid.'],
      [
        newCoupon({ start_date: shiftDay(today(), 1), end_date: shiftDay(today(), 3) }),
        'This coupon is not valid today.',
      ],
      [
        newCoupon({ start_date: shiftDay(today(), -3), end_date: shiftDay(today(), -1) }),
        'This coupon is not valid today.',
      ],
      [newCoupon({ brand_id: other.brandId }), 'This coupon cannot be used at this branch.'],
    ];
    const limited = await newCoupon();
    await t.db
      .insertInto('coupon_branches')
      .values({ coupon_id: limited.id, branch_id: other.branchId })
      .execute();
    cases.push([limited, 'This coupon cannot be used at this branch.']);
    for (const [made, message] of cases) {
      const coupon = await made;
      const response = await post(customer.token, oneShawarma(shop, { coupon_code: coupon.code }));
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors.coupon_code).toEqual([message]);
    }
  });

  it('never counts more uses than max_use_code, even when orders race for the last one', async () => {
    const coupon = await newCoupon({ max_use_code: 3 });
    const customers = await Promise.all(Array.from({ length: 8 }, () => newCustomer(t)));
    const answers = await Promise.all(
      customers.map((c) => post(c.token, oneShawarma(shop, { coupon_code: coupon.code }))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.coupon_code).toEqual([
        'This coupon has been used the most times it allows.',
      ]);
    }
    expect(await usedCount(coupon.id)).toBe(3);
    const uses = await t.db
      .selectFrom('coupon_uses')
      .select('id')
      .where('coupon_id', '=', coupon.id)
      .execute();
    expect(uses).toHaveLength(3);
  });

  it('gives the use back when the order is canceled', async () => {
    const coupon = await newCoupon({ max_use_code: 1 });
    const customer = await newCustomer(t);
    const order = await placeOrder(t, customer, oneShawarma(shop, { coupon_code: coupon.code }));
    expect((await post(customer.token, oneShawarma(shop, { coupon_code: coupon.code }))).statusCode).toBe(
      422,
    );
    await step(t, cashier, order.id, { status: 'canceled', cancel_reason_id: reason });
    expect(await usedCount(coupon.id)).toBe(0);
    const use = await t.db
      .selectFrom('coupon_uses')
      .select('released_at')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(use.released_at).not.toBeNull();
    await placeOrder(t, customer, oneShawarma(shop, { coupon_code: coupon.code }));
  });
});

describe('points on orders', () => {
  it('redeems whole blocks up to the amount left after the coupon, and the balance is the ledger', async () => {
    const customer = await newCustomer(t);
    await givePoints(t, customer.id, 250);
    // 200 points = 10.00 SAR off 20.00; VAT 15 % of 10.00
    const order = await placeOrder(t, customer, oneShawarma(shop, { redeem_points: 200 }));
    expect([order.subtotal, order.discounts, order.points_discount, order.taxes, order.total]).toEqual([
      '20.00',
      '10.00',
      '10.00',
      '1.50',
      '11.50',
    ]);
    expect(order.points_redeemed).toBe(200);
    expect(await balanceOf(t, customer.id)).toBe(50);
  });

  it('refuses partial blocks, more than the balance, and more than the order is worth', async () => {
    const customer = await newCustomer(t);
    await givePoints(t, customer.id, 1000);
    const partial = await post(customer.token, oneShawarma(shop, { redeem_points: 150 }));
    expect(partial.json().errors.redeem_points).toEqual(['Points are redeemed in blocks of 100.']);
    const much = await post(customer.token, oneShawarma(shop, { redeem_points: 500 }));
    expect(much.json().errors.redeem_points).toEqual([
      'The points discount cannot be more than the order’s amount after other discounts.',
    ]);
    const poor = await newCustomer(t);
    await givePoints(t, poor.id, 100);
    const balance = await post(poor.token, oneShawarma(shop, { redeem_points: 200 }));
    expect(balance.json().errors.redeem_points).toEqual(['You have only 100 points.']);
  });

  it('never spends the same points twice when two orders race', async () => {
    const customer = await newCustomer(t);
    await givePoints(t, customer.id, 300);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(customer.token, oneShawarma(shop, { redeem_points: 200 }))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await balanceOf(t, customer.id)).toBe(100);
  });

  it('gives redeemed points back on cancel and earns points per riyal once on hand-over', async () => {
    const customer = await newCustomer(t);
    await givePoints(t, customer.id, 100);
    const canceled = await placeOrder(t, customer, oneShawarma(shop, { redeem_points: 100 }));
    expect(await balanceOf(t, customer.id)).toBe(0);
    await step(t, cashier, canceled.id, { status: 'canceled', cancel_reason_id: reason });
    expect(await balanceOf(t, customer.id)).toBe(100);

    // 3 × 20.00 = 60.00 + 9.00 VAT = 69.00 → 69 riyals × 2 points
    const kept = await placeOrder(
      t,
      customer,
      oneShawarma(shop, { items: [{ meal_id: shop.menu.shawarma, quantity: 3 }] }),
    );
    for (const status of ['preparing', 'ready', 'completed']) await step(t, cashier, kept.id, { status });
    expect(await balanceOf(t, customer.id)).toBe(100 + 138);
    const ledger = await t.db
      .selectFrom('client_points_ledger')
      .select(['reason', 'delta'])
      .where('order_id', 'in', [canceled.id, kept.id])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { reason: 'redeem', delta: -100 },
      { reason: 'reverse', delta: 100 },
      { reason: 'earn', delta: 138 },
    ]);
  });
});

describe('refunds of canceled orders', () => {
  async function paidOrder(total: string) {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    await t.db
      .updateTable('orders')
      .set({ payment_status: 'paid', subtotal: total, taxes: '0.00', total })
      .where('id', '=', order.id)
      .execute();
    return order;
  }

  it('refunds a paid order of 10 SAR or more and says so', async () => {
    const order = await paidOrder('10.00');
    const response = await step(t, 'admin', order.id, { status: 'canceled', cancel_reason_id: reason });
    expect(response.json().message).toBe(
      'The order has been canceled. A refund of 10.00 SAR has been issued.',
    );
    expect(response.json().data.refund).toMatchObject({ amount: '10.00', status: 'pending' });
  });

  it('refuses the refund of a paid order under 10 SAR with a clear message, still canceling it', async () => {
    const order = await paidOrder('9.99');
    const response = await step(t, cashier, order.id, { status: 'canceled', cancel_reason_id: reason }, 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم إلغاء الطلب. الاسترداد غير متاح للطلبات التي تقل عن 10 ر.س.');
    expect(response.json().data.refund).toBeNull();
    expect(response.json().data.status).toBe('canceled');
  });

  it('has nothing to refund on an unpaid order', async () => {
    const order = await placeOrder(t, await newCustomer(t), oneShawarma(shop));
    const response = await step(t, cashier, order.id, { status: 'canceled', cancel_reason_id: reason });
    expect(response.json().message).toBe('The order has been canceled.');
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toEqual(
      [],
    );
  });
});

describe('the platform’s commission', () => {
  it('is fixed on hand-over: the brand’s percent of the total, half up, plus its fixed amount, never above the total', async () => {
    const own = await newShop(t);
    const ownCashier = await own.staff('cashier');
    await t.db
      .updateTable('brands')
      .set({ commission_rate: '7.50', commission_amount: '1.25' })
      .where('id', '=', own.brandId)
      .execute();
    const customer = await newCustomer(t);
    const order = await placeOrder(t, customer, oneShawarma(own));
    const commissionOf = async (id: number) =>
      (await t.db.selectFrom('orders').select('commission').where('id', '=', id).executeTakeFirstOrThrow())
        .commission;
    expect(await commissionOf(order.id)).toBeNull();
    for (const status of ['preparing', 'ready', 'completed'])
      expect((await step(t, ownCashier, order.id, { status })).statusCode).toBe(200);
    const totalHalalas = Math.round(Number(order.total) * 100);
    const expected = Math.floor((totalHalalas * 750 + 5_000) / 10_000) + 125;
    expect(await commissionOf(order.id)).toBe((expected / 100).toFixed(2));

    // Terms changed later do not change a sale already made; a fee larger than the sale is capped.
    await t.db
      .updateTable('brands')
      .set({ commission_amount: '999.00' })
      .where('id', '=', own.brandId)
      .execute();
    expect(await commissionOf(order.id)).toBe((expected / 100).toFixed(2));
    const second = await placeOrder(t, customer, oneShawarma(own));
    for (const status of ['preparing', 'ready', 'completed'])
      await step(t, ownCashier, second.id, { status });
    expect(await commissionOf(second.id)).toBe(second.total);
    // A canceled order earns the platform nothing.
    const canceled = await placeOrder(t, customer, oneShawarma(own));
    await step(t, ownCashier, canceled.id, { status: 'canceled', cancel_reason_id: reason });
    expect(await commissionOf(canceled.id)).toBeNull();
  });
});
