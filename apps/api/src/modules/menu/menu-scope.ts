import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import type { RequestContext } from '../../core/context.ts';
import { forbidden, invalid } from '../../core/errors.ts';

/**
 * Tenancy of the menu: a brand's users (vendor, and a branch manager reading) see their brand's
 * records only; an admin sees every brand. Records of another brand are simply not found.
 */
export function inBrand(scope: Scope, column: string): RawBuilder<boolean> {
  return scope.kind === 'all' ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ${scope.brandId}`;
}

/** The menu is changed by the platform and by the brand, never by a branch (it only sets availability). */
export function assertMenuWriter(scope: Scope): void {
  if (scope.kind === 'branch') throw forbidden();
}

/**
 * The brand a new record belongs to: an admin names it (`brand_id`, required, must exist); a vendor's
 * comes from the token, and a `brand_id` naming another brand is refused.
 */
export async function resolveBrand(ctx: RequestContext, given: number | null | undefined): Promise<number> {
  assertMenuWriter(ctx.scope);
  if (ctx.scope.kind === 'brand') {
    if (given !== null && given !== undefined && given !== ctx.scope.brandId)
      throw invalid('brand_id', 'validation.unknown_field');
    return ctx.scope.brandId;
  }
  if (given === null || given === undefined) throw invalid('brand_id', 'validation.required');
  const brand = await ctx.db.selectFrom('brands').select('id').where('id', '=', given).executeTakeFirst();
  if (!brand) throw invalid('brand_id', 'validation.in');
  return brand.id;
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

/** The category, when given, must be one of the record's brand (422 otherwise, like a missing one). */
export async function assertCategory(
  ctx: RequestContext,
  brandId: number,
  categoryId: number | undefined,
): Promise<void> {
  if (categoryId === undefined) return;
  const found = await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!found) throw invalid('category_id', 'validation.in');
}

/** Every brand as `{ id, name }` in the request's language (the admin's brand filter and select). */
export async function brandOptions(ctx: RequestContext): Promise<{ id: number; name: string }[]> {
  const name = localized(ctx.locale, 'b.brand_ar', 'b.brand_en');
  const rows = await ctx.db
    .selectFrom('brands as b')
    .select(['b.id', name.as('name')])
    .where(inBrand(ctx.scope, 'b.id'))
    .orderBy('name')
    .orderBy('b.id')
    .limit(1000)
    .execute();
  return rows.map((row) => ({ id: row.id, name: String(row.name) }));
}
