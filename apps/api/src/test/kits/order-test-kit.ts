import { riyadhDay } from '@sufra/contract/riyadh';
import type { OrderStatus, ReservationStatus } from '@sufra/contract/statuses';
import type { BranchSubRole } from '@sufra/contract/user-types';
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../db/types.ts';
import { type Factories, factories, uniqueWord } from '../factories.ts';
import type { TestApp, TestUser } from '../harness.ts';
import { madeLater, testAppForFile } from './app-for-file.ts';

/**
 * Orders' test data: a brand with a branch open around the clock, a menu with sizes, extras (own
 * and brand-wide), two VAT rates and a combo, customers signed in to the customer API, and
 * staff of the branch by sub-role. Everything is made per test.
 */

export interface Customer {
  id: number;
  token: string;
}

export interface Shop {
  brandId: number;
  branchId: number;
  vendor: TestUser;
  staff: (subRole: BranchSubRole) => Promise<TestUser>;
  menu: {
    categoryId: number;
    /** 20.00 SAR, 15 % VAT, 12 min; sizes small 18.00 and large 26.00; own extra cheese 3.00. */
    shawarma: number;
    small: number;
    large: number;
    cheese: number;
    /** 12.00 SAR with an offer price 10.00, 15 % VAT, 25 min. */
    platter: number;
    /** 8.50 SAR, 0 % VAT (exempt), 5 min. */
    water: number;
    /** Brand-wide extra: sauce 1.50. */
    sauce: number;
    /** A combo of shawarma and water, 25.00 SAR, 15 % VAT; size family 40.00. */
    combo: number;
    family: number;
  };
}

/** Around the clock: two ranges a day (the second ends at midnight), so any test time is open. */
const ALWAYS_OPEN = Array.from({ length: 7 }, (_, day) => [
  { day_of_week: day, opening_time: '00:00', closing_time: '12:00' },
  { day_of_week: day, opening_time: '12:00', closing_time: '00:00' },
]).flat();

