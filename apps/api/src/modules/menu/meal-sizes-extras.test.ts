import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, createMeal } from '../../test/kits/menu-test-kit.ts';

const t = testAppForFile();
const f = factories(t);

/** A new brand, its vendor and one meal of it: every test makes its own. */
async function vendorWithMeal(): Promise<{ vendor: TestUser & { brandId: number }; mealId: number }> {
  const vendor = await f.newVendor();
  const mealId = (await createMeal(t, vendor, await createCategory(t, vendor))).id;
  return { vendor, mealId };
}

describe('meal sizes on their own', () => {
  it('creates, edits in part, toggles, lists by meal and deletes a size', async () => {
    const { vendor, mealId } = await vendorWithMeal();
    const created = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: vendor,
      body: { meal_id: mealId, mealSizes_ar: 'وسط', mealSizes_en: 'Medium', price: '21' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const size = created.json().data;
    expect(size).toMatchObject({
      meal_id: mealId,
      meal_name: 'Chicken Shawarma',
      brand_id: vendor.brandId,
      mealSizes_en: 'Medium',
      price: '21.00',
      blocked: false,
    });
    await t.request('POST', `/api/v1/vendor/meal-sizes/${size.id}/toggle-status`, { as: vendor });
    const edited = await t.request('PUT', `/api/v1/vendor/meal-sizes/${size.id}`, {
      as: vendor,
      body: { price: '23.5' },
    });
    expect(edited.json().data).toMatchObject({ price: '23.50', blocked: true, mealSizes_en: 'Medium' });
    const list = (
      await t.request('GET', `/api/v1/vendor/meal-sizes?filter[meal_id]=${mealId}&filter[price_from]=23`, {
        as: vendor,
      })
    ).json();
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([size.id]);
    const meal = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: vendor })).json().data;
    expect(meal.sizes).toEqual([
      { id: size.id, mealSizes_ar: 'وسط', mealSizes_en: 'Medium', price: '23.50', blocked: true },
    ]);
    expect(
      (await t.request('DELETE', `/api/v1/vendor/meal-sizes/${size.id}`, { as: vendor })).statusCode,
    ).toBe(200);
  });

  it('refuses a meal of another brand, a repeated name and a zero price', async () => {
    const { vendor, mealId } = await vendorWithMeal();
    const { mealId: brand2MealId } = await vendorWithMeal();
    const foreign = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: vendor,
      locale: 'ar',
      body: { meal_id: brand2MealId, mealSizes_ar: 'صغير', mealSizes_en: 'Small', price: '5' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.meal_id).toEqual(['القيمة المختارة في الوجبة غير صحيحة']);
    const body = { meal_id: mealId, mealSizes_ar: 'صغير', mealSizes_en: 'Small', price: '5' };
    expect((await t.request('POST', '/api/v1/vendor/meal-sizes', { as: vendor, body })).statusCode).toBe(201);
    const again = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: vendor,
      body: { ...body, mealSizes_en: 'SMALL' },
    });
    expect(again.json().errors.mealSizes_en).toEqual(['This Size name (English) is already in use.']);
    const zero = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: vendor,
      body: { ...body, mealSizes_en: 'Tiny', price: '0.00' },
    });
    expect(zero.json().errors.price).toEqual(['Price cannot be zero']);
  });
});

