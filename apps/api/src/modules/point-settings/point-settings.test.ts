import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  type Customer,
  givePoints,
  newCancelReason,
  newCustomer,
  newShop,
  oneShawarma,
  type Shop,
  step,
} from '../../test/kits/order-test-kit.ts';
import { expectFields } from '../../test/refusals.ts';

/** Loyalty point settings and the points ledger (DOMAIN.md "Loyalty points"). */
const t = testAppForFile();

describe('point settings', () => {
  it('keeps one platform row that cannot go, and one own row per brand', async () => {
    const list = await t.request('GET', '/api/v1/admin/point-settings', { as: 'admin' });
    expect(list.statusCode).toBe(200);
    const platform = (list.json().data as { id: number; brand_id: number | null }[]).find(
      (row) => row.brand_id === null,
    );
    if (!platform) throw new Error('no platform row');
    const second = await t.request('POST', '/api/v1/admin/point-settings', {
      as: 'admin',
      body: { amount: '1', points: 10, point_for_one_riyal: 1 },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('The platform already has its point settings. Edit them instead.');
    const gone = await t.request('DELETE', `/api/v1/admin/point-settings/${platform.id}`, { as: 'admin' });
    expect(gone.statusCode).toBe(422);

    const vendor = await factories(t).newVendor();
    const body = { brand_id: vendor.brandId, amount: '2.50', points: 50, point_for_one_riyal: 3 };
    const [first, race] = await Promise.all([
      t.request('POST', '/api/v1/admin/point-settings', { as: 'admin', body }),
      t.request('POST', '/api/v1/admin/point-settings', { as: 'admin', body }),
    ]);
    expect([first.statusCode, race.statusCode].sort()).toEqual([201, 422]);
    const refused = first.statusCode === 422 ? first : race;
    expect(refused.json().message).toBe('This brand already has its own point settings. Edit them instead.');
    const own = (first.statusCode === 201 ? first : race).json().data as { id: number; brand_name: string };
    expect(own.brand_name).toBe(vendor.brandName);
    const edited = await t.request('PATCH', `/api/v1/admin/point-settings/${own.id}`, {
      as: 'admin',
      body: { point_for_one_riyal: 4 },
    });
    expect(edited.json().data).toMatchObject({ amount: '2.50', points: 50, point_for_one_riyal: 4 });
    expect(
      (await t.request('DELETE', `/api/v1/admin/point-settings/${own.id}`, { as: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('says what is wrong in the request’s language, and is the platform’s alone', async () => {
    const bad = await t.request('POST', '/api/v1/admin/point-settings', {
      as: 'admin',
      body: { brand_id: 999_999, amount: '0', points: 0, point_for_one_riyal: -1 },
      locale: 'ar',
    });
    expectFields(bad, ['amount', 'point_for_one_riyal', 'points']);
    const unknownBrand = await t.request('POST', '/api/v1/admin/point-settings', {
      as: 'admin',
      body: { brand_id: 999_999, amount: '1', points: 10, point_for_one_riyal: 1 },
    });
    expect(unknownBrand.json().errors.brand_id).toEqual(['The selected Brand is invalid']);
    const vendor = await factories(t).newVendor();
    expect((await t.request('GET', '/api/v1/vendor/point-settings', { as: vendor })).statusCode).toBe(404);
  });
});

/** One thing a customer or the cashier does, as the property test draws it. */
type Action =
  | { kind: 'place'; redeem: 0 | 100 | 200 }
  | { kind: 'cancel'; which: number }
  | { kind: 'complete'; which: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    redeem: fc.constantFrom(0 as const, 100 as const, 200 as const),
  }),
  fc.record({ kind: fc.constant('cancel' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('complete' as const), which: fc.nat(5) }),
);

describe('the points ledger', () => {
  let shop: Shop;
  let reason: number;
  beforeAll(async () => {
    shop = await newShop(t);
    reason = await newCancelReason(t);
    // The brand's own settings win over the platform's: 100 points are worth 5.00 SAR, 2 per riyal.
    await t.request('POST', '/api/v1/admin/point-settings', {
      as: 'admin',
      body: { brand_id: shop.brandId, amount: '5.00', points: 100, point_for_one_riyal: 2 },
    });
  });

  async function ledgerSum(clientId: number): Promise<number> {
    const row = await t.db
      .selectFrom('client_points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('delta'), eb.val('0')).as('sum'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  }

  async function profileBalance(customer: Customer): Promise<number> {
    const answer = await t.request('GET', '/api/v1/client/getProfile', { token: customer.token });
    return answer.json().data.user.points as number;
  }

  it('keeps every balance equal to its ledger through random orders, redemptions, cancels and hand-overs', async () => {
    const cashier = await shop.staff('cashier');
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 400 }),
        async (actions, start) => {
          const customer = await newCustomer(t);
          if (start > 0) await givePoints(t, customer.id, start);
          let expected = start;
          const orders: {
            id: number;
            total: string;
            redeemed: number;
            state: 'open' | 'canceled' | 'completed';
          }[] = [];
          for (const next of actions) {
            if (next.kind === 'place') {
              const answer = await t.request('POST', '/api/v1/client/orders', {
                token: customer.token,
                body: oneShawarma(shop, next.redeem > 0 ? { redeem_points: next.redeem } : {}),
              });
              if (next.redeem > expected) {
                // Never more than the balance: refused, nothing spent.
                expect(answer.statusCode).toBe(422);
                expect(answer.json().errors.redeem_points).toBeDefined();
              } else {
                expect(answer.statusCode, answer.body).toBe(201);
                const order = answer.json().data as {
                  id: number;
                  total: string;
                  points_redeemed: number;
                  subtotal: string;
                  points_discount: string;
                };
                expect(order.points_redeemed).toBe(next.redeem);
                // 100 points = 5.00 SAR, never more than the subtotal.
                expect(Number(order.points_discount)).toBe((next.redeem / 100) * 5);
                expected -= next.redeem;
                orders.push({ id: order.id, total: order.total, redeemed: next.redeem, state: 'open' });
              }
            } else {
              const order = orders[next.which % Math.max(orders.length, 1)];
              if (!order) continue;
              if (next.kind === 'cancel') {
                const answer = await step(t, cashier, order.id, {
                  status: 'canceled',
                  cancel_reason_id: reason,
                });
                if (order.state === 'open') {
                  expect(answer.statusCode, answer.body).toBe(200);
                  expected += order.redeemed;
                  order.state = 'canceled';
                } else {
                  // Canceling again, or a handed-over order: refused, the ledger untouched.
                  expect(answer.statusCode).toBe(422);
                }
              } else if (order.state === 'open') {
                for (const status of ['preparing', 'ready', 'completed'])
                  expect((await step(t, cashier, order.id, { status })).statusCode).toBe(200);
                expected += Math.floor(Number(order.total)) * 2;
                order.state = 'completed';
              }
            }
            const sum = await ledgerSum(customer.id);
            expect(sum).toBe(expected);
            expect(sum).toBeGreaterThanOrEqual(0);
          }
          expect(await profileBalance(customer)).toBe(expected);
        },
      ),
      { numRuns: 12 },
    );
  });
});
