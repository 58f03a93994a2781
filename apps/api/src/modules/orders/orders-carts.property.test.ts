import { toHalalas } from '@sufra/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  givePoints,
  insertCoupon,
  newCustomer,
  setPointSettings,
  shopForFile,
} from '../../test/kits/order-test-kit.ts';

/**
 * A property over random carts placed through the API: whatever the lines, sizes, extras, VAT
 * rates, coupon and points, the stored order adds up exactly — each line is (unit + extras) ×
 * quantity, the subtotal their sum, discounts never above it, and subtotal − discounts + taxes =
 * total to the halala; VAT is each rate on its share of the discounted subtotal, within rounding.
 */
/** Meals with awkward prices and rates, added to the shop's menu. */
const extraMeals: { id: number; price: string; tax: string }[] = [];

const { t, shop } = shopForFile(async () => {
  await setPointSettings(t, shop.brandId, { amount: '0.35', points: 7, point_for_one_riyal: 1 });
  for (const [price, tax] of [
    ['0.99', '15.00'],
    ['13.33', '5.00'],
    ['7.77', '12.50'],
    ['999.99', '15.00'],
  ] as const) {
    const row = await t.db
      .insertInto('meals')
      .values({
        brand_id: shop.brandId,
        category_id: shop.menu.categoryId,
        meal_name_ar: 'صنف',
        meal_name_en: 'Item',
        price,
        tax,
        processing_time: 7,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    extraMeals.push({ id: row.id, price, tax });
  }
});

const line = () =>
  fc.oneof(
    fc.record({
      meal_id: fc.integer({ min: 0, max: 6 }),
      size: fc.constantFrom('none', 'small', 'large'),
      extras: fc.subarray(['cheese', 'sauce'] as const),
      quantity: fc.integer({ min: 1, max: 7 }),
    }),
    fc.record({ combo: fc.constant(true), family: fc.boolean(), quantity: fc.integer({ min: 1, max: 3 }) }),
  );

const cart = fc.record({
  lines: fc.array(line(), { minLength: 1, maxLength: 6 }),
  coupon: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 30_000 }) }),
    ),
    { nil: undefined },
  ),
  blocks: fc.integer({ min: 0, max: 40 }),
});

type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never;
let run = 0;

async function bodyOf(sample: Cart, customerId: number): Promise<Record<string, unknown>> {
  const { menu } = shop;
  const meals = [menu.shawarma, menu.platter, menu.water, ...extraMeals.map((m) => m.id)];
  const items = sample.lines.map((l) => {
    if ('combo' in l)
      return { combo_id: menu.combo, ...(l.family ? { size_id: menu.family } : {}), quantity: l.quantity };
    const mealId = meals[l.meal_id] ?? menu.water;
    const isShawarma = mealId === menu.shawarma;
    const size =
      isShawarma && l.size !== 'none' ? { size_id: l.size === 'small' ? menu.small : menu.large } : {};
    const extras = l.extras
      .filter((e) => isShawarma || e === 'sauce')
      .map((e) => (e === 'cheese' ? menu.cheese : menu.sauce));
    return {
      meal_id: mealId,
      ...size,
      ...(extras.length > 0 ? { extra_ids: extras } : {}),
      quantity: l.quantity,
    };
  });
  const body: Record<string, unknown> = { branch_id: shop.branchId, delivery_type: 'receiving', items };
  if (sample.coupon) {
    run += 1;
    const code = `PROP${process.pid % 1000}R${run}`;
    const value = sample.coupon.value / 100;
    await insertCoupon(t, {
      brand_id: shop.brandId,
      coupon_code: code,
      type: sample.coupon.type,
      discount_amount_code: value.toFixed(2),
      max_use_code: 1,
      start_date: '2000-01-01',
      end_date: '2099-12-31',
    });
    body.coupon_code = code;
  }
  if (sample.blocks > 0) {
    await givePoints(t, customerId, sample.blocks * 7);
    body.redeem_points = sample.blocks * 7;
  }
  return body;
}

/** Half up: the exact VAT of `amount` halalas at `rate` ("12.50") in hundredths of a halala. */
const exactVat = (amount: number, rate: string) => (amount * toHalalas(rate)) / 10_000;

describe('random carts', () => {
  it('always add up: subtotal − discounts + taxes = total, to the halala', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(cart, async (sample) => {
        const customer = await newCustomer(t);
        const body = await bodyOf(sample, customer.id);
        const response = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body });
        if (response.statusCode === 422) {
          // only the points may not fit what is left after the coupon
          expect(Object.keys(response.json().errors)).toEqual(['redeem_points']);
          return;
        }
        expect(response.statusCode, response.body).toBe(201);
        placed += 1;
        const order = response.json().data;
        const lines = await t.db
          .selectFrom('order_items')
          .selectAll()
          .where('order_id', '=', order.id)
          .execute();
        let subtotal = 0;
        const byRate = new Map<string, number>();
        for (const row of lines) {
          const amount = (toHalalas(row.unit_price) + toHalalas(row.extras_total)) * row.quantity;
          expect(toHalalas(row.line_total)).toBe(amount);
          subtotal += amount;
          const rate = Number(row.tax_rate).toFixed(2);
          byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
        }
        const discounts = toHalalas(order.discounts);
        const taxes = toHalalas(order.taxes);
        expect(toHalalas(order.subtotal)).toBe(subtotal);
        expect(discounts).toBe(toHalalas(order.coupon_discount) + toHalalas(order.points_discount));
        expect(discounts).toBeLessThanOrEqual(subtotal);
        expect(toHalalas(order.total)).toBe(subtotal - discounts + taxes);
        // VAT on the discounted subtotal: the discount shared by the rates, each rounded once
        const exact = [...byRate.entries()].reduce(
          (sum, [rate, amount]) => sum + exactVat(amount - (discounts * amount) / subtotal, rate),
          0,
        );
        expect(Math.abs(taxes - exact)).toBeLessThanOrEqual(byRate.size);
        if (byRate.size === 1) {
          const [[rate = '0', amount = 0] = []] = [...byRate.entries()];
          expect(taxes).toBe(Math.floor(((amount - discounts) * toHalalas(rate) + 5_000) / 10_000));
        }
        // the database agrees (its CHECK holds the same identity)
        const stored = await t.db
          .selectFrom('orders')
          .select(['subtotal', 'discounts', 'taxes', 'total'])
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({
          subtotal: order.subtotal,
          discounts: order.discounts,
          taxes: order.taxes,
          total: order.total,
        });
      }),
      { numRuns: 60, seed: 20_261_124 },
    );
    expect(placed).toBeGreaterThan(30);
  }, 20_000);
});
