import { type branchUsers as branchUsersDef, SUB_ROLE_ROLE_ID } from '@sufra/contract/resources/branch-users';
import type { BranchSubRole } from '@sufra/contract/user-types';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, forbidden, invalid } from '../../core/http/errors.ts';
import type { Option, ServiceOf } from '../../core/lists/crud.ts';
import { staffSessions } from '../../core/sessions/sessions.ts';
import type { Database } from '../../db/database.ts';
import * as accounts from '../users/accounts.ts';
import { BranchUsersRepository } from './branch-users.repository.ts';

const repo = (db: Database, ctx: RequestContext) => new BranchUsersRepository(db, ctx.locale);

/** Of the branch staff, only the manager manages staff (a custom role can never lend it to others). */
function assertManages(ctx: RequestContext): void {
  if (ctx.scope.kind === 'branch' && ctx.actor.subRole !== 'manager') throw forbidden();
}

/** A branch manager adds and changes kitchen and cashier accounts only. */
function assertSubRoleAllowed(ctx: RequestContext, subRole: BranchSubRole | undefined): void {
  if (ctx.scope.kind === 'branch' && subRole === 'manager')
    throw new AppError(422, 'errors.validation', {
      issues: [{ field: 'sub_role', key: 'errors.manager_staff_only', params: { field: 'sub_role' } }],
    });
}

/** The branch named (or, for a branch manager, their own) with its brand; another tenant's → 422. */
async function resolveBranch(ctx: RequestContext, db: Database, branchId: number | null | undefined) {
  const id = branchId ?? (ctx.scope.kind === 'branch' ? ctx.scope.branchId : undefined);
  if (id === undefined) throw invalid('branch_id', 'validation.required');
  const branch = await repo(db, ctx).branchOf(ctx.scope, id);
  if (!branch) throw invalid('branch_id', 'validation.in');
  return branch;
}

export const branchUsersService: ServiceOf<typeof branchUsersDef> = {
  list(ctx, q) {
    assertManages(ctx);
    return repo(ctx.db, ctx).list(ctx.scope, q.filters).page(q);
  },
  exportRows(ctx, q) {
    assertManages(ctx);
    return repo(ctx.db, ctx).list(ctx.scope, q.filters).batches(q);
  },
  options(ctx) {
    assertManages(ctx);
    return repo(ctx.db, ctx).options(ctx.scope);
  },
  show(ctx, id) {
    assertManages(ctx);
    return repo(ctx.db, ctx).find(ctx.scope, id);
  },
  async create(ctx, input) {
    assertManages(ctx);
    assertSubRoleAllowed(ctx, input.sub_role);
    const branch = await resolveBranch(ctx, ctx.db, input.branch_id);
    await accounts.assertEmailFree(ctx.db, input.email);
    const id = await repo(ctx.db, ctx)
      .insert(ctx.scope, {
        ...(await accounts.newAccount(input)),
        sub_role: input.sub_role,
        role_id: SUB_ROLE_ROLE_ID[input.sub_role],
        branch_id: branch.id,
        brand_id: branch.brand_id,
      })
      .catch(accounts.rethrowEmailTaken);
    return repo(ctx.db, ctx).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    assertManages(ctx);
    assertSubRoleAllowed(ctx, input.sub_role);
    const passwordHash = await accounts.passwordHashOf(input.password);
    const found = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo(trx, ctx).find(ctx.scope, id))) return false;
      const branch =
        input.branch_id === undefined ? undefined : await resolveBranch(ctx, trx, input.branch_id);
      if (input.email !== undefined) await accounts.assertEmailFree(trx, input.email, id);
      await repo(trx, ctx)
        .update(ctx.scope, id, {
          ...accounts.contactChanges(input),
          ...(input.sub_role !== undefined
            ? { sub_role: input.sub_role, role_id: SUB_ROLE_ROLE_ID[input.sub_role] }
            : {}),
          ...(branch ? { branch_id: branch.id, brand_id: branch.brand_id } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .catch(accounts.rethrowEmailTaken);
      // A password set by the manager ends the account's sessions: the old one no longer signs anyone in.
      if (passwordHash) await staffSessions.revokeAll(trx, id);
      return true;
    });
    return found ? repo(ctx.db, ctx).find(ctx.scope, id) : undefined;
  },
  async remove(ctx, id) {
    assertManages(ctx);
    accounts.assertNotSelf(ctx.actor.userId, id);
    // Its sessions go with the account (ON DELETE CASCADE): the token answers 401 at once.
    return repo(ctx.db, ctx).remove(ctx.scope, id);
  },
  async toggle(ctx, id) {
    assertManages(ctx);
    accounts.assertNotSelf(ctx.actor.userId, id);
    const found = await ctx.db
      .transaction()
      .execute((trx) => accounts.toggleAccount(trx, id, () => repo(trx, ctx).toggle(ctx.scope, id)));
    return found ? repo(ctx.db, ctx).find(ctx.scope, id) : undefined;
  },
};

/** The branches the caller may give staff (`staff-branches`). */
export function staffBranchOptions(ctx: RequestContext): Promise<Option[]> {
  assertManages(ctx);
  return repo(ctx.db, ctx).branchOptions(ctx.scope);
}
