import { categories } from '@sufra/contract/resources/categories';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { BrandWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { brandName } from './menu-sql.ts';

const categoriesList = listOf(categories)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('categories as c')
      .selectAll('c')
      .select((eb) => [
        brandName(locale, 'c.brand_id').as('brand_name'),
        sql<number>`(SELECT count(*)::int FROM meals m WHERE m.category_id = ${eb.ref('c.id')})`.as(
          'meals_count',
        ),
      ])
      .where(tenantCondition(scope, { brand: 'c.brand_id' })),
  sorts: sortColumns('c', categories.sorts),
  filters: (c) => ({
    name: c.match(['c.category_name_ar', 'c.category_name_en']),
    brand_id: c.id('c.brand_id'),
    blocked: c.flag('c.blocked'),
  }),
  tiebreak: 'c.id',
});

/** What a write changes: these columns of `categories` (their types the table's). */
export type CategoryValues = Pick<
  Updateable<DB['categories']>,
  'category_name_ar' | 'category_name_en' | 'position' | 'blocked'
>;

/** Meal categories; every method is limited to the caller's tenant (the category's brand). */
export class CategoriesRepository extends BrandWrites<
  'categories',
  Required<CategoryValues> & { brand_id: number },
  CategoryValues
> {
  constructor(db: Database) {
    super(db, 'categories');
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = categoriesList.on(this.db).list;
  readonly find = categoriesList.on(this.db).find;

  /** Select options; an admin picks among every brand's categories, so the brand tells equal names apart. */
  async options(scope: Scope, locale: Locale) {
    const name = locale === 'ar' ? sql.ref('c.category_name_ar') : sql.ref('c.category_name_en');
    const brand = locale === 'ar' ? sql.ref('b.brand_ar') : sql.ref('b.brand_en');
    const label = scope.kind === 'all' ? sql<string>`${name} || ' — ' || ${brand}` : sql<string>`${name}`;
    const rows = await this.db
      .selectFrom('categories as c')
      .innerJoin('brands as b', 'b.id', 'c.brand_id')
      .select(['c.id', label.as('name')])
      .where(tenantCondition(scope, { brand: 'c.brand_id' }))
      .orderBy('c.position')
      .orderBy('name')
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /** Whether the category is one of `brandId`'s (and the caller's). */
  async existsInBrand(scope: Scope, brandId: number, id: number): Promise<boolean> {
    return hasRow(
      this.db
        .selectFrom('categories')
        .select('id')
        .where('id', '=', id)
        .where('brand_id', '=', brandId)
        .where(tenantCondition(scope, { brand: 'brand_id' })),
    );
  }

  /** Whether another category of the brand has this name (English without regard to case). */
  async nameTaken(
    scope: Scope,
    brandId: number,
    column: 'category_name_ar' | 'category_name_en',
    value: string,
    exceptId?: number,
  ): Promise<boolean> {
    const english = column === 'category_name_en';
    let qb = this.db
      .selectFrom('categories')
      .select('id')
      .where('brand_id', '=', brandId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .where(
        english ? sql`lower(category_name_en)` : sql.ref(column),
        '=',
        english ? value.toLowerCase() : value,
      );
    if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
    return hasRow(qb);
  }
}
