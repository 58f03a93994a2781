import type { mealSizes as mealSizesDef } from '@sufra/contract/resources/meal-sizes';
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
import { assertMenuWriter, inBrand, localized } from './menu-scope.ts';

type Create = z.output<typeof mealSizesDef.create>;
type Update = z.output<typeof mealSizesDef.update>;

const sorts = {
  id: 's.id',
  mealSizes_ar: 's.name_ar',
  mealSizes_en: 's.name_en',
  price: 's.price',
  position: 's.position',
  created_at: 's.created_at',
};

const filters = {
  name: (v: string) => textMatch(['s.name_ar', 's.name_en'], v),
  meal_id: (v: string) => equals('s.meal_id', Number(v)),
  brand_id: (v: string) => equals('m.brand_id', Number(v)),
  blocked: (v: string) => equals('s.blocked', isTrue(v)),
  price_from: (v: string) => rangeBound('s.price', 'number', 'from', v),
  price_to: (v: string) => rangeBound('s.price', 'number', 'to', v),
} as const;

/** Sizes of the meals the caller's scope may see (a size's brand is its meal's). */
function query(ctx: RequestContext, given: Readonly<Record<string, string>> = {}) {
  const qb = ctx.db
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
      localized(ctx.locale, 'm.meal_name_ar', 'm.meal_name_en').as('meal_name'),
    ])
    .where(inBrand(ctx.scope, 'm.brand_id'));
  return qb.where(whereFilters(given, filters, 'meal-sizes'));
}

const find = (ctx: RequestContext, id: number) => query(ctx).where('s.id', '=', id).executeTakeFirst();

/** A meal's sizes have different English names. */
async function assertUniqueName(
  ctx: RequestContext,
  mealId: number,
  name: string | undefined,
  exceptId?: number,
) {
  if (name === undefined) return;
  let qb = ctx.db
    .selectFrom('meal_sizes')
    .select('id')
    .where('meal_id', '=', mealId)
    .where(sql`lower(name_en)`, '=', name.toLowerCase());
  if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
  if (await qb.executeTakeFirst()) throw invalid('mealSizes_en', 'errors.duplicate');
}

const columns = (input: Update) => ({
  ...(input.mealSizes_ar === undefined ? {} : { name_ar: input.mealSizes_ar }),
  ...(input.mealSizes_en === undefined ? {} : { name_en: input.mealSizes_en }),
  ...(input.price === undefined ? {} : { price: input.price }),
  ...(input.position === undefined ? {} : { position: input.position }),
  ...(input.blocked === undefined ? {} : { blocked: input.blocked }),
});

export const mealSizesService: ResourceService<Create, Update> = {
  list: (ctx, q) => fetchPage(query(ctx, q.filters), q, sorts, 's.id'),
  listAll: (ctx, q) => fetchAll(query(ctx, q.filters), q, sorts, 's.id'),
  async options(ctx) {
    const rows = await query(ctx).orderBy('meal_name').orderBy('s.position').limit(1000).execute();
    return rows.map((r) => ({
      id: r.id,
      name: `${ctx.locale === 'ar' ? r.mealSizes_ar : r.mealSizes_en} — ${r.meal_name}`,
    }));
  },
  show: find,
  async create(ctx, input) {
    assertMenuWriter(ctx.scope);
    // A meal of another brand is refused exactly like one that does not exist.
    const meal = await ctx.db
      .selectFrom('meals')
      .select('id')
      .where('id', '=', input.meal_id)
      .where(inBrand(ctx.scope, 'brand_id'))
      .executeTakeFirst();
    if (!meal) throw invalid('meal_id', 'validation.in');
    await assertUniqueName(ctx, meal.id, input.mealSizes_en);
    const row = await ctx.db
      .insertInto('meal_sizes')
      .values({
        meal_id: meal.id,
        name_ar: input.mealSizes_ar,
        name_en: input.mealSizes_en,
        price: input.price,
        position: input.position,
        blocked: input.blocked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return find(ctx, row.id);
  },
  async update(ctx, id, input) {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return undefined;
    await assertUniqueName(ctx, current.meal_id, input.mealSizes_en, id);
    await ctx.db
      .updateTable('meal_sizes')
      .set({ ...columns(input), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return find(ctx, id);
  },
  async remove(ctx, id) {
    assertMenuWriter(ctx.scope);
    if (!(await find(ctx, id))) return false;
    const result = await ctx.db.deleteFrom('meal_sizes').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
  async toggle(ctx, id) {
    assertMenuWriter(ctx.scope);
    if (!(await find(ctx, id))) return undefined;
    await ctx.db
      .updateTable('meal_sizes')
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return find(ctx, id);
  },
};
