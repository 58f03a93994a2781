import type { Permission } from '@sufra/contract/permissions';
import { permissionLabel, roles, SUPER_ADMIN_ROLE_ID } from '@sufra/contract/resources/roles';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, pgErrorCode } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedReads } from '../../core/lists/service-reads.ts';
import { audit } from '../../core/sessions/audit.ts';
import { RolesRepository } from './roles.repository.ts';

/**
 * Nobody grants what they lack: every permission a manager adds to a role, or takes from it, must be
 * one they hold themselves (what a role already has and keeps is not theirs to judge). The message
 * names the permissions in the request's language.
 */
function assertGrantable(ctx: RequestContext, changed: readonly string[]): void {
  const missing = changed.filter((p) => !ctx.actor.permissions.has(p as Permission));
  if (missing.length === 0) return;
  const names = missing.map((p) => permissionLabel(p as Permission, ctx.locale));
  const permissions = names.join(ctx.locale === 'ar' ? '، ' : ', ');
  throw new AppError(422, 'errors.validation', {
    issues: [
      {
        field: 'permissions_list',
        key: 'errors.cannot_grant',
        params: { field: 'permissions_list', permissions },
      },
    ],
  });
}

/** What one list has and the other lacks, both ways. */
function difference(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...after.filter((p) => !a.has(p)), ...before.filter((p) => !b.has(p))];
}

/** The unique index is on (user_type, lower(name_en)): its violation is the English name's. */
function rethrowDuplicateName(error: unknown): never {
  if (pgErrorCode(error) === '23505') {
    throw new AppError(422, 'errors.validation', {
      issues: [{ field: 'name_en', key: 'errors.duplicate', params: { field: 'name_en' } }],
      labels: roles.labels,
    });
  }
  throw error;
}

const repo = (ctx: RequestContext) => new RolesRepository(ctx.db);

/**
 * Admin roles. Role 1 (the super admin) is never changed or deleted: for writes it does not exist
 * (404, as the dashboard's `/roles/1/edit` is the not-found page). Vendor and branch roles are the
 * platform's built-ins and are neither listed nor found here.
 */
export const rolesService: ServiceOf<typeof roles> = {
  ...scopedReads<typeof roles>(repo),
  async create(ctx, input) {
    assertGrantable(ctx, input.permissions_list);
    const id = await repo(ctx)
      .insert(ctx.scope, {
        name_ar: input.name_ar,
        name_en: input.name_en,
        permissions: input.permissions_list,
      })
      .catch(rethrowDuplicateName);
    return repo(ctx).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    if (id === SUPER_ADMIN_ROLE_ID) return undefined;
    const existing = await repo(ctx).find(ctx.scope, id);
    if (!existing) return undefined;
    const after = input.permissions_list ?? existing.permissions_list;
    assertGrantable(ctx, difference(existing.permissions_list, after));
    // Permissions are read from the role on every request, so the change applies at once.
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await new RolesRepository(trx).update(ctx.scope, id, {
          ...(input.name_ar ? { name_ar: input.name_ar } : {}),
          ...(input.name_en ? { name_en: input.name_en } : {}),
          ...(input.permissions_list ? { permissions: input.permissions_list } : {}),
        });
        await audit(
          trx,
          ctx.actor,
          {
            action: 'roles.permissions_changed',
            entity: 'roles',
            entityId: id,
            details: { before: existing.permissions_list, after },
          },
          ctx.ip,
        );
      })
      .catch(rethrowDuplicateName);
    return repo(ctx).find(ctx.scope, id);
  },
  async remove(ctx, id) {
    if (id === SUPER_ADMIN_ROLE_ID) return false;
    const existing = await repo(ctx).find(ctx.scope, id);
    if (!existing || existing.is_system) return false;
    const holders = await repo(ctx).holders(ctx.scope, id);
    if (holders > 0) throw new AppError(422, 'errors.role_in_use', { params: { count: holders } });
    return repo(ctx).remove(ctx.scope, id);
  },
};
