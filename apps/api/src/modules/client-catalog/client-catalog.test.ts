import { riyadhWallClock } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import { newCancelReason, newCustomer, newShop, shopForFile } from '../../test/kits/order-test-kit.ts';

/** The customer app's catalogue: branches (open now), a branch's menu as it stands, cancel reasons. */
const { t, shop } = shopForFile();

type Listed = { id: number; open_now: boolean; delivery_types: string[]; name: string };
async function listed(query: Record<string, string> = {}, locale: 'ar' | 'en' = 'en'): Promise<Listed[]> {
  const response = await t.request('GET', '/api/v1/client/branches', {
    query: { per_page: '100', ...query },
    locale,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('branches for customers', () => {
  it('lists a branch open around the clock as open now, with what it offers, to anyone', async () => {
    const branch = (await listed({ brand_id: String(shop.brandId) })).find((b) => b.id === shop.branchId);
    expect(branch).toMatchObject({
      open_now: true,
      delivery_types: ['receiving', 'car_delivering', 'drive_through', 'table'],
    });
    const one = await t.request('GET', `/api/v1/client/branches/${shop.branchId}`, { locale: 'ar' });
    expect(one.json().data.name).toMatch(/^فرع /);
    expect(one.json().data.working_hours).toHaveLength(14);
  });

  it('shows a branch without hours today as closed', async () => {
    const other = await newShop(t);
    const today = riyadhWallClock(new Date()).getUTCDay();
    await t.db.deleteFrom('branch_working_hours').where('branch_id', '=', other.branchId).execute();
    await t.db
      .insertInto('branch_working_hours')
      .values({
        branch_id: other.branchId,
        day_of_week: (today + 3) % 7,
        opening_time: '10:00',
        closing_time: '14:00',
      })
      .execute();
    const branch = (await listed({ brand_id: String(other.brandId) }))[0];
    expect(branch?.open_now).toBe(false);
  });

  it('hides blocked or unapproved branches and those of a blocked brand (404 when asked)', async () => {
    const hidden = [await newShop(t), await newShop(t), await newShop(t)];
    await t.db
      .updateTable('branches')
      .set({ blocked: true })
      .where('id', '=', hidden[0]?.branchId ?? 0)
      .execute();
    await t.db
      .updateTable('branches')
      .set({ status: 'PendingAdminApproval' })
      .where('id', '=', hidden[1]?.branchId ?? 0)
      .execute();
    await t.db
      .updateTable('brands')
      .set({ blocked: true })
      .where('id', '=', hidden[2]?.brandId ?? 0)
      .execute();
    const ids = (await listed()).map((b) => b.id);
    for (const gone of hidden) {
      expect(ids).not.toContain(gone.branchId);
      expect((await t.request('GET', `/api/v1/client/branches/${gone.branchId}`)).statusCode).toBe(404);
      expect((await t.request('GET', `/api/v1/client/branches/${gone.branchId}/menu`)).statusCode).toBe(404);
    }
    expect(ids).toContain(shop.branchId);
  });

  it('pages the list and refuses a bad page size with 422', async () => {
    const page = await t.request('GET', '/api/v1/client/branches', { query: { per_page: '1', page: '1' } });
    expect(page.json().meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(page.json().data).toHaveLength(1);
    expect(
      (await t.request('GET', '/api/v1/client/branches', { query: { per_page: '1000' } })).statusCode,
    ).toBe(422);
  });
});

describe('a branch’s menu', () => {
  it('offers the available meals with sizes and extras (own and brand-wide), and the combos', async () => {
    const menu = (await t.request('GET', `/api/v1/client/branches/${shop.branchId}/menu`)).json().data;
    const meals = menu.categories.flatMap((c: { meals: unknown[] }) => c.meals) as {
      id: number;
      name: string;
      sizes: { name: string; price: string }[];
      extras: { name: string }[];
      offer_price: string | null;
    }[];
    const shawarma = meals.find((m) => m.id === shop.menu.shawarma);
    expect(shawarma?.sizes.map((s) => [s.name, s.price])).toEqual([
      ['Small', '18.00'],
      ['Large', '26.00'],
    ]);
    expect(shawarma?.extras.map((e) => e.name).sort()).toEqual(['Cheese', 'Sauce']);
    expect(meals.find((m) => m.id === shop.menu.water)?.extras.map((e) => e.name)).toEqual(['Sauce']);
    expect(meals.find((m) => m.id === shop.menu.platter)?.offer_price).toBe('10.00');
    expect(menu.combos).toEqual([
      expect.objectContaining({
        id: shop.menu.combo,
        name: 'Saver meal',
        sizes: [{ id: shop.menu.family, name: 'Family', price: '40.00' }],
        items: [
          { meal_id: shop.menu.shawarma, name: 'Chicken shawarma', quantity: 1 },
          { meal_id: shop.menu.water, name: 'Water', quantity: 1 },
        ],
      }),
    ]);
  });

  it('leaves out a blocked meal, a meal switched off at the branch (and its combos), and a blocked category', async () => {
    const own = await newShop(t);
    const mealIds = async () => {
      const menu = (
        await t.request('GET', `/api/v1/client/branches/${own.branchId}/menu`, { locale: 'ar' })
      ).json().data;
      return {
        meals: menu.categories.flatMap((c: { meals: { id: number }[] }) =>
          c.meals.map((m) => m.id),
        ) as number[],
        combos: menu.combos.map((c: { id: number }) => c.id) as number[],
      };
    };
    await t.db.updateTable('meals').set({ blocked: true }).where('id', '=', own.menu.platter).execute();
    await t.db
      .insertInto('branch_meal_availability')
      .values({ branch_id: own.branchId, meal_id: own.menu.water, available: false })
      .execute();
    const after = await mealIds();
    expect(after.meals).toEqual([own.menu.shawarma]);
    expect(after.combos).toEqual([]);
    await t.db
      .updateTable('categories')
      .set({ blocked: true })
      .where('id', '=', own.menu.categoryId)
      .execute();
    expect((await mealIds()).meals).toEqual([]);
  });
});

describe('cancel reasons for customers', () => {
  it('gives the reasons of a kind and those for both, without the blocked ones, to a signed-in customer', async () => {
    const order = await newCancelReason(t, 'order');
    const reservation = await newCancelReason(t, 'reservation');
    const mutual = await newCancelReason(t, 'mutual');
    const blocked = await newCancelReason(t, 'order');
    await t.db.updateTable('cancel_reasons').set({ blocked: true }).where('id', '=', blocked).execute();
    const customer = await newCustomer(t);
    const ids = async (type: string) =>
      (await t.request('GET', '/api/v1/client/cancel-reasons', { token: customer.token, query: { type } }))
        .json()
        .data.map((r: { id: number }) => r.id);
    const forOrders = await ids('order');
    expect(forOrders).toEqual(expect.arrayContaining([order, mutual]));
    expect(forOrders).not.toContain(reservation);
    expect(forOrders).not.toContain(blocked);
    expect(await ids('reservation')).toEqual(expect.arrayContaining([reservation, mutual]));
    expect(
      (await t.request('GET', '/api/v1/client/cancel-reasons', { query: { type: 'order' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request('GET', '/api/v1/client/cancel-reasons', {
          token: customer.token,
          query: { type: 'x' },
        })
      ).statusCode,
    ).toBe(422);
    // Without a type: the field is named as this list has it, in both languages.
    for (const [locale, label] of [
      ['en', 'Type'],
      ['ar', 'النوع'],
    ] as const) {
      const missing = await t.request('GET', '/api/v1/client/cancel-reasons', {
        token: customer.token,
        locale,
      });
      expect(missing.statusCode).toBe(422);
      const [message] = missing.json().errors.type as string[];
      expect(message).toContain(label);
      expect(message).not.toMatch(/Subscription|الاشتراك/);
    }
  });
});
