import type { RequestContext } from '../../core/http/context.ts';
import { forbidden, invalid } from '../../core/http/errors.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { MenuBrandsRepository } from './menu-brands.repository.ts';

/**
 * Rules of the menu's tenancy: a brand's users (vendor, and a branch manager reading) see their
 * brand's records only; an admin sees every brand. Records of another brand are simply not found
 * (the repositories put the caller's scope in every query).
 */

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
  if (!(await new MenuBrandsRepository(ctx.db).exists(ctx.scope, given)))
    throw invalid('brand_id', 'validation.in');
  return given;
}

/** The category, when given, must be one of the record's brand (422 otherwise, like a missing one). */
export async function assertCategory(
  ctx: RequestContext,
  brandId: number,
  categoryId: number | undefined,
): Promise<void> {
  if (categoryId === undefined) return;
  if (!(await new CategoriesRepository(ctx.db).existsInBrand(ctx.scope, brandId, categoryId)))
    throw invalid('category_id', 'validation.in');
}

/** Every brand as `{ id, name }` in the request's language (the admin's brand filter and select). */
export function brandOptions(ctx: RequestContext): Promise<{ id: number; name: string }[]> {
  return new MenuBrandsRepository(ctx.db).options(ctx.scope, ctx.locale);
}

/** The writes every plain menu record has: delete, and flip `blocked` (answering the record re-read). */
interface RemoveAndToggle {
  remove(scope: Scope, id: number): Promise<boolean>;
  toggle(scope: Scope, id: number): Promise<boolean>;
}

/** Delete and status toggle of a menu record, by the menu's writers only (never a branch). */
export function menuRemoveAndToggle<R>(
  repo: (ctx: RequestContext) => RemoveAndToggle,
  find: (ctx: RequestContext, id: number) => Promise<R | undefined>,
) {
  return {
    async remove(ctx: RequestContext, id: number) {
      assertMenuWriter(ctx.scope);
      return repo(ctx).remove(ctx.scope, id);
    },
    toggle: menuToggle(repo, find),
  };
}

/** A new menu record of the brand `brandId` (it replaces any `brand_id` given), answered re-read. */
export async function insertInBrand<T extends { brand_id?: unknown }, R>(
  ctx: RequestContext,
  repo: { insert(scope: Scope, values: Omit<T, 'brand_id'> & { brand_id: number }): Promise<number> },
  find: (ctx: RequestContext, id: number) => Promise<R | undefined>,
  brandId: number,
  input: T,
): Promise<R | undefined> {
  const { brand_id: _ignored, ...values } = input;
  return find(ctx, await repo.insert(ctx.scope, { ...values, brand_id: brandId }));
}

/**
 * The update of a menu record, by the menu's writers only: the record as the caller sees it (none:
 * not found), checked against the input by `check`, written with `values` of the input, and re-read.
 */
export function menuUpdate<R, I, V>(
  repo: (ctx: RequestContext) => { update(scope: Scope, id: number, values: V): Promise<boolean> },
  find: (ctx: RequestContext, id: number) => Promise<R | undefined>,
  check: (ctx: RequestContext, current: R, input: I, id: number) => Promise<void>,
  values: (input: I) => V,
) {
  return async (ctx: RequestContext, id: number, input: I) => {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return undefined;
    await check(ctx, current, input, id);
    if (!(await repo(ctx).update(ctx.scope, id, values(input)))) return undefined;
    return find(ctx, id);
  };
}

/** The status toggle of a menu record, by the menu's writers only: the record re-read, or none. */
export function menuToggle<R>(
  repo: (ctx: RequestContext) => Pick<RemoveAndToggle, 'toggle'>,
  find: (ctx: RequestContext, id: number) => Promise<R | undefined>,
) {
  return async (ctx: RequestContext, id: number) => {
    assertMenuWriter(ctx.scope);
    return (await repo(ctx).toggle(ctx.scope, id)) ? find(ctx, id) : undefined;
  };
}
