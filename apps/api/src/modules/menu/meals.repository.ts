import type { FilterKey, SortKey } from '@sufra/contract/resource';
import { branchMeals, meals } from '@sufra/contract/resources/meals';
import type { Locale } from '@sufra/contract/user-types';
import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
import {
  type FilterValues,
  isTrue,
  type ListQuery,
  listOf,
  sortColumns,
} from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { BrandWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { extrasJson, MEAL_SIZES, sizesJson } from './menu-children.repository.ts';
import { galleryJson } from './menu-gallery.repository.ts';
import { MEAL_GALLERY, toGallery } from './menu-images.ts';
import { brandName, localized } from './menu-sql.ts';

/** The brand's list (admin, vendor) and the branch's list share sorts; their filters differ by one. */
export type MealFilterKey = FilterKey<typeof meals> | FilterKey<typeof branchMeals>;
export type MealListQuery = ListQuery<SortKey<typeof meals>, MealFilterKey>;

/** Whether the meal is available at the caller's branch (no row: available); null for brand-wide callers. */
function availability(scope: Scope): RawBuilder<boolean | null> {
  if (scope.kind !== 'branch') return sql<null>`null::boolean`;
  return sql<boolean>`coalesce((SELECT a.available FROM branch_meal_availability a
    WHERE a.branch_id = ${scope.branchId} AND a.meal_id = m.id), true)`;
}

/** The brand's list and the branch's in one declaration: the branch's filters add `available`. */
const mealList = listOf({ ...meals, filters: { ...meals.filters, ...branchMeals.filters } })({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('meals as m')
      .innerJoin('categories as c', 'c.id', 'm.category_id')
      .selectAll('m')
      .select([
        brandName(locale, 'm.brand_id').as('brand_name'),
        localized(locale, 'c.category_name_ar', 'c.category_name_en').as('category_name'),
        availability(scope).as('available'),
        galleryJson(MEAL_GALLERY, 'm.id').as('images'),
        sizesJson(MEAL_SIZES, 'm.id').as('sizes'),
        extrasJson('m.id').as('extras'),
      ])
      .where(tenantCondition(scope, { brand: 'm.brand_id' })),
  sorts: sortColumns('m', meals.sorts),
  filters: (c, scope) => ({
    name: c.match(['m.meal_name_ar', 'm.meal_name_en']),
    brand_id: c.id('m.brand_id'),
    category_id: c.id('m.category_id'),
    blocked: c.flag('m.blocked'),
    order_together: c.flag('m.order_together'),
    ...c.between('price', 'm.price', 'number'),
    ...c.between('created_at', 'm.created_at', 'date'),
    available: (v) => sql<boolean>`${availability(scope)} = ${isTrue(v)}`,
  }),
  tiebreak: 'm.id',
  row: toMealRecord,
});

export type MealValues = Updateable<DB['meals']>;

/** Meals with their brand and category names, images, sizes and extras; every method limited to the caller's tenant. */
export class MealsRepository extends BrandWrites<'meals', Insertable<DB['meals']>, MealValues> {
  readonly #db: Database;
  constructor(db: Database) {
    super(db, 'meals');
    this.#db = db;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, locale: Locale, given: FilterValues<MealFilterKey>) {
    return mealList.reads(this.#db, given, scope, locale);
  }

  /** Select options; an admin picks among every brand's meals, so the brand tells equal names apart. */
  async options(scope: Scope, locale: Locale) {
    const name = locale === 'ar' ? sql.ref('m.meal_name_ar') : sql.ref('m.meal_name_en');
    const brand = locale === 'ar' ? sql.ref('b.brand_ar') : sql.ref('b.brand_en');
    const label = scope.kind === 'all' ? sql<string>`${name} || ' — ' || ${brand}` : sql<string>`${name}`;
    const rows = await this.#db
      .selectFrom('meals as m')
      .innerJoin('brands as b', 'b.id', 'm.brand_id')
      .select(['m.id', label.as('name')])
      .where(tenantCondition(scope, { brand: 'm.brand_id' }))
      .orderBy('name')
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  async find(scope: Scope, locale: Locale, id: number) {
    const row = await mealList.query(this.#db, scope, locale).where('m.id', '=', id).executeTakeFirst();
    return row ? toMealRecord(row) : undefined;
  }

  /** What an update checks against: the brand and the stored prices. */
  current(scope: Scope, id: number) {
    return this.#db
      .selectFrom('meals')
      .select(['id', 'brand_id', 'price', 'offer_price'])
      .where('id', '=', id)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
  }

  /** Which of `ids` are meals of `brandId` (and of the caller's tenant). */
  async ofBrand(scope: Scope, brandId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('meals')
      .select('id')
      .where('id', 'in', ids)
      .where('brand_id', '=', brandId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Whether the meal is part of a combo. */
  async inCombo(scope: Scope, id: number): Promise<boolean> {
    return hasRow(
      this.#db
        .selectFrom('meals_together_items as i')
        .innerJoin('meals_together as t', 't.id', 'i.combo_id')
        .select('i.id')
        .where('i.meal_id', '=', id)
        .where(tenantCondition(scope, { brand: 't.brand_id' })),
    );
  }

  /** The meal's availability at the caller's own branch; whether the meal is one of its brand's. */
  async setAvailability(
    scope: Extract<Scope, { kind: 'branch' }>,
    mealId: number,
    available: boolean,
  ): Promise<boolean> {
    const result = await this.#db
      .insertInto('branch_meal_availability')
      .columns(['branch_id', 'meal_id', 'available'])
      .expression((eb) =>
        eb
          .selectFrom('meals as m')
          .select([
            sql<number>`${scope.branchId}::int`.as('branch_id'),
            'm.id as meal_id',
            sql<boolean>`${available}::boolean`.as('available'),
          ])
          .where('m.id', '=', mealId)
          .where(tenantCondition(scope, { brand: 'm.brand_id' })),
      )
      .onConflict((oc) =>
        oc.columns(['branch_id', 'meal_id']).doUpdateSet({ available, updated_at: sql`now()` }),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}

/** Image keys become URLs. */
function toMealRecord<R extends { images: Parameters<typeof toGallery>[0] }>(row: R) {
  return { ...row, ...toGallery(row.images) };
}
