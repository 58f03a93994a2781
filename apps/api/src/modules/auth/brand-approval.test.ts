import type { ApprovalStatus } from '@sufra/contract/approval';
import { BRANCH_MANAGER_PERMISSIONS, VENDOR_PERMISSIONS } from '@sufra/contract/permissions';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/**
 * DOMAIN.md "Accounts and sign-in": a vendor whose brand waits for the admin (or whose documents
 * were rejected) signs in, sees its profile and why it waits, and changes nothing until approved.
 * Every test makes its own brand, accounts and records.
 */
const t = testAppForFile();
const f = factories(t);

const PENDING_EN =
  'Your brand is awaiting the administration’s approval. You can complete your profile and documents, but you cannot add or change anything yet.';
const PENDING_AR =
  'علامتك التجارية بانتظار موافقة الإدارة. يمكنك إكمال ملفك ومستنداتك، لكن لا يمكنك إضافة أي شيء أو تعديله بعد.';
const REJECTED_EN =
  'Your brand’s documents were rejected. Please upload them again; you cannot add or change anything until they are approved.';

const word = () => `${process.pid}${Date.now()}${Math.floor(Math.random() * 1e6)}`;
/** Letters only, for names that refuse digits. */
const letters = () => word().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

interface Tenant {
  brandId: number;
  branchId: number;
  categoryId: number;
  mealId: number;
  vendor: string;
  branch: string;
}

