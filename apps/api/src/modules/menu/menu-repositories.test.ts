import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/errors.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { MealExtrasRepository } from './meal-extras.repository.ts';
import { MealSizesRepository } from './meal-sizes.repository.ts';
import { MealsRepository } from './meals.repository.ts';
import { MealsTogetherRepository } from './meals-together.repository.ts';
import { COMBO_SIZES, MEAL_SIZES, MenuChildrenRepository } from './menu-children.repository.ts';
import { MenuGalleryRepository } from './menu-gallery.repository.ts';
import { MEAL_GALLERY } from './menu-images.ts';

/**
 * Every write of the menu's repositories carries the caller's tenant in its WHERE: called directly,
 * below the services and their checks, with another brand's record ids, they change nothing.
 */
let brand1: Scope;
let brand2: Scope;
let brand2Branch: Extract<Scope, { kind: 'branch' }>;
const admin: Scope = { kind: 'all' };

const t = testAppForFile(() => {
  brand1 = { kind: 'brand', brandId: t.tenants.brandId };
  brand2 = { kind: 'brand', brandId: t.tenants.brand2Id };
  brand2Branch = { kind: 'branch', brandId: t.tenants.brand2Id, branchId: t.tenants.brand2BranchId };
});

let sequence = 0;
const word = () => `Item ${'abcdefghij'[++sequence % 10]}${'abcdefghij'[Math.floor(sequence / 10) % 10]}`;

/** A category, a meal with a size, an extra and an image, and a combo of brand 1, made as its vendor. */
async function brand1Menu() {
  const categoryId = await new CategoriesRepository(t.db).insert(brand1, {
    brand_id: t.tenants.brandId,
    category_name_ar: `تصنيف ${sequence}`,
    category_name_en: word(),
    position: 0,
    blocked: false,
  });
  const mealId = await new MealsRepository(t.db).insert(brand1, {
    brand_id: t.tenants.brandId,
    category_id: categoryId,
    meal_name_ar: 'وجبة',
    meal_name_en: word(),
    price: '20.00',
    tax: '15.00',
  });
  const children = new MenuChildrenRepository(t.db);
  expect(
    await children.insertSize(brand1, MEAL_SIZES, mealId, {
      name_ar: 'كبير',
      name_en: 'Large',
      price: '25.00',
      position: 1,
    }),
  ).toBe(true);
  expect(
    await children.insertExtra(brand1, mealId, {
      meal_extra_name_ar: 'جبن',
      meal_extra_name_en: 'Cheese',
      price: '3.00',
    }),
  ).toBe(true);
  const gallery = new MenuGalleryRepository(t.db, MEAL_GALLERY);
  expect(
    await gallery.insert(brand1, mealId, [
      { position: 1, path: `meals/${word()}.png`, thumbnail_path: null, mime: 'image/png' },
    ]),
  ).toBe(true);
  const size = await t.db
    .selectFrom('meal_sizes')
    .selectAll()
    .where('meal_id', '=', mealId)
    .executeTakeFirstOrThrow();
  const extra = await t.db
    .selectFrom('meal_extras')
    .selectAll()
    .where('meal_id', '=', mealId)
    .executeTakeFirstOrThrow();
  const combos = new MealsTogetherRepository(t.db);
  const comboId = await combos.insert(brand1, {
    brand_id: t.tenants.brandId,
    name_ar: 'وجبة مجمعة',
    name_en: word(),
    price: '30.00',
    tax: '15.00',
  });
  expect(await combos.replaceItems(brand1, comboId, [{ meal_id: mealId, quantity: 1 }])).toBe(true);
  return { categoryId, mealId, sizeId: size.id, extraId: extra.id, comboId };
}

/** Every row of brand 1's menu records, to prove a refused write changed nothing. */
async function snapshot(ids: Awaited<ReturnType<typeof brand1Menu>>) {
  const [category, meal, size, extra, images, combo, items, availability] = await Promise.all([
    t.db.selectFrom('categories').selectAll().where('id', '=', ids.categoryId).execute(),
    t.db.selectFrom('meals').selectAll().where('id', '=', ids.mealId).execute(),
    t.db.selectFrom('meal_sizes').selectAll().where('meal_id', '=', ids.mealId).execute(),
    t.db.selectFrom('meal_extras').selectAll().where('meal_id', '=', ids.mealId).execute(),
    t.db.selectFrom('meal_images').selectAll().where('meal_id', '=', ids.mealId).execute(),
    t.db.selectFrom('meals_together').selectAll().where('id', '=', ids.comboId).execute(),
    t.db.selectFrom('meals_together_items').selectAll().where('combo_id', '=', ids.comboId).execute(),
    t.db.selectFrom('branch_meal_availability').selectAll().where('meal_id', '=', ids.mealId).execute(),
  ]);
  return { category, meal, size, extra, images, combo, items, availability };
}

/** A repository's update, toggle and (unless `keep`) remove of one record as `scope`: each refused, answering false. */
async function expectRefused<V>(
  repo: {
    update(scope: Scope, id: number, values: V): Promise<boolean>;
    toggle(scope: Scope, id: number): Promise<boolean | undefined>;
    remove(scope: Scope, id: number): Promise<boolean>;
  },
  scope: Scope,
  id: number,
  values: NoInfer<V>,
  { keep = false } = {},
) {
  expect(await repo.update(scope, id, values)).toBe(false);
  expect(await repo.toggle(scope, id)).toBe(false);
  if (!keep) expect(await repo.remove(scope, id)).toBe(false);
}

