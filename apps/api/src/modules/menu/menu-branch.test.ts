import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, createMeal } from '../../test/kits/menu-test-kit.ts';

/** Branch managers read their brand's menu and set availability at their branch; admins see every brand. */
let mealId: number;
let otherMealId: number;
let brand2MealId: number;
const t = testAppForFile(async () => {
  const categoryId = await createCategory(t, 'vendor');
  mealId = (await createMeal(t, 'vendor', categoryId)).id;
  otherMealId = (
    await createMeal(t, 'vendor', categoryId, [
      ['meal_name_ar', 'فلافل'],
      ['meal_name_en', 'Falafel'],
    ])
  ).id;
  brand2MealId = (await createMeal(t, 'vendor2', await createCategory(t, 'vendor2'))).id;
});

const idsOf = (body: { data: { id: number }[] }) => body.data.map((m) => m.id).sort((a, b) => a - b);

describe('the branch manager and the menu', () => {
  it('sees its brand’s menu only, each meal available by default', async () => {
    const list = (await t.request('GET', '/api/v1/branch/meals?per_page=100', { as: 'branch' })).json();
    expect(idsOf(list)).toEqual([mealId, otherMealId]);
    expect(list.data.every((m: { available: boolean }) => m.available === true)).toBe(true);
    expect(
      (await t.request('GET', `/api/v1/branch/meals/${brand2MealId}`, { as: 'branch' })).statusCode,
    ).toBe(404);
    const categories = (await t.request('GET', '/api/v1/branch/categories', { as: 'branch' })).json();
    expect(categories.data.every((c: { brand_id: number }) => c.brand_id === t.tenants.brandId)).toBe(true);
  });

  it('marks a meal unavailable at its branch, and available again', async () => {
    const off = await t.request('POST', `/api/v1/branch/meals/${mealId}/availability`, {
      as: 'branch',
      body: { available: 0 },
      locale: 'ar',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'تم تغيير الحالة بنجاح.',
      data: { id: mealId, available: false },
    });
    const unavailable = (
      await t.request('GET', '/api/v1/branch/meals?filter[available]=0', { as: 'branch' })
    ).json();
    expect(idsOf(unavailable)).toEqual([mealId]);
    // stored for this branch only; the brand's own view is not per branch
    const rows = await t.db.selectFrom('branch_meal_availability').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ branch_id: t.tenants.branchId, meal_id: mealId, available: false }),
    ]);
    const vendor = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: 'vendor' })).json();
    expect(vendor.data.available).toBeNull();
    const on = await t.request('POST', `/api/v1/branch/meals/${mealId}/availability`, {
      as: 'branch',
      body: { available: '1' },
    });
    expect(on.json().data.available).toBe(true);
    const audit = await auditRows(t, ['action'], { action: 'meals.availability' });
    expect(audit).toHaveLength(2);
  });

  it('refuses another brand’s meal (404), a missing flag (422) and staff without the permission (403)', async () => {
    const foreign = await t.request('POST', `/api/v1/branch/meals/${brand2MealId}/availability`, {
      as: 'branch',
      body: { available: 0 },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('The requested record was not found.');
    const missing = await t.request('POST', `/api/v1/branch/meals/${mealId}/availability`, {
      as: 'branch',
      body: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.available).toEqual(['Available at the branch is required']);
    for (const user of ['kitchen', 'cashier'] as const) {
      const response = await t.request('POST', `/api/v1/branch/meals/${mealId}/availability`, {
        as: user,
        body: { available: 0 },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('cannot change the menu itself', async () => {
    // The branch's meal paths are read-only (405 with what they allow); toggling has no path at all.
    const attempts = [
      ['PUT', `/api/v1/branch/meals/${mealId}`, 405],
      ['POST', `/api/v1/branch/meals/${mealId}/toggle-status`, 404],
      ['DELETE', `/api/v1/branch/meals/${mealId}`, 405],
      ['POST', '/api/v1/branch/meals', 405],
    ] as const;
    for (const [method, url, status] of attempts) {
      const response = await t.request(method, url, { as: 'branch', body: { price: '1' } });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (status === 405) expect(response.headers.allow, url).toBe('GET, HEAD');
    }
    const category = await t.request('POST', '/api/v1/branch/categories', {
      as: 'branch',
      body: { category_name_ar: 'جديد', category_name_en: 'New' },
    });
    expect(category.statusCode).toBe(403);
    const meal = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: 'vendor' })).json().data;
    expect(meal.price).toBe('18.50');
  });
});

describe('the admin and the menu', () => {
  it('sees every brand’s meals and filters them by brand', async () => {
    const all = (await t.request('GET', '/api/v1/admin/meals?per_page=100', { as: 'admin' })).json();
    expect(idsOf(all)).toEqual([mealId, otherMealId, brand2MealId]);
    const brand2 = (
      await t.request('GET', `/api/v1/admin/meals?filter[brand_id]=${t.tenants.brand2Id}`, { as: 'admin' })
    ).json();
    expect(idsOf(brand2)).toEqual([brand2MealId]);
    expect(brand2.data[0]).toMatchObject({ brand_name: 'Palm Cafe', available: null });
    const byName = (
      await t.request('GET', '/api/v1/admin/meals?filter[name]=falafel&sort=-price', { as: 'admin' })
    ).json();
    expect(idsOf(byName)).toEqual([otherMealId]);
    const options = (await t.request('GET', '/api/v1/admin/meals?pagination=all', { as: 'admin' })).json();
    expect(options.data).toContainEqual({ id: brand2MealId, name: 'Chicken Shawarma — Palm Cafe' });
  });

  it('updates and blocks another brand’s meal on its behalf', async () => {
    const blocked = await t.request('POST', `/api/v1/admin/meals/${brand2MealId}/toggle-status`, {
      as: 'admin',
    });
    expect(blocked.json().data).toMatchObject({ blocked: true, brand_id: t.tenants.brand2Id });
    const edited = await t.request('PATCH', `/api/v1/admin/meals/${brand2MealId}`, {
      as: 'admin',
      body: { tax: '5', processing_time: 20 },
    });
    expect(edited.json().data).toMatchObject({ tax: '5.00', processing_time: 20, blocked: true });
    const tax = await t.request('PATCH', `/api/v1/admin/meals/${brand2MealId}`, {
      as: 'admin',
      body: { tax: '101' },
    });
    expect(tax.json().errors.tax).toEqual(['VAT (%) may not be greater than 100']);
  });
});
