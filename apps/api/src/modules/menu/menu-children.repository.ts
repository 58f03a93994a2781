import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import { type OwnerTable, ownerInTenant } from './menu-sql.ts';

/** A list of sizes edited inline with its owner (a meal or a combo). */
export interface SizeList {
  table: 'meal_sizes' | 'meals_together_sizes';
  owner: 'meal_id' | 'combo_id';
  ownerTable: OwnerTable;
  /** Whether the table has a `blocked` flag. */
  blockable: boolean;
}

export const MEAL_SIZES: SizeList = {
  table: 'meal_sizes',
  owner: 'meal_id',
  ownerTable: 'meals',
  blockable: true,
};
export const COMBO_SIZES: SizeList = {
  table: 'meals_together_sizes',
  owner: 'combo_id',
  ownerTable: 'meals_together',
  blockable: false,
};

export interface SizeValues {
  name_ar: string;
  name_en: string;
  price: string;
  position: number;
}

export interface ExtraValues {
  meal_extra_name_ar: string;
  meal_extra_name_en: string;
  price: string;
}

/** The two size tables seen through plain rows; their names come from the constants above only. */
type LooseDB = Record<string, Record<string, unknown>>;

/**
 * The rows a meal or a combo owns and edits inline (sizes, the meal's own extras). Every method takes
 * the caller's scope: a child is reached only through an owner of the caller's tenant.
 */
export class MenuChildrenRepository {
  readonly #db: Database;
  constructor(db: Database) {
    this.#db = db;
  }

  get #loose() {
    return this.#db as unknown as Kysely<LooseDB>;
  }

  /** Whether the owner (meal or combo) is one of the caller's tenant. */
  async ownerVisible(scope: Scope, table: OwnerTable, id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The owner's sizes other than `keep` are removed. */
  async removeSizesExcept(
    scope: Scope,
    list: SizeList,
    ownerId: number,
    keep: readonly number[],
  ): Promise<void> {
    let removal = this.#loose
      .deleteFrom(list.table)
      .where(list.owner, '=', ownerId)
      .where(ownerInTenant(scope, list.owner, list.ownerTable));
    if (keep.length > 0) removal = removal.where('id', 'not in', keep);
    await removal.execute();
  }

  /** Whether the owner's size was found (and changed). */
  async updateSize(
    scope: Scope,
    list: SizeList,
    ownerId: number,
    id: number,
    values: SizeValues,
  ): Promise<boolean> {
    const result = await this.#loose
      .updateTable(list.table)
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(list.owner, '=', ownerId)
      .where(ownerInTenant(scope, list.owner, list.ownerTable))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Whether the owner is the caller's (and the size was added). */
  async insertSize(scope: Scope, list: SizeList, ownerId: number, values: SizeValues): Promise<boolean> {
    if (!(await this.ownerVisible(scope, list.ownerTable, ownerId))) return false;
    await this.#loose
      .insertInto(list.table)
      .values({ ...values, [list.owner]: ownerId })
      .execute();
    return true;
  }

  /** The meal's own extras other than `keep` are removed. */
  async removeExtrasExcept(scope: Scope, mealId: number, keep: readonly number[]): Promise<void> {
    let removal = this.#db
      .deleteFrom('meal_extras')
      .where('meal_id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }));
    if (keep.length > 0) removal = removal.where('id', 'not in', keep);
    await removal.execute();
  }

  /** Whether the meal's extra was found (and changed). */
  async updateExtra(scope: Scope, mealId: number, id: number, values: ExtraValues): Promise<boolean> {
    const result = await this.#db
      .updateTable('meal_extras')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('meal_id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** An extra of the meal, of the meal's brand; whether the meal is the caller's (and the extra was added). */
  async insertExtra(scope: Scope, mealId: number, values: ExtraValues): Promise<boolean> {
    const meal = await this.#db
      .selectFrom('meals')
      .select('brand_id')
      .where('id', '=', mealId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
    if (!meal) return false;
    await this.#db
      .insertInto('meal_extras')
      .values({ ...values, brand_id: meal.brand_id, meal_id: mealId })
      .execute();
    return true;
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
