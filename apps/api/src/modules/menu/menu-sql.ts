import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';

/** SQL fragments shared by the menu's repositories (never used outside a repository). */

/**
 * A menu record's tenant is its brand (`tenantCondition` with its brand column): the platform, the
 * brand's vendor, and a branch of the brand reading. A child row (size, extra, image, item) belongs
 * to its owner's brand.
 */
/** The tables that own child rows (sizes, extras, images, items); each has a `brand_id`. */
export type OwnerTable = 'meals' | 'meals_together';

/** The child row's owner (`ownerColumn`, e.g. `meal_id`) is a record of the caller's tenant. */
export function ownerInTenant(
  scope: Scope,
  ownerColumn: string,
  ownerTable: OwnerTable,
): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(ownerColumn)} IN (SELECT o.id FROM ${sql.table(ownerTable)} o WHERE ${tenantCondition(scope, { brand: 'o.brand_id' })})`;
}

/** `ar` or `en` column by the request's language. */
export function localized(locale: Locale, ar: string, en: string): RawBuilder<string> {
  return sql<string>`${sql.ref(locale === 'ar' ? ar : en)}`;
}

/** The brand's name in the request's language, for a record whose brand is `column`. */
export function brandName(locale: Locale, column: string): RawBuilder<string> {
  const name = locale === 'ar' ? 'b.brand_ar' : 'b.brand_en';
  return sql<string>`(SELECT ${sql.ref(name)} FROM brands b WHERE b.id = ${sql.ref(column)})`;
}

/** A meal is on a branch's menu unless the branch switched it off (no row: available). */
export function availableAt(branchId: number, meal: string): RawBuilder<boolean> {
  return sql<boolean>`coalesce((SELECT a.available FROM branch_meal_availability a
    WHERE a.branch_id = ${branchId} AND a.meal_id = ${sql.ref(meal)}), true)`;
}
