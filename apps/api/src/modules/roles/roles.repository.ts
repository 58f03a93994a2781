import type { roles } from '@sufra/contract/resources/roles';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { listOf } from '../../core/lists/list-query.ts';
import { Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

type Def = typeof roles;

const rolesList = listOf<Def>()({
  name: 'roles',
  query: (db: Database, scope: Scope) =>
    db
      .selectFrom('roles as r')
      .select([
        'r.id',
        'r.name_ar',
        'r.name_en',
        'r.permissions as permissions_list',
        'r.is_system',
        'r.created_at',
        'r.updated_at',
        sql<number>`(SELECT count(*)::int FROM users u WHERE u.role_id = r.id)`.as('users_count'),
      ])
      .where('r.user_type', '=', 'admin')
      .where(platformOnly(scope)),
  sorts: { id: 'r.id', name_en: 'r.name_en', created_at: 'r.created_at' },
  filters: (c) => ({ name: (v) => c.text(['r.name_ar', 'r.name_en'], v) }),
  tiebreak: 'r.id',
});
export interface RoleValues {
  name_ar?: string;
  name_en?: string;
  permissions?: string[];
}

/**
 * Admin roles (the built-in vendor and branch roles are the platform's, never listed here). Roles
 * are platform data: every method takes the scope, and a scope other than the platform's matches none.
 */
export class RolesRepository extends Repository {
  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = rolesList.on(this.db).list;
  readonly find = rolesList.on(this.db).find;

  async options(scope: Scope, locale: Locale) {
    const column = locale === 'ar' ? 'name_ar' : 'name_en';
    const rows = await this.db
      .selectFrom('roles')
      .select(['id', `${column} as name`])
      .where('user_type', '=', 'admin')
      .where(platformOnly(scope))
      .orderBy(column)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  async insert(scope: Scope, values: Required<RoleValues>): Promise<number> {
    assertPlatform(scope);
    const row = await this.db
      .insertInto('roles')
      .values({ ...values, user_type: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether an admin role of the platform's was changed. */
  async update(scope: Scope, id: number, values: RoleValues): Promise<boolean> {
    const result = await this.db
      .updateTable('roles')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('user_type', '=', 'admin')
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** How many accounts hold the role (a held role is never deleted). */
  async holders(scope: Scope, id: number): Promise<number> {
    assertPlatform(scope);
    const row = await this.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('role_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Built-in roles are never removed. */
  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('roles')
      .where('id', '=', id)
      .where('user_type', '=', 'admin')
      .where('is_system', '=', false)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
