import { type RawBuilder, sql } from 'kysely';
import { ChildRows } from '../../core/lists/child-rows.ts';
import { hasRow, Repository } from '../../core/lists/repository.ts';
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

/**
 * The rows a meal or a combo owns and edits inline (sizes, the meal's own extras), kept by
 * `ChildRows` (core/lists/child-rows.ts). Every method takes the caller's scope: a child is reached
 * only through an owner of the caller's tenant.
 */
export class MenuChildrenRepository extends Repository {
  /** The sizes of one owner table (meal or combo); a new size's owner must be the caller's. */
  sizes(list: SizeList): ChildRows<SizeValues> {
    return new ChildRows(this.db, {
      table: list.table,
      owner: list.owner,
      inTenant: (scope) => ownerInTenant(scope, list.owner, list.ownerTable),
      ownerOf: async (db, scope, ownerId) =>
        (await ownerVisible(db, scope, list.ownerTable, ownerId)) ? {} : undefined,
    });
  }

  /** The meal's own extras; a new extra is of the meal's brand. */
  extras(): ChildRows<ExtraValues> {
    return new ChildRows(this.db, {
      table: 'meal_extras',
      owner: 'meal_id',
      inTenant: (scope) => tenantCondition(scope, { brand: 'brand_id' }),
      ownerOf: (db, scope, mealId) =>
        db
          .selectFrom('meals')
          .select('brand_id')
          .where('id', '=', mealId)
          .where(tenantCondition(scope, { brand: 'brand_id' }))
          .executeTakeFirst(),
    });
  }

  /** Whether the owner (meal or combo) is one of the caller's tenant. */
  ownerVisible(scope: Scope, table: OwnerTable, id: number): Promise<boolean> {
    return ownerVisible(this.db, scope, table, id);
  }

  removeSizesExcept(scope: Scope, list: SizeList, ownerId: number, keep: readonly number[]): Promise<void> {
    return this.sizes(list).removeExcept(scope, ownerId, keep);
  }

  updateSize(
    scope: Scope,
    list: SizeList,
    ownerId: number,
    id: number,
    values: SizeValues,
  ): Promise<boolean> {
    return this.sizes(list).update(scope, ownerId, id, values);
  }

  insertSize(scope: Scope, list: SizeList, ownerId: number, values: SizeValues): Promise<boolean> {
    return this.sizes(list).insert(scope, ownerId, values);
  }

  removeExtrasExcept(scope: Scope, mealId: number, keep: readonly number[]): Promise<void> {
    return this.extras().removeExcept(scope, mealId, keep);
  }

  updateExtra(scope: Scope, mealId: number, id: number, values: ExtraValues): Promise<boolean> {
    return this.extras().update(scope, mealId, id, values);
  }

  insertExtra(scope: Scope, mealId: number, values: ExtraValues): Promise<boolean> {
    return this.extras().insert(scope, mealId, values);
  }
}

async function ownerVisible(db: Database, scope: Scope, table: OwnerTable, id: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where(tenantCondition(scope, { brand: 'brand_id' })),
  );
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
