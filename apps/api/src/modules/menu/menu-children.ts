import { invalid, notFound } from '../../core/http/errors.ts';
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