describe('menu repositories: no write crosses tenants', () => {
  it('update, remove and toggle with another brand’s ids change nothing', async () => {
    const ids = await brand1Menu();
    const before = await snapshot(ids);
    for (const scope of [brand2, brand2Branch]) {
      await expectRefused(new CategoriesRepository(t.db), scope, ids.categoryId, {
        category_name_en: 'Stolen',
      });
      const meals = new MealsRepository(t.db);
      await expectRefused(meals, scope, ids.mealId, { price: '1.00' }, { keep: true });
      await expectRefused(new MealSizesRepository(t.db), scope, ids.sizeId, { price: '1.00' });
      await expectRefused(new MealExtrasRepository(t.db), scope, ids.extraId, { price: '1.00' });
      const combos = new MealsTogetherRepository(t.db);
      await expectRefused(combos, scope, ids.comboId, { price: '1.00' }, { keep: true });
      expect(await combos.replaceItems(scope, ids.comboId, [])).toBe(false);
      expect(await combos.remove(scope, ids.comboId)).toBe(false);
      expect(await meals.remove(scope, ids.mealId)).toBe(false);
    }
    expect(await snapshot(ids)).toEqual(before);
  });

  it('inline sizes, extras and images of another brand’s meal are neither changed, removed nor added', async () => {
    const ids = await brand1Menu();
    const before = await snapshot(ids);
    const children = new MenuChildrenRepository(t.db);
    const size = { name_ar: 'صغير', name_en: 'Small', price: '1.00', position: 1 };
    const extra = { meal_extra_name_ar: 'صوص', meal_extra_name_en: 'Sauce', price: '1.00' };
    expect(await children.updateSize(brand2, MEAL_SIZES, ids.mealId, ids.sizeId, size)).toBe(false);
    await children.removeSizesExcept(brand2, MEAL_SIZES, ids.mealId, []);
    expect(await children.insertSize(brand2, MEAL_SIZES, ids.mealId, size)).toBe(false);
    expect(await children.insertSize(brand2, COMBO_SIZES, ids.comboId, size)).toBe(false);
    expect(await children.updateExtra(brand2, ids.mealId, ids.extraId, extra)).toBe(false);
    await children.removeExtrasExcept(brand2, ids.mealId, []);
    expect(await children.insertExtra(brand2, ids.mealId, extra)).toBe(false);
    const gallery = new MenuGalleryRepository(t.db, MEAL_GALLERY);
    expect(await gallery.images(brand2, ids.mealId)).toEqual([]);
    const [image] = before.images;
    await gallery.remove(brand2, ids.mealId, image ? [image.id] : []);
    const stray = { position: 2, path: 'meals/stray.png', thumbnail_path: null, mime: 'image/png' };
    expect(await gallery.insert(brand2, ids.mealId, [stray])).toBe(false);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('a branch sets availability only for its own brand’s meals, at its own branch', async () => {
    const ids = await brand1Menu();
    const meals = new MealsRepository(t.db);
    expect(await meals.setAvailability(brand2Branch, ids.mealId, false)).toBe(false);
    expect((await snapshot(ids)).availability).toEqual([]);
    const ownBranch = { kind: 'branch', brandId: t.tenants.brandId, branchId: t.tenants.branchId } as const;
    expect(await meals.setAvailability(ownBranch, ids.mealId, false)).toBe(true);
    expect((await snapshot(ids)).availability).toMatchObject([
      { branch_id: t.tenants.branchId, meal_id: ids.mealId, available: false },
    ]);
  });

  it('refuses to insert a record for another brand, and reads none of its records', async () => {
    const ids = await brand1Menu();
    const refused = (e: unknown) => e instanceof AppError && e.status === 403;
    const insert = new CategoriesRepository(t.db).insert(brand2, {
      brand_id: t.tenants.brandId,
      category_name_ar: 'دخيل',
      category_name_en: 'Intruder',
      position: 0,
      blocked: false,
    });
    await expect(insert).rejects.toSatisfy(refused);
    const meal = new MealsRepository(t.db).insert(brand2, {
      brand_id: t.tenants.brandId,
      category_id: ids.categoryId,
      meal_name_ar: 'دخيل',
      meal_name_en: 'Intruder',
      price: '1.00',
      tax: '15.00',
    });
    await expect(meal).rejects.toSatisfy(refused);
    expect(
      await new MealSizesRepository(t.db).insert(brand2, ids.mealId, {
        name_ar: 'دخيل',
        name_en: 'Intruder',
        price: '1.00',
        position: 1,
        blocked: false,
      }),
    ).toBeUndefined();
    expect(await new CategoriesRepository(t.db).find(brand2, 'en', ids.categoryId)).toBeUndefined();
    expect(await new MealsRepository(t.db).find(brand2Branch, 'en', ids.mealId)).toBeUndefined();
    expect(await new MealsTogetherRepository(t.db).find(brand2, 'en', ids.comboId)).toBeUndefined();
    expect(await new MealsRepository(t.db).inCombo(brand2, ids.mealId)).toBe(false);
    const names = await t.db
      .selectFrom('categories')
      .select('id')
      .where('category_name_en', '=', 'Intruder')
      .execute();
    expect(names).toEqual([]);
  });

  it('lets the brand itself, and the platform, change the same records', async () => {
    const ids = await brand1Menu();
    const categories = new CategoriesRepository(t.db);
    expect(await categories.update(brand1, ids.categoryId, { position: 3 })).toBe(true);
    expect(await categories.update(admin, ids.categoryId, { position: 4 })).toBe(true);
    expect((await categories.find(brand1, 'en', ids.categoryId))?.position).toBe(4);
    expect(await new MealSizesRepository(t.db).toggle(brand1, ids.sizeId)).toBe(true);
    expect(await new MealsTogetherRepository(t.db).remove(admin, ids.comboId)).toBe(true);
    expect(await new MealsRepository(t.db).remove(brand1, ids.mealId)).toBe(true);
  });
});
