import { brandMayOperate } from '@sufra/contract/approval';
import type { branches as branchesDef } from '@sufra/contract/resources/branches';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, forbidden, invalid, pgErrorCode } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import type { Database } from '../../db/database.ts';
import {
  BranchesRepository,
  type BranchValues,
  cityExists,
  districtInCity,
  lockBrand,
} from './branches.repository.ts';

type Create = z.output<typeof branchesDef.create>;

const repo = (db: Database) => new BranchesRepository(db);
const findBranch = (ctx: RequestContext, id: number) => repo(ctx.db).find(ctx.scope, ctx.locale, id);

/** Branches are changed by the platform and by their brand, never by a branch user. */
function assertBranchWriter(ctx: RequestContext): void {
  if (ctx.scope.kind === 'branch') throw forbidden();
}

/** The city must exist (active), and the district, when given, must be one of its districts. */
async function assertPlace(db: Database, cityId: number, districtId: number | null): Promise<void> {
  if (!(await cityExists(db, cityId))) throw invalid('city_id', 'validation.in');
  if (districtId !== null && !(await districtInCity(db, cityId, districtId)))
    throw invalid('district_id', 'validation.district_city');
}

/**
 * The brand a new branch belongs to: an admin names it (`brand_id`, must exist), a vendor's is its
 * token's (another brand's id is refused). A brand that may not operate yet, or a single-branch
 * brand that already has its branch, gets none. The brand row stays locked until the insert commits.
 */
async function brandForNewBranch(trx: Database, ctx: RequestContext, given: number | null): Promise<number> {
  let brandId: number;
  if (ctx.scope.kind === 'brand') {
    if (given !== null && given !== ctx.scope.brandId) throw invalid('brand_id', 'validation.unknown_field');
    brandId = ctx.scope.brandId;
  } else {
    if (given === null) throw invalid('brand_id', 'validation.required');
    brandId = given;
  }
  const brand = await lockBrand(trx, ctx.scope, brandId);
  if (!brand) throw invalid('brand_id', 'validation.in');
  if (!brandMayOperate(brand.status)) throw invalid('brand_id', 'validation.brand_not_operating');
  if (brand.single_branch && brand.branches > 0) throw new AppError(422, 'errors.single_branch_limit');
  return brandId;
}

function rowValues(input: Create): BranchValues {
  const { brand_id: _brand, working_hours: _hours, ...values } = input;
  return values;
}

export const branchesService: ServiceOf<typeof branchesDef> = {
  ...localizedReads<typeof branchesDef>((ctx) => repo(ctx.db)),

  async create(ctx, input) {
    assertBranchWriter(ctx);
    await assertPlace(ctx.db, input.city_id, input.district_id);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const brandId = await brandForNewBranch(trx, ctx, input.brand_id);
      const branches = repo(trx);
      const branchId = await branches.insert(ctx.scope, brandId, rowValues(input));
      await branches.replaceHours(ctx.scope, branchId, input.working_hours);
      return branchId;
    });
    return findBranch(ctx, id);
  },

  async update(ctx, id, input) {
    assertBranchWriter(ctx);
    const current = await repo(ctx.db).current(ctx.scope, id);
    if (!current) return undefined;
    const { working_hours: hours, ...values } = input;
    if (values.city_id !== undefined || values.district_id !== undefined) {
      const cityId = values.city_id ?? current.city_id;
      if (cityId === null) throw invalid('city_id', 'validation.required');
      // A new city without a district clears the old city's district.
      const districtId =
        values.district_id !== undefined
          ? values.district_id
          : values.city_id !== current.city_id
            ? null
            : current.district_id;
      await assertPlace(ctx.db, cityId, districtId);
      values.district_id = districtId;
    }
    const found = await ctx.db.transaction().execute(async (trx) => {
      const branches = repo(trx);
      // Updating the row first locks it: concurrent edits of the same branch queue here.
      if (!(await branches.update(ctx.scope, id, values))) return false;
      if (hours) await branches.replaceHours(ctx.scope, id, hours);
      return true;
    });
    return found ? findBranch(ctx, id) : undefined;
  },

  /** Nothing is ever lost: a branch with orders, reservations or staff is kept (block it instead). */
  async remove(ctx, id) {
    assertBranchWriter(ctx);
    if (!(await repo(ctx.db).current(ctx.scope, id))) return false;
    const usage = await repo(ctx.db).usage(ctx.scope, id);
    if (usage.records) throw new AppError(422, 'errors.branch_in_use');
    if (usage.staff) throw new AppError(422, 'errors.branch_has_staff');
    // An order placed meanwhile still keeps it (its foreign key refuses the delete).
    return repo(ctx.db)
      .remove(ctx.scope, id)
      .catch((error: unknown) => {
        if (pgErrorCode(error) === '23503') throw new AppError(422, 'errors.branch_in_use');
        throw error;
      });
  },

  async toggle(ctx, id) {
    assertBranchWriter(ctx);
    return (await repo(ctx.db).toggle(ctx.scope, id)) ? findBranch(ctx, id) : undefined;
  },
};

/** The branch manager's own branch: reads only. */
export const ownBranchService = {
  list: branchesService.list,
  exportRows: branchesService.exportRows,
  options: branchesService.options,
  show: branchesService.show,
};
