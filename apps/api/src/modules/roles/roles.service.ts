import type { roles as rolesDef } from '@sufra/contract/resources/roles';
import { SUPER_ADMIN_ROLE_ID } from '@sufra/contract/resources/roles';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { ResourceService } from '../../core/crud.ts';
import { AppError } from '../../core/errors.ts';
import { fetchAll, fetchPage, type ListQuery, textMatch } from '../../core/list-query.ts';

type Create = z.output<typeof rolesDef.create>;
type Update = z.output<typeof rolesDef.update>;

const sorts = { id: 'r.id', name_en: 'r.name_en', created_at: 'r.created_at' };

/** Admin roles only: the built-in vendor and branch roles are fixed by the platform. */
function query(ctx: RequestContext, q?: Pick<ListQuery, 'filters'>) {
  let qb = ctx.db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name_ar',
      'r.name_en',
      'r.permissions as permissions_list',
      'r.is_system',
      'r.created_at',
      'r.updated_at',
      (eb) =>
        eb
          .selectFrom('users as u')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('u.role_id', '=', 'r.id')
          .as('users_count'),
    ])
    .where('r.user_type', '=', 'admin');
  if (q?.filters.name) qb = qb.where(textMatch(['r.name_ar', 'r.name_en'], q.filters.name));
  return qb;
}

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

export const rolesService: ResourceService<Create, Update> = {
  list: (ctx, q) => fetchPage(query(ctx, q), q, sorts, 'r.id'),
  listAll: (ctx, q) => fetchAll(query(ctx, q), q, sorts, 'r.id'),
  async options(ctx) {
    const column = ctx.locale === 'ar' ? 'name_ar' : 'name_en';
    const rows = await ctx.db
      .selectFrom('roles')
      .select(['id', `${column} as name`])
      .where('user_type', '=', 'admin')
      .orderBy(column)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },
  show: (ctx, id) => query(ctx).where('r.id', '=', id).executeTakeFirst(),
  async create(ctx, input) {
    assertGrantable(ctx, input.permissions_list);
    const row = await ctx.db
      .insertInto('roles')
      .values({
        name_ar: input.name_ar,
        name_en: input.name_en,
        user_type: 'admin',
        permissions: input.permissions_list,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return query(ctx).where('r.id', '=', row.id).executeTakeFirstOrThrow();
  },
  async update(ctx, id, input) {
    const existing = await query(ctx).where('r.id', '=', id).executeTakeFirst();
    if (!existing) return undefined;
    if (id === SUPER_ADMIN_ROLE_ID) throw new AppError(403, 'errors.role_locked');
    assertGrantable(ctx, input.permissions_list);
    // Permissions are read from the role on every request, so the change applies at once.
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('roles')
        .set({
          ...(input.name_ar ? { name_ar: input.name_ar } : {}),
          ...(input.name_en ? { name_en: input.name_en } : {}),
          ...(input.permissions_list ? { permissions: input.permissions_list } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('audit_log')
        .values({
          actor_type: ctx.actor.type,
          actor_id: ctx.actor.userId,
          action: 'roles.permissions_changed',
          entity: 'roles',
          entity_id: String(id),
          details: JSON.stringify({
            before: existing.permissions_list,
            after: input.permissions_list ?? existing.permissions_list,
          }),
          ip: ctx.ip,
        })
        .execute();
    });
    return query(ctx).where('r.id', '=', id).executeTakeFirst();
  },
  async remove(ctx, id) {
    if (id === SUPER_ADMIN_ROLE_ID) throw new AppError(403, 'errors.role_locked');
    const result = await ctx.db
      .deleteFrom('roles')
      .where('id', '=', id)
      .where('user_type', '=', 'admin')
      .where('is_system', '=', false)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
