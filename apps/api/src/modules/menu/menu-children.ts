import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import { invalid, notFound } from '../../core/errors.ts';
import type { Database } from '../../db/database.ts';
import { MenuChildrenRepository, type SizeList } from './menu-children.repository.ts';

/**
 * Sizes (of a meal or a combo) and extras (of a meal) edited inline with their owner, in the
 * owner's transaction: entries sent with an `id` of this owner are updated, entries without one are
 * added, and the owner's entries not sent are removed.
 */
export interface SizeInput {
  id: number | null;
  mealSizes_ar: string;
  mealSizes_en: string;
  price: string;
}

export interface ExtraInput {
  id: number | null;
  meal_extra_name_ar: string;
  meal_extra_name_en: string;
  price: string;
}

export async function syncSizes(
  trx: Database,
  scope: Scope,
  list: SizeList,
  ownerId: number,
  sizes: readonly SizeInput[],
): Promise<void> {
  const repo = new MenuChildrenRepository(trx);
  const keep = sizes.flatMap((size) => (size.id ? [size.id] : []));
  await repo.removeSizesExcept(scope, list, ownerId, keep);
  for (const [index, size] of sizes.entries()) {
    const values = {
      name_ar: size.mealSizes_ar,
      name_en: size.mealSizes_en,
      price: size.price,
      position: index + 1,
    };
    if (size.id) {
      if (!(await repo.updateSize(scope, list, ownerId, size.id, values)))
        throw invalid(`sizes.${index}.id`, 'validation.in');
    } else if (!(await repo.insertSize(scope, list, ownerId, values))) throw notFound();
  }
}

export async function syncExtras(
  trx: Database,
  scope: Scope,
  mealId: number,
  extras: readonly ExtraInput[],
): Promise<void> {
  const repo = new MenuChildrenRepository(trx);
  const keep = extras.flatMap((extra) => (extra.id ? [extra.id] : []));
  await repo.removeExtrasExcept(scope, mealId, keep);
  for (const [index, extra] of extras.entries()) {
    const values = {
      meal_extra_name_ar: extra.meal_extra_name_ar,
      meal_extra_name_en: extra.meal_extra_name_en,
      price: extra.price,
    };
    if (extra.id) {
      if (!(await repo.updateExtra(scope, mealId, extra.id, values)))
        throw invalid(`extras.${index}.id`, 'validation.in');
    } else if (!(await repo.insertExtra(scope, mealId, values))) throw notFound();
  }
}

export interface SizeJson {
  id: number;
  mealSizes_ar: string;
  mealSizes_en: string;
  price: string;
  blocked: boolean;
}

/** The owner's sizes as JSON in their order (prices as exact strings). */
export function sizesJson(list: SizeList, ownerRef: string): RawBuilder<SizeJson[]> {
  const blocked = list.blockable ? sql`s.blocked` : sql`false`;
  return sql<SizeJson[]>`coalesce((
    SELECT json_agg(json_build_object('id', s.id, 'mealSizes_ar', s.name_ar, 'mealSizes_en', s.name_en,
      'price', s.price::text, 'blocked', ${blocked}) ORDER BY s.position, s.id)
    FROM ${sql.table(list.table)} s WHERE ${sql.ref(`s.${list.owner}`)} = ${sql.ref(ownerRef)}), '[]'::json)`;
}

export interface ExtraJson {
  id: number;
  meal_extra_name_ar: string;
  meal_extra_name_en: string;
  price: string;
  blocked: boolean;
}

/** The meal's own extras as JSON (extras of the whole brand are listed under `meal-extras`). */
export function extrasJson(mealRef: string): RawBuilder<ExtraJson[]> {
  return sql<ExtraJson[]>`coalesce((
    SELECT json_agg(json_build_object('id', e.id, 'meal_extra_name_ar', e.meal_extra_name_ar,
      'meal_extra_name_en', e.meal_extra_name_en, 'price', e.price::text, 'blocked', e.blocked) ORDER BY e.id)
    FROM meal_extras e WHERE e.meal_id = ${sql.ref(mealRef)}), '[]'::json)`;
}
