import { type RawBuilder, sql } from 'kysely';
import type { RequestContext } from '../../core/context.ts';
import { equals, isTrue, rangeBound, textMatch, whereFilters } from '../../core/list-query.ts';
import { extrasJson, MEAL_SIZES, sizesJson } from './menu-children.ts';
import { galleryJson, MEAL_GALLERY, toGallery } from './menu-images.ts';
import { brandName, inBrand, localized } from './menu-scope.ts';

/** Sort key → column (allowlist; the contract declares the same keys). */
export const mealSorts = {
  id: 'm.id',
  meal_name_ar: 'm.meal_name_ar',
  meal_name_en: 'm.meal_name_en',
  price: 'm.price',
  processing_time: 'm.processing_time',
  created_at: 'm.created_at',
};

/** Whether the meal is available at the caller's branch (no row: available); null for brand-wide callers. */
function availability(ctx: RequestContext): RawBuilder<boolean | null> {
  if (ctx.scope.kind !== 'branch') return sql<null>`null::boolean`;
  return sql<boolean>`coalesce((SELECT a.available FROM branch_meal_availability a
    WHERE a.branch_id = ${ctx.scope.branchId} AND a.meal_id = m.id), true)`;
}

function mealFilters(ctx: RequestContext): Record<string, (value: string) => RawBuilder<boolean>> {
  return {
    name: (v) => textMatch(['m.meal_name_ar', 'm.meal_name_en'], v),
    brand_id: (v) => equals('m.brand_id', Number(v)),
    category_id: (v) => equals('m.category_id', Number(v)),
    blocked: (v) => equals('m.blocked', isTrue(v)),
    order_together: (v) => equals('m.order_together', isTrue(v)),
    price_from: (v) => rangeBound('m.price', 'number', 'from', v),
    price_to: (v) => rangeBound('m.price', 'number', 'to', v),
    created_at_from: (v) => rangeBound('m.created_at', 'date', 'from', v),
    created_at_to: (v) => rangeBound('m.created_at', 'date', 'to', v),
    available: (v) => sql<boolean>`${availability(ctx)} = ${isTrue(v)}`,
  };
}

/** Meals the caller's scope may see, with their brand and category names, images, sizes and extras. */
export function mealQuery(ctx: RequestContext, filters: Readonly<Record<string, string>> = {}) {
  const qb = ctx.db
    .selectFrom('meals as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .selectAll('m')
    .select([
      brandName(ctx.locale, 'm.brand_id').as('brand_name'),
      localized(ctx.locale, 'c.category_name_ar', 'c.category_name_en').as('category_name'),
      availability(ctx).as('available'),
      galleryJson(MEAL_GALLERY, 'm.id').as('images'),
      sizesJson(MEAL_SIZES, 'm.id').as('sizes'),
      extrasJson('m.id').as('extras'),
    ])
    .where(inBrand(ctx.scope, 'm.brand_id'));
  const conditions = mealFilters(ctx);
  return qb.where(whereFilters(filters, conditions, 'meals'));
}

type MealRow = Awaited<ReturnType<ReturnType<typeof mealQuery>['executeTakeFirstOrThrow']>>;

/** Image keys become URLs. */
export function toMealRecord(row: MealRow) {
  return { ...row, ...toGallery(row.images) };
}

export async function findMeal(ctx: RequestContext, id: number) {
  const row = await mealQuery(ctx).where('m.id', '=', id).executeTakeFirst();
  return row ? toMealRecord(row) : undefined;
}