export async function newShop(t: TestApp, f: Factories = factories(t)): Promise<Shop> {
  const vendor = await f.newVendor();
  const branch = await f.newBranch(vendor.brandId);
  const brandId = vendor.brandId;
  await t.db
    .updateTable('branches')
    .set({ receiving: true, car_delivering: true, drive_through: true, tables_inside: 4, tables_outside: 2 })
    .where('id', '=', branch.id)
    .execute();
  await t.db
    .insertInto('branch_working_hours')
    .values(ALWAYS_OPEN.map((range) => ({ ...range, branch_id: branch.id })))
    .execute();
  const word = uniqueWord();
  const category = await t.db
    .insertInto('categories')
    .values({ brand_id: brandId, category_name_ar: `فئة ${word}`, category_name_en: `Category ${word}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meal = (values: {
    ar: string;
    en: string;
    price: string;
    offer?: string;
    tax: string;
    minutes: number;
  }) =>
    t.db
      .insertInto('meals')
      .values({
        brand_id: brandId,
        category_id: category.id,
        meal_name_ar: values.ar,
        meal_name_en: values.en,
        price: values.price,
        offer_price: values.offer ?? null,
        tax: values.tax,
        processing_time: values.minutes,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const shawarma = await meal({
    ar: 'شاورما دجاج',
    en: 'Chicken shawarma',
    price: '20.00',
    tax: '15.00',
    minutes: 12,
  });
  const platter = await meal({
    ar: 'صحن مشكل',
    en: 'Mixed platter',
    price: '12.00',
    offer: '10.00',
    tax: '15.00',
    minutes: 25,
  });
  const water = await meal({ ar: 'ماء', en: 'Water', price: '8.50', tax: '0.00', minutes: 5 });
  const size = (mealId: number, ar: string, en: string, price: string) =>
    t.db
      .insertInto('meal_sizes')
      .values({ meal_id: mealId, name_ar: ar, name_en: en, price })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const small = await size(shawarma, 'صغير', 'Small', '18.00');
  const large = await size(shawarma, 'كبير', 'Large', '26.00');
  const extra = (mealId: number | null, ar: string, en: string, price: string) =>
    t.db
      .insertInto('meal_extras')
      .values({ brand_id: brandId, meal_id: mealId, meal_extra_name_ar: ar, meal_extra_name_en: en, price })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const cheese = await extra(shawarma, 'جبن', 'Cheese', '3.00');
  const sauce = await extra(null, 'صوص', 'Sauce', '1.50');
  const combo = await t.db
    .insertInto('meals_together')
    .values({
      brand_id: brandId,
      name_ar: 'وجبة التوفير',
      name_en: 'Saver meal',
      price: '25.00',
      tax: '15.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('meals_together_items')
    .values([
      { combo_id: combo.id, meal_id: shawarma, quantity: 1 },
      { combo_id: combo.id, meal_id: water, quantity: 1 },
    ])
    .execute();
  const family = await t.db
    .insertInto('meals_together_sizes')
    .values({ combo_id: combo.id, name_ar: 'عائلي', name_en: 'Family', price: '40.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    brandId,
    branchId: branch.id,
    vendor,
    staff: (subRole) => f.newUser({ type: 'branch', brandId, branchId: branch.id, subRole }),
    menu: {
      categoryId: category.id,
      shawarma,
      small,
      large,
      cheese,
      platter,
      water,
      sauce,
      combo: combo.id,
      family: family.id,
    },
  };
}

/** An orders test file's app and shop, made before its tests. */
export interface ShopFile {
  t: TestApp;
  shop: Shop;
}

/**
 * The usual set-up of an orders test file: its app (as {@link testAppForFile}) and a shop in it, made
 * before the file's tests; `prepare` (if given) then makes the file's own shared data (staff,
 * reasons, settings…). Call at the top level of the file: `const { t, shop } = shopForFile();` —
 * both stand for what is made (not before the file's `beforeAll` has run).
 */
export function shopForFile(prepare?: () => void | Promise<void>): ShopFile {
  let made: Shop | undefined;
  const t = testAppForFile(async (app) => {
    made = await newShop(app);
    await prepare?.();
  });
  const current = (): Shop => {
    if (!made) throw new Error('the file’s shop is made in beforeAll: use it in a test or a hook');
    return made;
  };
  const shop = madeLater(current);
  return { t, shop };
}

/** A customer signed in to the customer API. */
export function newCustomer(t: TestApp): Promise<Customer> {
  return factories(t).newCustomer();
}

/**
 * The brand's loyalty points: by default 100 points are worth 5.00 SAR and each riyal of a
 * completed order earns 2.
 */
export async function setPointSettings(
  t: TestApp,
  brandId: number,
  values: { amount: string; points: number; point_for_one_riyal: number } = {
    amount: '5.00',
    points: 100,
    point_for_one_riyal: 2,
  },
): Promise<void> {
  await t.db
    .insertInto('point_settings')
    .values({ brand_id: brandId, ...values })
    .execute();
}

/** Points for a customer (an admin's adjustment in the ledger). */
export async function givePoints(t: TestApp, clientId: number, points: number): Promise<void> {
  await t.db
    .insertInto('client_points_ledger')
    .values({ client_id: clientId, delta: points, reason: 'adjust' })
    .execute();
}

export async function balanceOf(t: TestApp, clientId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('client_points_ledger')
    .select('delta')
    .where('client_id', '=', clientId)
    .execute();
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

/** A cancel reason of a type, made for the test. */
export async function newCancelReason(
  t: TestApp,
  type: 'order' | 'reservation' | 'mutual' = 'order',
): Promise<number> {
  const word = uniqueWord();
  const row = await t.db
    .insertInto('cancel_reasons')
    .values({ ar_reason: `سبب ${word}`, en_reason: `Reason ${word}`, type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's new record (an order, a booking) through the customer API: expects 201 and answers it. */
export const customerCreates =
  <T>(path: string) =>
  async (
    t: TestApp,
    customer: Customer,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const response = await t.request('POST', path, { token: customer.token, body, headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as T;
  };

/** Place an order as a customer through the API; expects success and answers the order. */
export const placeOrder = customerCreates<OrderAnswer>('/api/v1/client/orders');

/** The fields of an order the tests read. */
export interface OrderAnswer {
  id: number;
  order_number: string;
  status: string;
  subtotal: string;
  discounts: string;
  taxes: string;
  total: string;
  coupon_discount: string;
  points_discount: string;
  points_redeemed: number;
  processing_minutes: number;
  next_statuses: string[];
  items: {
    name: string;
    size_name: string | null;
    quantity: number;
    unit_price: string;
    extras_total: string;
    line_total: string;
    tax_rate: string;
    extras: { name: string; price: string }[];
  }[];
  history: {
    from_status: string | null;
    to_status: string;
    actor_type: string;
    actor_name: string | null;
    reason: string | null;
  }[];
  refund: { amount: string; status: string } | null;
}

/** Move an order as a staff member; answers the raw response. */
export function step(
  t: TestApp,
  as: TestUser | 'admin',
  orderId: number,
  body: Record<string, unknown>,
  locale: 'ar' | 'en' = 'en',
) {
  const type = typeof as === 'string' ? 'admin' : as.type;
  return t.request('POST', `/api/v1/${type}/orders/${orderId}/status`, { as, body, locale });
}

/**
 * Every step between `statuses`, asked by each of `takers`, of a record (an order, a reservation)
 * set straight to the step's first status in the database: the `allowed` ones answer 200, every
 * other 422 with a message matching `refused`. `what` names the record in a failure. Answers how
 * many steps it tried.
 */
export async function tryEveryStep<S extends OrderStatus | ReservationStatus>(
  t: TestApp,
  o: {
    table: 'orders' | 'reservations';
    id: number;
    what: string;
    statuses: readonly S[];
    takers: readonly (readonly [string, TestUser | 'admin'])[];
    reason: number;
    send: (as: TestUser | 'admin', body: Record<string, unknown>) => Promise<LightMyRequestResponse>;
    allowed: (from: S, to: S, who: string) => boolean;
    refused: RegExp;
  },
): Promise<number> {
  let checked = 0;
  for (const from of o.statuses)
    for (const to of o.statuses)
      for (const [who, as] of o.takers) {
        await t.db
          .updateTable(o.table)
          .set({ status: from, cancel_reason_id: from === 'canceled' ? o.reason : null })
          .where('id', '=', o.id)
          .execute();
        const response = await o.send(as, { status: to, cancel_reason_id: o.reason });
        const label = `${who} ${o.what} ${from} → ${to}: ${response.body}`;
        if (o.allowed(from, to, who)) expect(response.statusCode, label).toBe(200);
        else {
          expect(response.statusCode, label).toBe(422);
          expect(response.json().message, label).toMatch(o.refused);
        }
        checked += 1;
      }
  return checked;
}

/** A simple order of one shawarma for pickup. */
export function oneShawarma(shop: Shop, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    branch_id: shop.branchId,
    delivery_type: 'receiving',
    items: [{ meal_id: shop.menu.shawarma, quantity: 1 }],
    ...extra,
  };
}

/** A status history (an order's or a reservation's) as [from, to, actor type] steps, oldest first as answered. */
export function historySteps(
  history: { from_status: string | null; to_status: string; actor_type: string }[],
): [string | null, string, string][] {
  return history.map((h) => [h.from_status, h.to_status, h.actor_type]);
}

/** A coupon's body for the coupons API: 15 % off, 100 uses, from today for 30 days; `overrides` over that. */
export function couponBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const word = uniqueWord();
  const inDays = (days: number) => riyadhDay(new Date(Date.now() + days * 86_400_000));
  return {
    coupon_name_ar: `خصم ${word}`,
    coupon_name_en: 'Weekend offer',
    coupon_code: `CODE${word}`.slice(0, 32),
    type: 'percentage',
    discount_amount_code: '15',
    max_use_code: 100,
    start_date: inDays(0),
    end_date: inDays(30),
    ...overrides,
  };
}

/** A coupon named "خصم" / "Discount", with the code, kind, value, uses and days given; its id. */
export async function insertCoupon(
  t: TestApp,
  values: Omit<Insertable<DB['coupons']>, 'coupon_name_ar' | 'coupon_name_en'>,
): Promise<number> {
  const row = await t.db
    .insertInto('coupons')
    .values({ coupon_name_ar: 'خصم', coupon_name_en: 'Discount', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
