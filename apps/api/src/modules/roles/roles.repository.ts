import { roles } from '@sufra/contract/resources/roles';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

const rolesList = listOf(roles)({
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
  sorts: sortColumns('r', roles.sorts),
  filters: (c) => ({ name: c.match(['r.name_ar', 'r.name_en']) }),
  tiebreak: 'r.id',
});

/** The platform's admin roles, as its writes reach them (over the unaliased table). */
const adminRoles = (scope: Scope) => sql<boolean>`user_type = 'admin' AND ${platformOnly(scope)}`;

export interface RoleValues {
  name_ar?: string;
  name_en?: string;
  permissions?: string[];
}

/**
 * Admin roles (the built-in vendor and branch roles are the platform's, never listed here). Roles
 * are platform data: every method takes the scope, and a scope other than the platform's matches none.
 */
export class RolesRepository extends ScopedWrites<'roles', RoleValues> {
  constructor(db: Database) {
    super(db, 'roles', adminRoles);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = rolesList.on(this.db).list;
  readonly find = rolesList.on(this.db).find;

  options(scope: Scope, locale: Locale) {
    return namedOptions(this.db, locale, {
      table: 'roles',
      names: { ar: 'name_ar', en: 'name_en' },
      where: adminRoles(scope),
    });
  }

  async insert(scope: Scope, values: Required<RoleValues>): Promise<number> {
    assertPlatform(scope);
    return this.insertRow({ ...values, user_type: 'admin' });
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
  override async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('roles')
      .where('id', '=', id)
      .where('is_system', '=', false)
      .where(adminRoles(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
