import type { FilterKey } from '@sufra/contract/resource';
import { users } from '@sufra/contract/resources/users';
import type { Locale } from '@sufra/contract/user-types';
import type { Updateable } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { AccountWrites } from '../../core/sessions/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

type Def = typeof users;

const usersList = listOf(users)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.phone',
        'u.role_id',
        locale === 'ar' ? 'r.name_ar as role_name' : 'r.name_en as role_name',
        'r.permissions',
        'u.blocked',
        'u.last_login_at',
        'u.created_at',
        'u.updated_at',
      ])
      .where('u.type', '=', 'admin')
      .where(platformOnly(scope)),
  sorts: sortColumns('u', users.sorts),
  filters: (c) => ({
    name: c.match(['u.name', 'u.email', 'u.phone']),
    role_id: c.id('u.role_id'),
    blocked: c.flag('u.blocked'),
  }),
  tiebreak: 'u.id',
});

/** What a write changes: these columns of `users` (their types the table's). */
export type AdminValues = Pick<
  Updateable<DB['users']>,
  'name' | 'email' | 'phone' | 'password_hash' | 'role_id'
>;

/**
 * The platform's administration accounts (`users` of type admin) and their roles: platform data,
 * so every method takes the scope and a scope other than the platform's matches nothing.
 */
export class UsersRepository extends AccountWrites<AdminValues> {
  readonly #locale: Locale;
  constructor(db: Database, locale: Locale = 'en') {
    super(db, 'admin', platformOnly);
    this.#locale = locale;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Def>>) {
    return usersList.reads(this.db, given, scope, this.#locale);
  }

  /** The account with its role's permissions (for "nobody changes who outranks them"). */
  find(scope: Scope, id: number) {
    return usersList.find(this.db, id, scope, this.#locale);
  }

  /** The admin roles as select options (`user-roles`), named in the repository's language. */
  async roleOptions(scope: Scope) {
    const column = this.#locale === 'ar' ? 'name_ar' : 'name_en';
    const rows = await this.db
      .selectFrom('roles')
      .select(['id', `${column} as name`])
      .where('user_type', '=', 'admin')
      .where(platformOnly(scope))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /** An admin role's permissions, or undefined when no admin role has this id. */
  async rolePermissions(scope: Scope, roleId: number): Promise<string[] | undefined> {
    const row = await this.db
      .selectFrom('roles')
      .select('permissions')
      .where('id', '=', roleId)
      .where('user_type', '=', 'admin')
      .where(platformOnly(scope))
      .executeTakeFirst();
    return row?.permissions;
  }

  /**
   * Unblocked admins of a role other than `exceptId` (is someone else still a super admin?). The
   * role's accounts are locked for the caller's transaction, so two removals at once cannot both pass.
   */
  async activeWithRole(scope: Scope, roleId: number, exceptId: number): Promise<number> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'blocked'])
      .where('type', '=', 'admin')
      .where('role_id', '=', roleId)
      .where(platformOnly(scope))
      .forUpdate()
      .execute();
    return rows.filter((r) => !r.blocked && r.id !== exceptId).length;
  }

  async insert(
    scope: Scope,
    values: Required<Omit<AdminValues, 'password_hash'>> & { password_hash: string },
  ): Promise<number> {
    assertPlatform(scope);
    return this.insertAccount(values);
  }
}
