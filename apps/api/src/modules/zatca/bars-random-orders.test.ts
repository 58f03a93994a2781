import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  givePoints,
  insertCoupon,
  newCustomer,
  type Shop,
  setPointSettings,
  step,
} from '../../test/kits/order-test-kit.ts';
import { barCount, onboardedShop, oneTo, writeBarFigures } from '../../test/kits/zatca-bars-kit.ts';
import { seededPicks } from '../../test/prng.ts';
import { validateInvoices } from '../../test/zatca-validator.ts';
import { signUnitDocuments } from './issuing.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { createZatcaStandIn } from './stand-in/stand-in.ts';
import { standInZatcaApi } from './zatca-api.ts';

/**
 * Issue 29's first bar: random orders placed through the customer API and handed over at the
 * counter (sizes, extras, quantities, coupons by amount and by percentage, points redeemed, meals
 * at several VAT rates above 0 %, prices that round at the halala) give signed simplified invoices
 * that ZATCA's schema and both rule sets pass with no error and no warning, validated in one batch.
 * 60 orders in the suite (a fixed seed); `npm run bench` runs this file with ZATCA_BAR_ORDERS=1000.
 */
const ORDERS = barCount('ZATCA_BAR_ORDERS', 60);
const SEED = 20_261_129;

const standIn = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - 86_400_000) }));
const t = testAppForFile((app) => {
  app.app.deps.zatcaApi = () => standInZatcaApi(standIn);
});

