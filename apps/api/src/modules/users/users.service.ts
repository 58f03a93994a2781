import type { users as usersDef } from '@sufra/contract/resources/users';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, invalid } from '../../core/http/errors.ts';
import type { Option, ServiceOf } from '../../core/lists/crud.ts';
import { scopedReads } from '../../core/lists/service-reads.ts';
import { staffSessions } from '../../core/sessions/sessions.ts';
import type { Database } from '../../db/database.ts';
import * as accounts from './accounts.ts';
import { UsersRepository } from './users.repository.ts';

const repo = (db: Database, ctx: RequestContext) => new UsersRepository(db, ctx.locale);

const lacks = (ctx: RequestContext, permissions: readonly string[]) =>
  permissions.some((p) => !ctx.actor.permissions.has(p as never));

/** Nobody grants what they lack: the role given holds only permissions the caller holds. */
async function assertGrantableRole(ctx: RequestContext, db: Database, roleId: number): Promise<void> {
  const permissions = await repo(db, ctx).rolePermissions(ctx.scope, roleId);
  if (permissions === undefined) throw invalid('role_id', 'validation.in');
  if (lacks(ctx, permissions)) throw invalid('role_id', 'errors.cannot_grant_role');
}

/** The account exists in the platform and does not outrank the caller (else they could take it over). */
async function changeable(ctx: RequestContext, db: Database, id: number) {
  const existing = await repo(db, ctx).find(ctx.scope, id);
  if (!existing) return undefined;
  if (lacks(ctx, existing.permissions)) throw new AppError(422, 'errors.user_outranks');
  return existing;
}

/** The last unblocked super admin keeps their account, their role and their access. */
async function assertNotLastSuperAdmin(
  ctx: RequestContext,
  db: Database,
  user: { id: number; role_id: number; blocked: boolean },
  field?: string,
): Promise<void> {
  if (user.role_id !== SYSTEM_ROLE.superAdmin || user.blocked) return;
  if ((await repo(db, ctx).activeWithRole(ctx.scope, SYSTEM_ROLE.superAdmin, user.id)) > 0) return;
  if (field) throw invalid(field, 'errors.last_super_admin');
  throw new AppError(422, 'errors.last_super_admin');
}

export const usersService: ServiceOf<typeof usersDef> = {
  ...scopedReads<typeof usersDef>((ctx) => repo(ctx.db, ctx)),
  async create(ctx, input) {
    await assertGrantableRole(ctx, ctx.db, input.role_id);
    await accounts.assertEmailFree(ctx.db, input.email);
    const id = await repo(ctx.db, ctx)
      .insert(ctx.scope, { ...(await accounts.newAccount(input)), role_id: input.role_id })
      .catch(accounts.rethrowEmailTaken);
    return repo(ctx.db, ctx).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    const passwordHash = await accounts.passwordHashOf(input.password);
    const found = await ctx.db.transaction().execute(async (trx) => {
      const existing = await changeable(ctx, trx, id);
      if (!existing) return false;
      if (input.role_id !== undefined && input.role_id !== existing.role_id) {
        await assertGrantableRole(ctx, trx, input.role_id);
        await assertNotLastSuperAdmin(ctx, trx, existing, 'role_id');
      }
      if (input.email !== undefined) await accounts.assertEmailFree(trx, input.email, id);
      await repo(trx, ctx)
        .update(ctx.scope, id, {
          ...accounts.contactChanges(input),
          ...(input.role_id !== undefined ? { role_id: input.role_id } : {}),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .catch(accounts.rethrowEmailTaken);
      // A password set by someone else ends every session (the owner's own change goes through /password).
      if (passwordHash && id !== ctx.actor.userId) await staffSessions.revokeAll(trx, id);
      return true;
    });
    return found ? repo(ctx.db, ctx).find(ctx.scope, id) : undefined;
  },
  async remove(ctx, id) {
    accounts.assertNotSelf(ctx.actor.userId, id);
    return ctx.db.transaction().execute(async (trx) => {
      const existing = await changeable(ctx, trx, id);
      if (!existing) return false;
      await assertNotLastSuperAdmin(ctx, trx, existing);
      // Its sessions go with the account (ON DELETE CASCADE): the token answers 401 at once.
      return repo(trx, ctx).remove(ctx.scope, id);
    });
  },
  async toggle(ctx, id) {
    accounts.assertNotSelf(ctx.actor.userId, id);
    const found = await ctx.db.transaction().execute(async (trx) => {
      const existing = await changeable(ctx, trx, id);
      if (!existing) return false;
      await assertNotLastSuperAdmin(ctx, trx, existing);
      return accounts.toggleAccount(trx, id, () => repo(trx, ctx).toggle(ctx.scope, id));
    });
    return found ? repo(ctx.db, ctx).find(ctx.scope, id) : undefined;
  },
};

/** The admin roles for the role select (`user-roles`). */
export function roleOptions(ctx: RequestContext): Promise<Option[]> {
  return repo(ctx.db, ctx).roleOptions(ctx.scope);
}
