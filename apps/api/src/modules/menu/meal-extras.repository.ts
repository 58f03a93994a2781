import type { FilterKey } from '@sufra/contract/resource';
import type { mealExtras } from '@sufra/contract/resources/meal-extras';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import {
  equals,
  type FilterConditions,
  type FilterValues,
  fetchAll,
  fetchBatches,
  fetchPage,
  isTrue,
  type ListQueryOf,
  rangeBound,
  type SortColumns,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { BrandWrites } from '../../core/scoped-writes.ts';
import { tenantCondition } from '../../core/tenancy.ts';
import { type Database, isEmbedded } from '../../db/database.ts';
import { brandName } from './menu-sql.ts';

type Def = typeof mealExtras;

const sorts: SortColumns<Def> = {
  id: 'e.id',
  meal_extra_name_ar: 'e.meal_extra_name_ar',
  meal_extra_name_en: 'e.meal_extra_name_en',
  price: 'e.price',
  created_at: 'e.created_at',
};

const filters: FilterConditions<Def> = {
  name: (v) => textMatch(['e.meal_extra_name_ar', 'e.meal_extra_name_en'], v),
  meal_id: (v) => equals('e.meal_id', Number(v)),
  brand_id: (v) => equals('e.brand_id', Number(v)),
  blocked: (v) => equals('e.blocked', isTrue(v)),
  price_from: (v) => rangeBound('e.price', 'number', 'from', v),
  price_to: (v) => rangeBound('e.price', 'number', 'to', v),
};

export interface MealExtraValues {
  meal_extra_name_ar?: string;
  meal_extra_name_en?: string;
  price?: string;
  meal_id?: number | null;
  blocked?: boolean;
}

/** Extras of a brand (of one meal, or of the whole brand); every method limited to the caller's tenant. */
export class MealExtrasRepository extends BrandWrites<
  'meal_extras',
  Required<MealExtraValues> & { brand_id: number },
  MealExtraValues
> {
  readonly #db: Database;
  constructor(db: Database) {
    super(db, 'meal_extras');
    this.#db = db;
  }

  #query(scope: Scope, locale: Locale, given: FilterValues<FilterKey<Def>> = {}) {
    const mealName = locale === 'ar' ? 'm.meal_name_ar' : 'm.meal_name_en';
    return this.#db
      .selectFrom('meal_extras as e')
      .leftJoin('meals as m', 'm.id', 'e.meal_id')
      .selectAll('e')
      .select([
        brandName(locale, 'e.brand_id').as('brand_name'),
        sql<string | null>`${sql.ref(mealName)}`.as('meal_name'),
      ])
      .where(tenantCondition(scope, { brand: 'e.brand_id' }))
      .where(whereFilters(given, filters, 'meal-extras'));
  }

  page(scope: Scope, locale: Locale, q: ListQueryOf<Def>) {
    return fetchPage(this.#query(scope, locale, q.filters), q, sorts, 'e.id');
  }

  all(scope: Scope, locale: Locale, q: ListQueryOf<Def>) {
    return fetchAll(this.#query(scope, locale, q.filters), q, sorts, 'e.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(scope: Scope, locale: Locale, q: ListQueryOf<Def>) {
    return fetchBatches(this.#db, this.#query(scope, locale, q.filters), q, sorts, 'e.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  async options(scope: Scope, locale: Locale) {
    const rows = await this.#query(scope, locale).orderBy('e.meal_extra_name_en').limit(1000).execute();
    return rows.map((r) => ({
      id: r.id,
      name: locale === 'ar' ? r.meal_extra_name_ar : r.meal_extra_name_en,
    }));
  }

  find(scope: Scope, locale: Locale, id: number) {
    return this.#query(scope, locale).where('e.id', '=', id).executeTakeFirst();
  }

  /** The meal (of the caller's tenant, and of `brandId` when given) an extra may belong to. */
  meal(scope: Scope, mealId: number, brandId?: number) {
    let qb = this.#db
      .selectFrom('meals')
      .select(['id', 'brand_id'])
      .where('id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }));
    if (brandId !== undefined) qb = qb.where('brand_id', '=', brandId);
    return qb.executeTakeFirst();
  }
}
