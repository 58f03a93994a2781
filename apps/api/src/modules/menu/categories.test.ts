import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, createMeal } from '../../test/kits/menu-test-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile();

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('categories', () => {
  it('creates, edits in part, toggles and lists a vendor’s categories', async () => {
    const created = await t.request('POST', '/api/v1/vendor/categories', {
      as: 'vendor',
      body: { category_name_ar: 'مقبلات', category_name_en: 'Starters', position: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({
      brand_id: t.tenants.brandId,
      brand_name: 'Shawarma House',
      category_name_en: 'Starters',
      position: 2,
      blocked: false,
      meals_count: 0,
    });
    const toggled = await t.request('POST', `/api/v1/vendor/categories/${category.id}/toggle-status`, {
      as: 'vendor',
    });
    expect(toggled.json().data.blocked).toBe(true);
    // an update changes only what it sends: position and status stay
    const renamed = await t.request('PATCH', `/api/v1/vendor/categories/${category.id}`, {
      as: 'vendor',
      body: { category_name_en: 'Cold Starters' },
    });
    expect(renamed.json().data).toMatchObject({
      category_name_en: 'Cold Starters',
      position: 2,
      blocked: true,
    });
    const list = (
      await t.request('GET', '/api/v1/vendor/categories?filter[name]=cold&filter[blocked]=1', {
        as: 'vendor',
      })
    ).json();
    expect(ids(list)).toEqual([category.id]);
    expect(list.allowed_sorts).toEqual({
      id: 'ID',
      category_name_ar: 'Category name (Arabic)',
      category_name_en: 'Category name (English)',
      position: 'Order',
      created_at: 'Created at',
    });
  });

  it('validates names in both languages and refuses a repeated name in the same brand', async () => {
    const bad = await t.request('POST', '/api/v1/vendor/categories', {
      as: 'vendor',
      locale: 'ar',
      body: { category_name_ar: 'م', category_name_en: 'Grills 1' },
    });
    expectErrors(bad, {
      category_name_ar: ['يجب أن يحتوي اسم التصنيف (عربي) على حرفين عربيين أو إنجليزيين على الأقل'],
      category_name_en: ['يجب أن يكون الاسم بالأحرف الإنجليزية فقط.'],
    });
    await createCategory(t, 'vendor', { category_name_ar: 'حلويات', category_name_en: 'Desserts' });
    const again = await t.request('POST', '/api/v1/vendor/categories', {
      as: 'vendor',
      body: { category_name_ar: 'حلى', category_name_en: 'DESSERTS' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.category_name_en).toEqual(['This Category name (English) is already in use.']);
    // another brand may use the same name
    await createCategory(t, 'vendor2', { category_name_ar: 'حلويات', category_name_en: 'Desserts' });
  });

  it('refuses to delete a category that has meals, with a clear message (ar and en)', async () => {
    const categoryId = await createCategory(t, 'vendor');
    const meal = await createMeal(t, 'vendor', categoryId);
    for (const [locale, message] of [
      ['en', 'This category has meals and cannot be deleted. Move or delete its meals first.'],
      ['ar', 'هذا التصنيف يحتوي على وجبات ولا يمكن حذفه. انقل وجباته أو احذفها أولًا.'],
    ] as const) {
      const response = await t.request('DELETE', `/api/v1/vendor/categories/${categoryId}`, {
        as: 'vendor',
        locale,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
    }
    const shown = (
      await t.request('GET', `/api/v1/vendor/categories/${categoryId}`, { as: 'vendor' })
    ).json();
    expect(shown.data.meals_count).toBe(1);
    expect((await t.request('DELETE', `/api/v1/vendor/meals/${meal.id}`, { as: 'vendor' })).statusCode).toBe(
      200,
    );
    const removed = await t.request('POST', `/api/v1/vendor/categories/${categoryId}`, {
      as: 'vendor',
      body: { _method: 'delete' },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.request('GET', `/api/v1/vendor/categories/${categoryId}`, { as: 'vendor' })).statusCode,
    ).toBe(404);
  });

  it('lets an admin see every brand, filter by brand, and create on behalf of a brand', async () => {
    const missing = await t.request('POST', '/api/v1/admin/categories', {
      as: 'admin',
      body: { category_name_ar: 'عصائر', category_name_en: 'Juices' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.brand_id).toEqual(['Brand is required']);
    const created = await createCategory(t, 'admin', {
      brand_id: t.tenants.brand2Id,
      category_name_ar: 'عصائر',
      category_name_en: 'Juices',
    });
    const brand2 = (
      await t.request('GET', `/api/v1/admin/categories?per_page=100&filter[brand_id]=${t.tenants.brand2Id}`, {
        as: 'admin',
      })
    ).json();
    expect(brand2.data.every((c: { brand_id: number }) => c.brand_id === t.tenants.brand2Id)).toBe(true);
    expect(ids(brand2)).toContain(created);
    const ofBrand1 = await createCategory(t, 'vendor'); // this test's own, whatever ran before
    const all = (await t.request('GET', '/api/v1/admin/categories?per_page=100', { as: 'admin' })).json();
    expect(new Set(all.data.map((c: { brand_id: number }) => c.brand_id))).toEqual(
      new Set([t.tenants.brandId, t.tenants.brand2Id]),
    );
    expect(ids(all)).toEqual(expect.arrayContaining([created, ofBrand1]));
    const options = (
      await t.request('GET', '/api/v1/admin/categories?pagination=all', { as: 'admin' })
    ).json();
    expect(options.data).toContainEqual({ id: created, name: 'Juices — Palm Cafe' });
    // the vendor of brand 1 sees none of it
    const vendor = (
      await t.request('GET', '/api/v1/vendor/categories?per_page=100', { as: 'vendor' })
    ).json();
    expect(ids(vendor)).not.toContain(created);
    const vendorOptions = (
      await t.request('GET', '/api/v1/vendor/categories?pagination=all', { as: 'vendor', locale: 'ar' })
    ).json();
    expect(vendorOptions.data.map((o: { id: number }) => o.id)).not.toContain(created);
  });
});
