import { mealExtras } from '@sufra/contract/resources/meal-extras';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { BrandWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { brandName } from './menu-sql.ts';

const mealExtrasList = listOf(mealExtras)({
  query: (db: Database, scope: Scope, locale: Locale) => {
    const mealName = locale === 'ar' ? 'm.meal_name_ar' : 'm.meal_name_en';
    return db
      .selectFrom('meal_extras as e')
      .leftJoin('meals as m', 'm.id', 'e.meal_id')
      .selectAll('e')
      .select([
        brandName(locale, 'e.brand_id').as('brand_name'),
        sql<string | null>`${sql.ref(mealName)}`.as('meal_name'),
      ])
      .where(tenantCondition(scope, { brand: 'e.brand_id' }));
  },
  sorts: sortColumns('e', mealExtras.sorts),
  filters: (c) => ({
    name: c.match(['e.meal_extra_name_ar', 'e.meal_extra_name_en']),
    meal_id: c.id('e.meal_id'),
    brand_id: c.id('e.brand_id'),
    blocked: c.flag('e.blocked'),
    ...c.between('price', 'e.price', 'number'),
  }),
  tiebreak: 'e.id',
});

/** What a write changes: these columns of `meal_extras` (their types the table's). */
export type MealExtraValues = Pick<
  Updateable<DB['meal_extras']>,
  'meal_extra_name_ar' | 'meal_extra_name_en' | 'price' | 'meal_id' | 'blocked'
>;

/** Extras of a brand (of one meal, or of the whole brand); every method limited to the caller's tenant. */
export class MealExtrasRepository extends BrandWrites<
  'meal_extras',
  Required<MealExtraValues> & { brand_id: number },
  MealExtraValues
> {
  constructor(db: Database) {
    super(db, 'meal_extras');
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = mealExtrasList.on(this.db).list;
  readonly find = mealExtrasList.on(this.db).find;

  async options(scope: Scope, locale: Locale) {
    const rows = await mealExtrasList
      .query(this.db, scope, locale)
      .orderBy('e.meal_extra_name_en')
      .limit(1000)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: locale === 'ar' ? r.meal_extra_name_ar : r.meal_extra_name_en,
    }));
  }

  /** The meal (of the caller's tenant, and of `brandId` when given) an extra may belong to. */
  meal(scope: Scope, mealId: number, brandId?: number) {
    let qb = this.db
      .selectFrom('meals')
      .select(['id', 'brand_id'])
      .where('id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }));
    if (brandId !== undefined) qb = qb.where('brand_id', '=', brandId);
    return qb.executeTakeFirst();
  }
}