/** A brand in `status` with a branch, a category and a meal, its vendor and branch manager signed in. */
async function newTenant(status: ApprovalStatus): Promise<Tenant> {
  const w = word();
  const brand = await t.db
    .insertInto('brands')
    .values({
      brand_ar: 'علامة تنتظر',
      brand_en: 'Waiting Brand',
      commercial_register: w.slice(-10),
      tax_no: `3${w.slice(-13).padStart(13, '1')}3`,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const branch = await t.db
    .insertInto('branches')
    .values({
      brand_id: brand.id,
      name_ar: 'فرع',
      name_en: 'Branch',
      address_ar: 'الرياض',
      address_en: 'Riyadh',
      address_lat: '24.700000',
      address_long: '46.700000',
      booking_fees: '0.00',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await t.db
    .insertInto('categories')
    .values({ brand_id: brand.id, category_name_ar: 'مشويات', category_name_en: `Grills ${letters()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meal = await t.db
    .insertInto('meals')
    .values({
      brand_id: brand.id,
      category_id: category.id,
      meal_name_ar: 'شاورما',
      meal_name_en: `Shawarma ${letters()}`,
      price: '20.00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    brandId: brand.id,
    branchId: branch.id,
    categoryId: category.id,
    mealId: meal.id,
    vendor: (await f.newUser({ type: 'vendor', brandId: brand.id })).token,
    branch: (await f.newUser({ type: 'branch', brandId: brand.id, branchId: branch.id, subRole: 'manager' }))
      .token,
  };
}

/** Rows of the brand's menu, to prove a refused request changed nothing. */
async function menuOf(brandId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT (SELECT json_agg(c ORDER BY c.id) FROM categories c WHERE c.brand_id = ${brandId}) AS categories,
           (SELECT json_agg(m ORDER BY m.id) FROM meals m WHERE m.brand_id = ${brandId}) AS meals,
           (SELECT count(*)::int FROM meal_sizes s JOIN meals m ON m.id = s.meal_id WHERE m.brand_id = ${brandId}) AS sizes,
           (SELECT count(*)::int FROM meals_together x WHERE x.brand_id = ${brandId}) AS combos,
           (SELECT count(*)::int FROM branch_meal_availability a WHERE a.branch_id IN
              (SELECT id FROM branches WHERE brand_id = ${brandId})) AS availability
  `.execute(t.db);
  return rows[0];
}

/**
 * Every route of a user type that needs a create, update or delete permission its system role
 * holds (an approved brand could use it), with ids filled in.
 */
function writeRoutes(type: 'vendor' | 'branch', tenant: Tenant): { method: string; url: string }[] {
  const held = new Set<string>(type === 'vendor' ? VENDOR_PERMISSIONS : BRANCH_MANAGER_PERMISSIONS);
  return t.app.apiRoutes
    .filter((r) => r.userType === type && r.access && 'permission' in r.access)
    .filter(
      (r) =>
        r.access &&
        'permission' in r.access &&
        held.has(r.access.permission) &&
        !r.access.permission.startsWith('read-'),
    )
    .map((r) => ({
      method: r.method,
      url: r.url.replace(/:(\w+)/g, (_, name: string) =>
        String(name === 'id' && r.url.includes('categories') ? tenant.categoryId : tenant.mealId),
      ),
    }));
}

describe('a brand waiting for approval', () => {
  it('signs in, sees its profile and why it waits, and may edit its own profile', async () => {
    const tenant = await newTenant('PendingAdminApproval');
    const profile = await t.request('GET', '/api/v1/vendor/getProfile', { token: tenant.vendor });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({
      brand_id: tenant.brandId,
      brand_status: 'PendingAdminApproval',
    });
    const menu = await t.request('GET', '/api/v1/vendor/meals', { token: tenant.vendor });
    expect(menu.statusCode).toBe(200);
    const updated = await t.request('POST', '/api/v1/vendor/update-profile', {
      token: tenant.vendor,
      body: { name: 'فهد الدوسري', email: `renamed-${word()}@test.sa`, phone: '0551112233' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  });

  it('creates nothing on the menu, with a message saying why, in both languages', async () => {
    const tenant = await newTenant('PendingAdminApproval');
    const before = await menuOf(tenant.brandId);
    const category = await t.request('POST', '/api/v1/vendor/categories', {
      token: tenant.vendor,
      body: { category_name_ar: 'حلويات', category_name_en: 'Sweets' },
    });
    expect(category.statusCode).toBe(403);
    expect(category.json().message).toBe(PENDING_EN);
    const meal = await t.request('POST', '/api/v1/vendor/meals', {
      token: tenant.vendor,
      locale: 'ar',
      body: { category_id: tenant.categoryId, meal_name_ar: 'كبسة', meal_name_en: 'Kabsa', price: '30' },
    });
    expect(meal.statusCode).toBe(403);
    expect(meal.json().message).toBe(PENDING_AR);
    expect(await menuOf(tenant.brandId)).toEqual(before);
  });

  it('is refused on every create, update, delete and toggle route of the vendor and the branch', async () => {
    const tenant = await newTenant('PendingAdminApproval');
    const before = await menuOf(tenant.brandId);
    const routes = [
      ...writeRoutes('vendor', tenant).map((r) => ({ ...r, token: tenant.vendor })),
      ...writeRoutes('branch', tenant).map((r) => ({ ...r, token: tenant.branch })),
    ];
    // the whole menu is among them, the branch's availability switch too
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/v1/vendor/categories',
      `PUT /api/v1/vendor/categories/${tenant.categoryId}`,
      `DELETE /api/v1/vendor/categories/${tenant.categoryId}`,
      `POST /api/v1/vendor/categories/${tenant.categoryId}/toggle-status`,
      'POST /api/v1/vendor/meals',
      `PATCH /api/v1/vendor/meals/${tenant.mealId}`,
      `POST /api/v1/vendor/meals/${tenant.mealId}/toggle-status`,
      'POST /api/v1/vendor/meal-sizes',
      'POST /api/v1/vendor/meal-extras',
      'POST /api/v1/vendor/meals-together',
    ])
      expect(urls).toContain(expected);
    expect(urls.some((u) => u.startsWith('POST /api/v1/branch/') && u.includes(String(tenant.mealId)))).toBe(
      true,
    );
    for (const r of routes) {
      const response = await t.request(r.method, r.url, { token: r.token, body: {} });
      expect(response.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(response.json().message, `${r.method} ${r.url}`).toBe(PENDING_EN);
    }
    // method spoofing of multipart forms checks the same
    for (const _method of ['PUT', 'DELETE']) {
      const spoofed = await t.request('POST', `/api/v1/vendor/meals/${tenant.mealId}`, {
        token: tenant.vendor,
        body: { _method, meal_name_en: 'Changed' },
      });
      expect(spoofed.statusCode).toBe(403);
      expect(spoofed.json().message).toBe(PENDING_EN);
    }
    expect(await menuOf(tenant.brandId)).toEqual(before);
  });

  it('with rejected documents is refused too, saying so', async () => {
    const tenant = await newTenant('DocumentsRejected');
    const refused = await t.request('POST', `/api/v1/vendor/categories/${tenant.categoryId}/toggle-status`, {
      token: tenant.vendor,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REJECTED_EN);
  });

  it('works as soon as the admin approves, with the same session', async () => {
    const tenant = await newTenant('PendingAdminApproval');
    const body = { category_name_ar: 'حلويات', category_name_en: `Sweets ${letters()}` };
    expect(
      (await t.request('POST', '/api/v1/vendor/categories', { token: tenant.vendor, body })).statusCode,
    ).toBe(403);
    for (const status of ['AdminApproved', 'PendingDocumentsApproval', 'DocumentsApproved'] as const) {
      await t.db.updateTable('brands').set({ status }).where('id', '=', tenant.brandId).execute();
      const created = await t.request('POST', '/api/v1/vendor/categories', {
        token: tenant.vendor,
        body: { ...body, category_name_en: `Sweets ${letters()}`, category_name_ar: `حلويات ${status}` },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });

  it('does not hold back the admin working on a waiting brand', async () => {
    const tenant = await newTenant('PendingAdminApproval');
    const created = await t.request('POST', '/api/v1/admin/categories', {
      as: 'admin',
      body: {
        brand_id: tenant.brandId,
        category_name_ar: 'مقبلات',
        category_name_en: `Starters ${letters()}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