/** Meals of the shop with awkward prices at a VAT rate above 0 %. */
async function awkwardMeals(shop: Shop, tax: string, prices: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const price of prices) {
    const row = await t.db
      .insertInto('meals')
      .values({
        brand_id: shop.brandId,
        category_id: shop.menu.categoryId,
        meal_name_ar: `صنف ${price} ${tax}`,
        meal_name_en: `Item ${price} ${tax}`,
        price,
        tax,
        processing_time: 7,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

describe('issue 29, bar 1: random orders handed over', () => {
  it(
    `gives ${ORDERS} invoices with no schema error, no rule broken and no warning`,
    async () => {
      const shop = await onboardedShop(t);
      await setPointSettings(t, shop.brandId, { amount: '0.35', points: 7, point_for_one_riyal: 1 });
      // Each cart at one rate, the run at several: ZATCA's rule set warns (BR-S-08) on a document that
      // mixes two standard rates, whose taxable amounts it compares with all standard lines together.
      const menus = {
        '15.00': [
          shop.menu.shawarma,
          shop.menu.platter,
          ...(await awkwardMeals(shop, '15.00', ['0.99', '7.77', '999.99', '3.33'])),
        ],
        '5.00': await awkwardMeals(shop, '5.00', ['13.33', '2.35', '0.99', '44.45']),
      };
      const cashier = await shop.staff('cashier');
      const customers = await Promise.all(Array.from({ length: 8 }, () => newCustomer(t)));
      const random = seededPicks(SEED);
      const started = performance.now();
      const seen = {
        rates: { '15.00': 0, '5.00': 0 },
        coupons: { amount: 0, percentage: 0 },
        points: 0,
        combos: 0,
        extras: 0,
        sizes: 0,
      };
      let handedOver = 0;
      for (let n = 0; n < ORDERS; n += 1) {
        const customer = random.pick(customers);
        const rate = random.pick(['15.00', '15.00', '5.00'] as const);
        seen.rates[rate] += 1;
        const items = Array.from({ length: random.int(1, 6) }, () => {
          const quantity = random.int(1, 7);
          if (rate === '15.00' && random.below(6) === 0) {
            seen.combos += 1;
            return {
              combo_id: shop.menu.combo,
              ...(random.below(2) ? { size_id: shop.menu.family } : {}),
              quantity,
            };
          }
          const mealId = random.pick(menus[rate]);
          const shawarma = mealId === shop.menu.shawarma;
          const size = shawarma ? random.pick([undefined, shop.menu.small, shop.menu.large]) : undefined;
          const extras = [
            ...(shawarma && random.below(2) ? [shop.menu.cheese] : []),
            ...(random.below(3) === 0 ? [shop.menu.sauce] : []),
          ];
          if (size) seen.sizes += 1;
          if (extras.length > 0) seen.extras += 1;
          return {
            meal_id: mealId,
            ...(size ? { size_id: size } : {}),
            ...(extras.length > 0 ? { extra_ids: extras } : {}),
            quantity,
          };
        });
        const body: Record<string, unknown> = { branch_id: shop.branchId, delivery_type: 'receiving', items };
        const coupon = random.pick([undefined, undefined, 'amount', 'percentage'] as const);
        if (coupon) {
          const code = `BAR${process.pid % 1000}N${n}`;
          await insertCoupon(t, {
            brand_id: shop.brandId,
            coupon_code: code,
            type: coupon,
            // 0.01–30.00 SAR off, or 0.01–40 % off: odd values, so the VAT rounds at the halala.
            discount_amount_code: (random.int(1, coupon === 'amount' ? 3_000 : 4_000) / 100).toFixed(2),
            max_use_code: 1,
            start_date: '2000-01-01',
            end_date: '2099-12-31',
          });
          body.coupon_code = code;
        }
        const blocks = random.below(3) === 0 ? random.int(1, 20) : 0;
        if (blocks > 0) {
          await givePoints(t, customer.id, blocks * 7);
          body.redeem_points = blocks * 7;
        }
        let placed = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body });
        if (placed.statusCode === 422 && blocks > 0) {
          // The points may be worth more than what is left after the coupon: the same cart without them.
          expect(Object.keys(placed.json().errors)).toEqual(['redeem_points']);
          delete body.redeem_points;
          placed = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body });
        } else if (blocks > 0) seen.points += 1;
        expect(placed.statusCode, placed.body).toBe(201);
        if (coupon) seen.coupons[coupon] += 1;
        const order = placed.json().data;
        for (const status of ['preparing', 'ready', 'completed'])
          expect((await step(t, cashier, order.id, { status })).statusCode).toBe(200);
        handedOver += 1;
      }
      const handOverMs = performance.now() - started;
      await signUnitDocuments(t.app.deps, shop.unitId);
      const documents = await t.db
        .selectFrom('zatca_documents')
        .select(['counter', 'status', 'xml'])
        .where('unit_id', '=', shop.unitId)
        .orderBy('counter')
        .execute();
      expect(documents.map((d) => d.counter)).toEqual(oneTo(ORDERS));
      expect(documents.every((d) => d.status === 'waiting' && d.xml)).toBe(true);
      const validating = performance.now();
      const results = await validateInvoices(documents.map((d) => d.xml ?? ''));
      const validateMs = performance.now() - validating;
      const figures = {
        orders: handedOver,
        schema_errors: results.reduce((n, r) => n + r.schemaErrors.length, 0),
        rule_errors: results.reduce((n, r) => n + r.errors.length, 0),
        warnings: results.reduce((n, r) => n + r.warnings.length, 0),
        ...seen,
        hand_over_ms: Math.round(handOverMs),
        validate_ms: Math.round(validateMs),
      };
      writeBarFigures('orders', figures);
      const failed = results.flatMap((r, i) =>
        r.schemaErrors.length + r.errors.length + r.warnings.length > 0 ? [{ counter: i + 1, ...r }] : [],
      );
      expect(failed.slice(0, 3)).toEqual([]);
      expect(figures).toMatchObject({ orders: ORDERS, schema_errors: 0, rule_errors: 0, warnings: 0 });
      // The random carts did reach every case the bar names.
      const cases = [
        seen.rates['5.00'],
        seen.coupons.amount,
        seen.coupons.percentage,
        seen.points,
        seen.sizes,
      ];
      expect(Math.min(...cases, seen.extras, seen.combos)).toBeGreaterThan(0);
    },
    60_000 + ORDERS * 1_000,
  );
});
