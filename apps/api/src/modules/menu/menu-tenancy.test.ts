import { describe, expect, it } from 'vitest';
import { demoPasswordHash, ROLE } from '../../seed/accounts.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, createMeal, pngPart, sendForm } from '../../test/kits/menu-test-kit.ts';

/**
 * Tenancy of every menu route: brand 2's vendor (and a manager of a brand 2 branch) calling with
 * brand 1's record ids gets 404, exactly like for a record that does not exist, and changes nothing.
 */
let brand2BranchToken: string;
const ids: Record<string, number> = {};
const RESOURCES = ['categories', 'meals', 'meal-sizes', 'meal-extras', 'meals-together'] as const;

const t = testAppForFile(async () => {
  ids.categories = await createCategory(t, 'vendor');
  const meal = await createMeal(t, 'vendor', ids.categories, [
    ['sizes[0][mealSizes_ar]', 'كبير'],
    ['sizes[0][mealSizes_en]', 'Large'],
    ['sizes[0][price]', '25'],
    ['extras[0][meal_extra_name_ar]', 'جبن'],
    ['extras[0][meal_extra_name_en]', 'Cheese'],
    ['extras[0][price]', '3'],
  ]);
  ids.meals = meal.id;
  ids['meal-sizes'] = (meal.sizes as { id: number }[])[0]?.id ?? 0;
  ids['meal-extras'] = (meal.extras as { id: number }[])[0]?.id ?? 0;
  const combo = await sendForm(t, 'POST', '/api/v1/vendor/meals-together', 'vendor', [
    ['meal_name_ar', 'وجبة'],
    ['meal_name_en', 'Combo'],
    ['price', '30'],
    ['items[0][meal_id]', meal.id],
    ['images[]', await pngPart()],
  ]);
  ids['meals-together'] = combo.json().data.id;
  // a manager of brand 2's branch
  await t.db
    .insertInto('users')
    .values({
      type: 'branch',
      name: 'مدير فرع النخلة',
      email: 'palm-branch@demo.sa',
      password_hash: await demoPasswordHash(),
      role_id: ROLE.branchManager,
      brand_id: t.tenants.brand2Id,
      branch_id: t.tenants.brand2BranchId,
      sub_role: 'manager',
    })
    .execute();
  const login = await t.request('POST', '/api/v1/branch/login', {
    body: { email: 'palm-branch@demo.sa', password: 'Demo@12345' },
  });
  brand2BranchToken = login.json().data.token;
});

const resourceOf = (url: string) => RESOURCES.find((r) => url.includes(`/${r}/:id`));

async function snapshot() {
  const shown = await Promise.all(
    RESOURCES.map(async (r) =>
      (await t.request('GET', `/api/v1/vendor/${r}/${ids[r]}`, { as: 'vendor' })).json(),
    ),
  );
  const availability = await t.db.selectFrom('branch_meal_availability').selectAll().execute();
  return { shown, availability };
}

describe('menu tenancy', () => {
  it('answers 404 on every menu route with another brand’s record ids, and changes nothing', async () => {
    const before = await snapshot();
    const vendor2 = await t.tokenOf('vendor2');
    const profile = await t.request('GET', '/api/v1/branch/getProfile', { token: brand2BranchToken });
    const branchHolds = new Set<string>(profile.json().data.user.permissions);
    let checked = 0;
    for (const route of t.app.apiRoutes) {
      const resource = resourceOf(route.url);
      if (!resource || (route.userType !== 'vendor' && route.userType !== 'branch')) continue;
      // A branch manager is refused (403) before any record is looked up where it lacks the permission.
      if (
        route.userType === 'branch' &&
        !(route.access && 'permission' in route.access && branchHolds.has(route.access.permission))
      )
        continue;
      const token = route.userType === 'vendor' ? vendor2 : brand2BranchToken;
      const url = route.url.replace(':id', String(ids[resource]));
      const bodies: (Record<string, unknown> | undefined)[] =
        route.method === 'GET'
          ? [undefined]
          : route.method === 'POST' && url.endsWith(`/${ids[resource]}`)
            ? [{ _method: 'PUT', blocked: 1 }, { _method: 'delete' }]
            : url.endsWith('/availability')
              ? [{ available: 0 }]
              : [{ blocked: 1 }];
      for (const body of bodies) {
        const response = await t.request(route.method, url, { token, body });
        const label = `${route.userType} ${route.method} ${route.url} ${JSON.stringify(body ?? {})}`;
        expect(response.statusCode, label).toBe(404);
        expect(response.json(), label).toEqual({ message: 'The requested record was not found.' });
        checked += 1;
      }
    }
    // show, update (PUT, PATCH, POST _method PUT), delete (DELETE, POST _method delete) and toggle of
    // five resources for the vendor; show of five and availability for the branch
    expect(checked).toBe(5 * 7 + 5 + 1);
    expect(await snapshot()).toEqual(before);
  });

  it('lists, exports and select options hold nothing of the other brand, even when filtered by it', async () => {
    for (const resource of RESOURCES) {
      const list = await t.request(
        'GET',
        `/api/v1/vendor/${resource}?filter[brand_id]=${t.tenants.brandId}`,
        {
          as: 'vendor2',
        },
      );
      expect(list.json().data, resource).toEqual([]);
      const options = await t.request('GET', `/api/v1/vendor/${resource}?pagination=all`, { as: 'vendor2' });
      expect(options.json().data, resource).toEqual([]);
      const csv = await t.request('GET', `/api/v1/vendor/${resource}/export`, { as: 'vendor2' });
      expect(
        csv.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
        resource,
      ).toHaveLength(1);
      const branch = await t.request('GET', `/api/v1/branch/${resource}`, { token: brand2BranchToken });
      expect(branch.json().data, resource).toEqual([]);
    }
  });

  it('refuses the other brand’s ids inside a body (422, like missing ones)', async () => {
    const size = await t.request('POST', '/api/v1/vendor/meal-sizes', {
      as: 'vendor2',
      body: { meal_id: ids.meals, mealSizes_ar: 'صغير', mealSizes_en: 'Small', price: '5' },
    });
    expect(size.json().errors.meal_id).toEqual(['The selected Meal is invalid']);
    const extra = await t.request('POST', '/api/v1/vendor/meal-extras', {
      as: 'vendor2',
      body: { meal_id: ids.meals, meal_extra_name_ar: 'جبن', meal_extra_name_en: 'Cheese', price: '5' },
    });
    expect(extra.json().errors.meal_id).toEqual(['The selected Meal is invalid']);
    const meal = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor2', [
      ['category_id', ids.categories ?? 0],
      ['meal_name_ar', 'قهوة'],
      ['meal_name_en', 'Coffee'],
      ['price', '9'],
      ['images[]', await pngPart()],
    ]);
    expect(meal.json().errors.category_id).toEqual(['The selected Category is invalid']);
    const combo = await sendForm(t, 'POST', '/api/v1/vendor/meals-together', 'vendor2', [
      ['meal_name_ar', 'وجبة'],
      ['meal_name_en', 'Combo'],
      ['price', '30'],
      ['items[0][meal_id]', ids.meals ?? 0],
      ['images[]', await pngPart()],
    ]);
    expect(combo.json().errors['items.0.meal_id']).toEqual(['The selected Meal is invalid']);
  });
});
