import type { mealExtras as mealExtrasDef } from '@sufra/contract/resources/meal-extras';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { ResourceService } from '../../core/crud.ts';
import { invalid } from '../../core/errors.ts';
import {
  equals,
  fetchAll,
  fetchPage,
  isTrue,
  rangeBound,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { assertMenuWriter, brandName, inBrand, resolveBrand } from './menu-scope.ts';

type Create = z.output<typeof mealExtrasDef.create>;
type Update = z.output<typeof mealExtrasDef.update>;

const sorts = {
  id: 'e.id',
  meal_extra_name_ar: 'e.meal_extra_name_ar',
  meal_extra_name_en: 'e.meal_extra_name_en',
  price: 'e.price',
  created_at: 'e.created_at',
};

const filters = {
  name: (v: string) => textMatch(['e.meal_extra_name_ar', 'e.meal_extra_name_en'], v),
  meal_id: (v: string) => equals('e.meal_id', Number(v)),
  brand_id: (v: string) => equals('e.brand_id', Number(v)),
  blocked: (v: string) => equals('e.blocked', isTrue(v)),
  price_from: (v: string) => rangeBound('e.price', 'number', 'from', v),
  price_to: (v: string) => rangeBound('e.price', 'number', 'to', v),
} as const;

function query(ctx: RequestContext, given: Readonly<Record<string, string>> = {}) {
  const mealName = ctx.locale === 'ar' ? 'm.meal_name_ar' : 'm.meal_name_en';
  const qb = ctx.db
    .selectFrom('meal_extras as e')
    .leftJoin('meals as m', 'm.id', 'e.meal_id')
    .selectAll('e')
    .select([
      brandName(ctx.locale, 'e.brand_id').as('brand_name'),
      sql<string | null>`${sql.ref(mealName)}`.as('meal_name'),
    ])
    .where(inBrand(ctx.scope, 'e.brand_id'));
  return qb.where(whereFilters(given, filters, 'meal-extras'));
}

const find = (ctx: RequestContext, id: number) => query(ctx).where('e.id', '=', id).executeTakeFirst();

/** The meal, when one is named, must be of the extra's brand (422 otherwise, like a missing one). */
async function mealOf(ctx: RequestContext, mealId: number, brandId?: number) {
  let qb = ctx.db
    .selectFrom('meals')
    .select(['id', 'brand_id'])
    .where('id', '=', mealId)
    .where(inBrand(ctx.scope, 'brand_id'));
  if (brandId !== undefined) qb = qb.where('brand_id', '=', brandId);
  const meal = await qb.executeTakeFirst();
  if (!meal) throw invalid('meal_id', 'validation.in');
  return meal;
}

export const mealExtrasService: ResourceService<Create, Update> = {
  list: (ctx, q) => fetchPage(query(ctx, q.filters), q, sorts, 'e.id'),
  listAll: (ctx, q) => fetchAll(query(ctx, q.filters), q, sorts, 'e.id'),
  async options(ctx) {
    const rows = await query(ctx).orderBy('e.meal_extra_name_en').limit(1000).execute();
    return rows.map((r) => ({
      id: r.id,
      name: ctx.locale === 'ar' ? r.meal_extra_name_ar : r.meal_extra_name_en,
    }));
  },
  show: find,
  async create(ctx, input) {
    assertMenuWriter(ctx.scope);
    let brandId: number;
    if (input.meal_id === null) brandId = await resolveBrand(ctx, input.brand_id);
    else {
      // With a meal the brand is the meal's; a vendor's `brand_id` is checked as always.
      if (ctx.scope.kind === 'brand') await resolveBrand(ctx, input.brand_id);
      brandId = (await mealOf(ctx, input.meal_id, input.brand_id ?? undefined)).brand_id;
    }
    const { brand_id: _ignored, ...values } = input;
    const row = await ctx.db
      .insertInto('meal_extras')
      .values({ ...values, brand_id: brandId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return find(ctx, row.id);
  },
  async update(ctx, id, input) {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return undefined;
    if (input.meal_id !== undefined && input.meal_id !== null)
      await mealOf(ctx, input.meal_id, current.brand_id);
    await ctx.db
      .updateTable('meal_extras')
      .set({ ...input, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return find(ctx, id);
  },
  async remove(ctx, id) {
    assertMenuWriter(ctx.scope);
    if (!(await find(ctx, id))) return false;
    const result = await ctx.db.deleteFrom('meal_extras').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
  async toggle(ctx, id) {
    assertMenuWriter(ctx.scope);
    const row = await ctx.db
      .updateTable('meal_extras')
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(inBrand(ctx.scope, 'brand_id'))
      .returning('id')
      .executeTakeFirst();
    return row ? find(ctx, id) : undefined;
  },
};
