import type { roles as rolesDef } from '@sufra/contract/resources/roles';
import { SUPER_ADMIN_ROLE_ID } from '@sufra/contract/resources/roles';
import { audit } from '../../core/audit.ts';
import type { RequestContext } from '../../core/context.ts';
import type { ServiceOf } from '../../core/crud.ts';
import { AppError } from '../../core/errors.ts';
import { RolesRepository } from './roles.repository.ts';

/** A manager cannot grant what they do not hold. */
function assertGrantable(ctx: RequestContext, permissions: readonly string[] | undefined): void {
  const missing = (permissions ?? []).filter((p) => !ctx.actor.permissions.has(p as never));
  if (missing.length > 0) {
    throw new AppError(422, 'errors.cannot_grant', {
      issues: [
        { field: 'permissions_list', key: 'errors.cannot_grant', params: { field: 'permissions_list' } },
      ],
    });
  }
}

const repo = (ctx: RequestContext) => new RolesRepository(ctx.db);

export const rolesService: ServiceOf<typeof rolesDef> = {
  list: (ctx, q) => repo(ctx).page(ctx.scope, q),
  listAll: (ctx, q) => repo(ctx).all(ctx.scope, q),
  options: (ctx) => repo(ctx).options(ctx.scope, ctx.locale),
  show: (ctx, id) => repo(ctx).find(ctx.scope, id),
  async create(ctx, input) {
    assertGrantable(ctx, input.permissions_list);
    const id = await repo(ctx).insert(ctx.scope, {
      name_ar: input.name_ar,
      name_en: input.name_en,
      permissions: input.permissions_list,
    });
    return repo(ctx).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    const existing = await repo(ctx).find(ctx.scope, id);
    if (!existing) return undefined;
    if (id === SUPER_ADMIN_ROLE_ID) throw new AppError(403, 'errors.role_locked');
    assertGrantable(ctx, input.permissions_list);
    // Permissions are read from the role on every request, so the change applies at once.
    await ctx.db.transaction().execute(async (trx) => {
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
          details: {
            before: existing.permissions_list,
            after: input.permissions_list ?? existing.permissions_list,
          },
        },
        ctx.ip,
      );
    });
    return repo(ctx).find(ctx.scope, id);
  },
  async remove(ctx, id) {
    if (id === SUPER_ADMIN_ROLE_ID) throw new AppError(403, 'errors.role_locked');
    return repo(ctx).remove(ctx.scope, id);
  },
};
