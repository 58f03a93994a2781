import { type RawBuilder, sql } from 'kysely';
import type { RequestContext } from '../../core/context.ts';
import { equals, isTrue, rangeBound, textMatch, whereFilters } from '../../core/list-query.ts';
import { COMBO_SIZES, sizesJson } from './menu-children.ts';
import { COMBO_GALLERY, galleryJson, toGallery } from './menu-images.ts';
import { brandName, inBrand } from './menu-scope.ts';

/** Sort key → column: no processing time here (SPEC §5). */
export const comboSorts = {
  id: 't.id',
  meal_name_ar: 't.name_ar',
  meal_name_en: 't.name_en',
  price: 't.price',
  created_at: 't.created_at',
};

const filters: Record<string, (value: string) => RawBuilder<boolean>> = {
  name: (v) => textMatch(['t.name_ar', 't.name_en'], v),
  brand_id: (v) => equals('t.brand_id', Number(v)),
  blocked: (v) => equals('t.blocked', isTrue(v)),
  price_from: (v) => rangeBound('t.price', 'number', 'from', v),
  price_to: (v) => rangeBound('t.price', 'number', 'to', v),
  created_at_from: (v) => rangeBound('t.created_at', 'date', 'from', v),
  created_at_to: (v) => rangeBound('t.created_at', 'date', 'to', v),
};

interface ItemJson {
  meal_id: number;
  meal_name_ar: string;
  meal_name_en: string;
  quantity: number;
}

const itemsJson = sql<ItemJson[]>`coalesce((
  SELECT json_agg(json_build_object('meal_id', i.meal_id, 'meal_name_ar', m.meal_name_ar,
    'meal_name_en', m.meal_name_en, 'quantity', i.quantity) ORDER BY i.id)
  FROM meals_together_items i JOIN meals m ON m.id = i.meal_id WHERE i.combo_id = t.id), '[]'::json)`;

/** Combos the caller's scope may see, named like meals (`meal_name_ar`, …) for one shared form. */
export function comboQuery(ctx: RequestContext, given: Readonly<Record<string, string>> = {}) {
  const qb = ctx.db
    .selectFrom('meals_together as t')
    .select([
      't.id',
      't.brand_id',
      't.name_ar as meal_name_ar',
      't.name_en as meal_name_en',
      't.description_ar as meal_description_ar',
      't.description_en as meal_description_en',
      't.price',
      't.offer_price',
      't.tax',
      't.blocked',
      't.created_at',
      't.updated_at',
      brandName(ctx.locale, 't.brand_id').as('brand_name'),
      itemsJson.as('items'),
      sizesJson(COMBO_SIZES, 't.id').as('sizes'),
      galleryJson(COMBO_GALLERY, 't.id').as('images'),
    ])
    .where(inBrand(ctx.scope, 't.brand_id'));
  return qb.where(whereFilters(given, filters, 'meals-together'));
}

type ComboRow = Awaited<ReturnType<ReturnType<typeof comboQuery>['executeTakeFirstOrThrow']>>;

export function toComboRecord(row: ComboRow) {
  return { ...row, ...toGallery(row.images) };
}

export async function findCombo(ctx: RequestContext, id: number) {
  const row = await comboQuery(ctx).where('t.id', '=', id).executeTakeFirst();
  return row ? toComboRecord(row) : undefined;
}