describe('meal extras on their own', () => {
  it('adds a brand-wide extra and one of a meal; the meal lists its own', async () => {
    const { vendor, mealId } = await vendorWithMeal();
    const { mealId: brand2MealId } = await vendorWithMeal();
    const wide = await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: vendor,
      body: { meal_extra_name_ar: 'خبز إضافي', meal_extra_name_en: 'Extra bread', price: '2' },
    });
    expect(wide.statusCode, wide.body).toBe(201);
    expect(wide.json().data).toMatchObject({ brand_id: vendor.brandId, meal_id: null, meal_name: null });
    const own = await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: vendor,
      body: { meal_id: mealId, meal_extra_name_ar: 'جبن', meal_extra_name_en: 'Cheese', price: '3.5' },
    });
    expect(own.json().data).toMatchObject({ meal_id: mealId, meal_name: 'Chicken Shawarma', price: '3.50' });
    const meal = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: vendor })).json().data;
    expect(meal.extras.map((e: { meal_extra_name_en: string }) => e.meal_extra_name_en)).toEqual(['Cheese']);
    const moved = await t.request('PATCH', `/api/v1/vendor/meal-extras/${own.json().data.id}`, {
      as: vendor,
      body: { meal_id: brand2MealId },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.meal_id).toEqual(['The selected Meal is invalid']);
    const zero = await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: vendor,
      body: { meal_extra_name_ar: 'ماء', meal_extra_name_en: 'Water 1', price: '0' },
    });
    expect(zero.json().errors).toEqual({
      meal_extra_name_en: ['Name must be in English letters only.'],
      price: ['Price cannot be zero'],
    });
  });

  it('makes an admin name the brand of a brand-wide extra, or takes the meal’s', async () => {
    const { vendor } = await vendorWithMeal();
    const { vendor: vendor2, mealId: brand2MealId } = await vendorWithMeal();
    const missing = await t.request('POST', '/api/v1/admin/meal-extras', {
      as: 'admin',
      body: { meal_extra_name_ar: 'صوص', meal_extra_name_en: 'Sauce', price: '1' },
    });
    expect(missing.json().errors.brand_id).toEqual(['Brand is required']);
    const ofMeal = await t.request('POST', '/api/v1/admin/meal-extras', {
      as: 'admin',
      body: { meal_id: brand2MealId, meal_extra_name_ar: 'قرفة', meal_extra_name_en: 'Cinnamon', price: '1' },
    });
    expect(ofMeal.json().data).toMatchObject({ brand_id: vendor2.brandId, meal_id: brand2MealId });
    const mismatch = await t.request('POST', '/api/v1/admin/meal-extras', {
      as: 'admin',
      body: {
        brand_id: vendor.brandId,
        meal_id: brand2MealId,
        meal_extra_name_ar: 'قرفة',
        meal_extra_name_en: 'Cinnamon',
        price: '1',
      },
    });
    expect(mismatch.json().errors.meal_id).toEqual(['The selected Meal is invalid']);
    const filtered = (
      await t.request('GET', `/api/v1/admin/meal-extras?filter[brand_id]=${vendor2.brandId}`, {
        as: 'admin',
      })
    ).json();
    expect(filtered.data.map((e: { meal_extra_name_en: string }) => e.meal_extra_name_en)).toEqual([
      'Cinnamon',
    ]);
  });

  it('lets a branch manager read its brand’s sizes and extras but not change them', async () => {
    const { vendor, mealId } = await vendorWithMeal();
    const { vendor: vendor2 } = await vendorWithMeal();
    const manager = await f.newBranchUser(vendor);
    const own = await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: vendor,
      body: { meal_id: mealId, meal_extra_name_ar: 'جبن', meal_extra_name_en: 'Cheese', price: '3' },
    });
    const size = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: vendor,
      body: { meal_id: mealId, mealSizes_ar: 'وسط', mealSizes_en: 'Medium', price: '21' },
    });
    // another brand's extra, which the manager must not see
    await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: vendor2,
      body: { meal_extra_name_ar: 'خبز', meal_extra_name_en: 'Bread', price: '1' },
    });
    const extras = (
      await t.request('GET', '/api/v1/branch/meal-extras?per_page=100', { as: manager })
    ).json();
    expect(extras.data.map((e: { id: number }) => e.id)).toEqual([own.json().data.id]);
    const sizes = (await t.request('GET', '/api/v1/branch/meal-sizes?per_page=100', { as: manager })).json();
    expect(sizes.data.map((e: { id: number }) => e.id)).toEqual([size.json().data.id]);
    const create = await t.request('POST', '/api/v1/branch/meal-sizes', {
      as: manager,
      body: { meal_id: mealId, mealSizes_ar: 'كبير', mealSizes_en: 'Large', price: '5' },
    });
    expect(create.statusCode).toBe(403);
  });
});
