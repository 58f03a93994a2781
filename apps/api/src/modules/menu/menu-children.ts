import { syncChildren } from '../../core/lists/child-rows.ts';
import type { Scope } from '../../core/sessions/actor.ts';
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

export function syncSizes(
  trx: Database,
  scope: Scope,
  list: SizeList,
  ownerId: number,
  sizes: readonly SizeInput[],
): Promise<void> {
  const values = (size: SizeInput, index: number) => ({
    name_ar: size.mealSizes_ar,
    name_en: size.mealSizes_en,
    price: size.price,
    position: index + 1,
  });
  const rows = new MenuChildrenRepository(trx).sizes(list);
  return syncChildren(rows, scope, ownerId, sizes, values, (index) => `sizes.${index}.id`);
}

export function syncExtras(
  trx: Database,
  scope: Scope,
  mealId: number,
  extras: readonly ExtraInput[],
): Promise<void> {
  const values = ({ meal_extra_name_ar, meal_extra_name_en, price }: ExtraInput) => ({
    meal_extra_name_ar,
    meal_extra_name_en,
    price,
  });
  const rows = new MenuChildrenRepository(trx).extras();
  return syncChildren(rows, scope, mealId, extras, values, (index) => `extras.${index}.id`);
}
