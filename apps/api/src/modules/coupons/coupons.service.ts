import { couponRuleIssues, coupons as couponsDef } from '@sufra/contract/resources/coupons';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, forbidden, notFound, pgErrorCode, validationFailed } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import { CouponsRepository } from './coupons.repository.ts';

const repo = (ctx: RequestContext, db = ctx.db) => new CouponsRepository(db);
const find = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

const used = () => new AppError(422, 'errors.coupon_used');

/** A 422 on one field, named with the coupon's own labels ("Coupon code", not the order form's "Coupon"). */
const invalidField = (field: string, key: string, params: Record<string, number> = {}) =>
  validationFailed([{ field, key, params: { field, ...params } }], couponsDef.labels);
const otherBranches = () => invalidField('branch_ids', 'errors.coupon_branch_other_brand');

/** The rules tying fields together (contract `couponRuleIssues`), on the coupon as it will be. */
function assertRules(values: Parameters<typeof couponRuleIssues>[0]): void {
  const issues = couponRuleIssues(values);
  if (issues.length > 0)
    throw validationFailed(
      issues.map((issue) => ({ ...issue, params: { field: issue.field } })),
      couponsDef.labels,
    );
}

/** A brand's coupon names its own branches only; the platform's names none (it works everywhere). */
async function assertBranches(
  ctx: RequestContext,
  brandId: number | null,
  branchIds: readonly number[] | undefined,
) {
  if (!branchIds || branchIds.length === 0) return;
  const unique = [...new Set(branchIds)];
  if (brandId === null || (await repo(ctx).countBrandBranches(ctx.scope, brandId, unique)) !== unique.length)
    throw otherBranches();
}

async function assertFreeCode(ctx: RequestContext, code: string | undefined, exceptId?: number) {
  if (code !== undefined && (await repo(ctx).codeTaken(code, exceptId)))
    throw invalidField('coupon_code', 'errors.duplicate');
}

/** A code taken by a coupon written meanwhile: the unique index refuses, with the same message. */
function duplicateCode(error: unknown): never {
  if (pgErrorCode(error) === '23505') throw invalidField('coupon_code', 'errors.duplicate');
  throw error;
}

/**
 * Coupons: the platform's (an admin's, usable at every brand) and a brand's (its vendor's, at its
 * branches or the ones it names). Branch users read the ones usable at their branch. Uses are
 * counted by order placement (orders module); here the limits that protect them: the maximum never
 * below the uses made, and a used coupon never deleted (its orders keep it).
 */
export const couponsService: ServiceOf<typeof couponsDef> = {
  ...localizedReads<typeof couponsDef>((ctx) => repo(ctx)),
  async create(ctx, input) {
    if (ctx.scope.kind === 'branch') throw forbidden();
    const brandId = ctx.scope.kind === 'brand' ? ctx.scope.brandId : null;
    assertRules(input);
    await assertBranches(ctx, brandId, input.branch_ids);
    await assertFreeCode(ctx, input.coupon_code);
    const { branch_ids: branchIds = [], ...values } = input;
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const coupons = repo(ctx, trx);
        const created = await coupons.insert(ctx.scope, { ...values, brand_id: brandId });
        await coupons.setBranches(created, branchIds);
        return created.id;
      })
      .catch(duplicateCode);
    return find(ctx, id);
  },
  async update(ctx, id, input) {
    if (ctx.scope.kind === 'branch') throw forbidden();
    const current = await find(ctx, id);
    if (!current) return undefined;
    assertRules({
      type: input.type ?? current.type,
      discount_amount_code: input.discount_amount_code ?? current.discount_amount_code,
      max_use_code: input.max_use_code ?? current.max_use_code,
      start_date: input.start_date ?? current.start_date,
      end_date: input.end_date ?? current.end_date,
    });
    await assertBranches(ctx, current.brand_id, input.branch_ids);
    await assertFreeCode(ctx, input.coupon_code, id);
    const { branch_ids: branchIds, ...values } = input;
    const changed = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const coupons = repo(ctx, trx);
        // The uses counted meanwhile (an order placed now) are seen under the row's lock.
        const locked = await coupons.lockCounts(ctx.scope, id);
        if (!locked) return false;
        if (values.max_use_code !== undefined && values.max_use_code < locked.used_count)
          throw invalidField('max_use_code', 'validation.max_use_below_used', { used: locked.used_count });
        if (Object.keys(values).length > 0 && !(await coupons.update(ctx.scope, id, values))) return false;
        if (branchIds !== undefined) await coupons.setBranches(locked, branchIds);
        return true;
      })
      .catch(duplicateCode);
    return changed ? find(ctx, id) : undefined;
  },
  async remove(ctx, id) {
    if (ctx.scope.kind === 'branch') throw forbidden();
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const coupons = repo(ctx, trx);
        const locked = await coupons.lockCounts(ctx.scope, id);
        if (!locked) return false;
        if (locked.ever_used) throw used();
        return coupons.remove(ctx.scope, id);
      });
    } catch (error) {
      // An order that took the coupon meanwhile: its foreign key refuses, with the same message.
      if (pgErrorCode(error) === '23503') throw used();
      throw error;
    }
  },
  async toggle(ctx, id) {
    if (ctx.scope.kind === 'branch') throw forbidden();
    return (await repo(ctx).toggle(ctx.scope, id)) ? find(ctx, id) : undefined;
  },
};

/** A page of a coupon's uses, the coupon read in the caller's scope first. */
export async function couponUses(ctx: RequestContext, id: number, page: { page: number; perPage: number }) {
  if (!(await find(ctx, id))) throw notFound();
  return repo(ctx).uses(ctx.scope, id, page.page, page.perPage);
}
