import { type Kysely, type RawBuilder, sql } from 'kysely';
import { invalid } from '../../core/errors.ts';
import type { Database } from '../../db/database.ts';

/**
 * Sizes (of a meal or a combo) and extras (of a meal) edited inline with their owner, in the
 * owner's transaction: entries sent with an `id` of this owner are updated, entries without one are
 * added, and the owner's entries not sent are removed.
 */
export interface SizeList {
  table: 'meal_sizes' | 'meals_together_sizes';
  owner: 'meal_id' | 'combo_id';
  /** Whether the table has a `blocked` flag. */
  blockable: boolean;
}

export const MEAL_SIZES: SizeList = { table: 'meal_sizes', owner: 'meal_id', blockable: true };
export const COMBO_SIZES: SizeList = { table: 'meals_together_sizes', owner: 'combo_id', blockable: false };

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

/** The two size tables seen through plain rows; their names come from the constants above only. */
type LooseDB = Record<string, Record<string, unknown>>;
const loose = (db: Database) => db as unknown as Kysely<LooseDB>;

export async function syncSizes(
  trx: Database,
  list: SizeList,
  ownerId: number,
  sizes: readonly SizeInput[],
): Promise<void> {
  const db = loose(trx);
  const keep = sizes.flatMap((size) => (size.id ? [size.id] : []));
  let removal = db.deleteFrom(list.table).where(list.owner, '=', ownerId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [index, size] of sizes.entries()) {
    const values = {
      name_ar: size.mealSizes_ar,
      name_en: size.mealSizes_en,
      price: size.price,
      position: index + 1,
    };
    if (size.id) {
      const updated = await db
        .updateTable(list.table)
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', size.id)
        .where(list.owner, '=', ownerId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw invalid(`sizes.${index}.id`, 'validation.in');
    } else {
      await db
        .insertInto(list.table)
        .values({ ...values, [list.owner]: ownerId })
        .execute();
    }
  }
}

export async function syncExtras(
  trx: Database,
  brandId: number,
  mealId: number,
  extras: readonly ExtraInput[],
): Promise<void> {
  const keep = extras.flatMap((extra) => (extra.id ? [extra.id] : []));
  let removal = trx.deleteFrom('meal_extras').where('meal_id', '=', mealId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const [index, extra] of extras.entries()) {
    const values = {
      meal_extra_name_ar: extra.meal_extra_name_ar,
      meal_extra_name_en: extra.meal_extra_name_en,
      price: extra.price,
    };
    if (extra.id) {
      const updated = await trx
        .updateTable('meal_extras')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', extra.id)
        .where('meal_id', '=', mealId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw invalid(`extras.${index}.id`, 'validation.in');
    } else {
      await trx
        .insertInto('meal_extras')
        .values({ ...values, brand_id: brandId, meal_id: mealId })
        .execute();
    }
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
