import type { categories as categoriesDef } from '@sufra/contract/resources/categories';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { ResourceService } from '../../core/crud.ts';
import { AppError, invalid, pgErrorCode } from '../../core/errors.ts';
import { equals, fetchAll, fetchPage, isTrue, textMatch, whereFilters } from '../../core/list-query.ts';
import { assertMenuWriter, brandName, inBrand, resolveBrand } from './menu-scope.ts';

type Create = z.output<typeof categoriesDef.create>;
type Update = z.output<typeof categoriesDef.update>;

const sorts = {
  id: 'c.id',
  category_name_ar: 'c.category_name_ar',
  category_name_en: 'c.category_name_en',
  position: 'c.position',
  created_at: 'c.created_at',
};

const filters = {
  name: (v: string) => textMatch(['c.category_name_ar', 'c.category_name_en'], v),
  brand_id: (v: string) => equals('c.brand_id', Number(v)),
  blocked: (v: string) => equals('c.blocked', isTrue(v)),
} as const;

function query(ctx: RequestContext, given: Readonly<Record<string, string>> = {}) {
  const qb = ctx.db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => [
      brandName(ctx.locale, 'c.brand_id').as('brand_name'),
      eb
        .selectFrom('meals as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.category_id', '=', 'c.id')
        .as('meals_count'),
    ])
    .where(inBrand(ctx.scope, 'c.brand_id'));
  return qb.where(whereFilters(given, filters, 'categories'));
}

const find = (ctx: RequestContext, id: number) => query(ctx).where('c.id', '=', id).executeTakeFirst();

/** Names are unique within a brand (English without regard to case), said on the field. */
async function assertUniqueNames(
  ctx: RequestContext,
  brandId: number,
  names: { category_name_ar?: string | undefined; category_name_en?: string | undefined },
  exceptId?: number,
): Promise<void> {
  const same = (column: 'category_name_ar' | 'category_name_en', value: string | undefined) => {
    if (value === undefined) return Promise.resolve(undefined);
    let qb = ctx.db
      .selectFrom('categories')
      .select('id')
      .where('brand_id', '=', brandId)
      .where(
        column === 'category_name_en' ? sql`lower(category_name_en)` : sql.ref(column),
        '=',
        column === 'category_name_en' ? value.toLowerCase() : value,
      );
    if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
    return qb.executeTakeFirst();
  };
  if (await same('category_name_ar', names.category_name_ar))
    throw invalid('category_name_ar', 'errors.duplicate');
  if (await same('category_name_en', names.category_name_en))
    throw invalid('category_name_en', 'errors.duplicate');
}

const inUse = () => new AppError(422, 'errors.category_in_use');

export const categoriesService: ResourceService<Create, Update> = {
  list: (ctx, q) => fetchPage(query(ctx, q.filters), q, sorts, 'c.id'),
  listAll: (ctx, q) => fetchAll(query(ctx, q.filters), q, sorts, 'c.id'),
  async options(ctx) {
    const name = ctx.locale === 'ar' ? sql.ref('c.category_name_ar') : sql.ref('c.category_name_en');
    const brand = ctx.locale === 'ar' ? sql.ref('b.brand_ar') : sql.ref('b.brand_en');
    // An admin picks among every brand's categories: the brand tells equal names apart.
    const label = ctx.scope.kind === 'all' ? sql<string>`${name} || ' — ' || ${brand}` : sql<string>`${name}`;
    const rows = await ctx.db
      .selectFrom('categories as c')
      .innerJoin('brands as b', 'b.id', 'c.brand_id')
      .select(['c.id', label.as('name')])
      .where(inBrand(ctx.scope, 'c.brand_id'))
      .orderBy('c.position')
      .orderBy('name')
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },
  show: find,
  async create(ctx, input) {
    const brandId = await resolveBrand(ctx, input.brand_id);
    await assertUniqueNames(ctx, brandId, input);
    const { brand_id: _ignored, ...values } = input;
    const row = await ctx.db
      .insertInto('categories')
      .values({ ...values, brand_id: brandId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return find(ctx, row.id);
  },
  async update(ctx, id, input) {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return undefined;
    await assertUniqueNames(ctx, current.brand_id, input, id);
    await ctx.db
      .updateTable('categories')
      .set({ ...input, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return find(ctx, id);
  },
  async remove(ctx, id) {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return false;
    if ((current.meals_count ?? 0) > 0) throw inUse();
    try {
      const result = await ctx.db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    } catch (error) {
      // A meal added meanwhile: the foreign key refuses, with the same clear message.
      if (pgErrorCode(error) === '23503') throw inUse();
      throw error;
    }
  },
  async toggle(ctx, id) {
    assertMenuWriter(ctx.scope);
    const row = await ctx.db
      .updateTable('categories')
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(inBrand(ctx.scope, 'brand_id'))
      .returning('id')
      .executeTakeFirst();
    return row ? find(ctx, id) : undefined;
  },
};
