import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { localized, ownerInTenant } from './menu-sql.ts';

const mealSizesList = listOf(mealSizes)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('meal_sizes as s')
      .innerJoin('meals as m', 'm.id', 's.meal_id')
      .select([
        's.id',
        's.meal_id',
        'm.brand_id',
        's.name_ar as mealSizes_ar',
        's.name_en as mealSizes_en',
        's.price',
        's.position',
        's.blocked',
        's.created_at',
        's.updated_at',
        localized(locale, 'm.meal_name_ar', 'm.meal_name_en').as('meal_name'),
      ])
      .where(tenantCondition(scope, { brand: 'm.brand_id' })),
  sorts: sortColumns('s', mealSizes.sorts, { mealSizes_ar: 's.name_ar', mealSizes_en: 's.name_en' }),
  filters: (c) => ({
    name: c.match(['s.name_ar', 's.name_en']),
    meal_id: c.id('s.meal_id'),
    brand_id: c.id('m.brand_id'),
    blocked: c.flag('s.blocked'),
    ...c.between('price', 's.price', 'number'),
  }),
  tiebreak: 's.id',
});

/** What a write changes: these columns of `meal_sizes` (their types the table's). */
export type MealSizeValues = Pick<
  Updateable<DB['meal_sizes']>,
  'name_ar' | 'name_en' | 'price' | 'position' | 'blocked'
>;

/** Sizes of meals, on their own page; a size's tenant is its meal's brand. */
export class MealSizesRepository extends ScopedWrites<'meal_sizes', MealSizeValues> {
  constructor(db: Database) {
    super(db, 'meal_sizes', (scope) => ownerInTenant(scope, 'meal_id', 'meals'));
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = mealSizesList.on(this.db).list;
  readonly find = mealSizesList.on(this.db).find;

  async options(scope: Scope, locale: Locale) {
    const rows = await mealSizesList
      .query(this.db, scope, locale)
      .orderBy('meal_name')
      .orderBy('s.position')
      .limit(1000)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: `${locale === 'ar' ? r.mealSizes_ar : r.mealSizes_en} — ${r.meal_name}`,
    }));
  }

  /** Whether another size of the meal has this English name (without regard to case). */
  async nameTaken(scope: Scope, mealId: number, name: string, exceptId?: number): Promise<boolean> {
    let qb = this.db
      .selectFrom('meal_sizes')
      .select('id')
      .where('meal_id', '=', mealId)
      .where(ownerInTenant(scope, 'meal_id', 'meals'))
      .where(sql`lower(name_en)`, '=', name.toLowerCase());
    if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
    return hasRow(qb);
  }

  /** A size of a meal of the caller's tenant; undefined when the meal is not one. */
  async insert(scope: Scope, mealId: number, values: Required<MealSizeValues>): Promise<number | undefined> {
    const meal = await this.db
      .selectFrom('meals')
      .select('id')
      .where('id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
    return meal ? this.insertRow({ ...values, meal_id: meal.id }) : undefined;
  }
}
