import type { FilterKey } from '@sufra/contract/resource';
import { branchUsers } from '@sufra/contract/resources/branch-users';
import type { BranchSubRole, Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql, type Updateable } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { AccountWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

type Def = typeof branchUsers;

const branchUsersList = listOf(branchUsers)({
  query: (db: Database, scope: Scope, locale: Locale) => {
    const ar = locale === 'ar';
    return (
      db
        .selectFrom('users as u')
        .innerJoin('branches as b', 'b.id', 'u.branch_id')
        .innerJoin('brands as r', 'r.id', 'u.brand_id')
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.phone',
          'u.sub_role',
          'u.role_id',
          'u.branch_id',
          ar ? 'b.name_ar as branch_name' : 'b.name_en as branch_name',
          'u.brand_id',
          ar ? 'r.brand_ar as brand_name' : 'r.brand_en as brand_name',
          'u.blocked',
          'u.last_login_at',
          'u.created_at',
          'u.updated_at',
        ])
        .where('u.type', '=', 'branch')
        .where(staffCondition(scope))
        // A branch account always has its sub-role, branch and brand (the joins above require them).
        .$narrowType<{ sub_role: BranchSubRole; branch_id: number; brand_id: number }>()
    );
  },
  sorts: sortColumns('u', branchUsers.sorts),
  filters: (c) => ({
    name: c.match(['u.name', 'u.email', 'u.phone']),
    sub_role: c.is('u.sub_role'),
    branch_id: c.id('u.branch_id'),
    blocked: c.flag('u.blocked'),
  }),
  tiebreak: 'u.id',
});

/**
 * The staff a caller may see and change: every branch's for the admin, the brand's for a vendor,
 * and for a branch manager only the kitchen and cashier of their own branch (never a manager).
 */
export function staffCondition(scope: Scope, alias = 'u'): RawBuilder<boolean> {
  const tenant = tenantCondition(scope, { brand: `${alias}.brand_id`, branch: `${alias}.branch_id` });
  if (scope.kind !== 'branch') return tenant;
  return sql<boolean>`(${tenant} AND ${sql.ref(`${alias}.sub_role`)} IN ('kitchen', 'cashier'))`;
}

/** What a write changes: these columns of `users` (their types the table's). */
export type StaffValues = Pick<
  Updateable<DB['users']>,
  'name' | 'email' | 'phone' | 'password_hash' | 'sub_role' | 'role_id' | 'branch_id' | 'brand_id'
>;

/** Branch staff accounts (`users` of type branch). Every method takes the caller's scope. */
export class BranchUsersRepository extends AccountWrites<StaffValues> {
  readonly #locale: Locale;
  constructor(db: Database, locale: Locale = 'en') {
    super(db, 'branch', (scope) => staffCondition(scope));
    this.#locale = locale;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Def>>) {
    return branchUsersList.reads(this.db, given, scope, this.#locale);
  }

  find(scope: Scope, id: number) {
    return branchUsersList.find(this.db, id, scope, this.#locale);
  }

  /** The branches the caller may give staff (`staff-branches`), named in the repository's language. */
  branchOptions(scope: Scope) {
    return namedOptions(this.db, this.#locale, {
      table: 'branches',
      names: { ar: 'name_ar', en: 'name_en' },
      where: tenantCondition(scope, { brand: 'brand_id', branch: 'id' }),
      limit: 1000,
    });
  }

  /** The branch and its brand when it lies in the caller's tenant. */
  branchOf(scope: Scope, branchId: number) {
    return this.db
      .selectFrom('branches as b')
      .select(['b.id', 'b.brand_id'])
      .where('b.id', '=', branchId)
      .where(tenantCondition(scope, { brand: 'b.brand_id', branch: 'b.id' }))
      .executeTakeFirst();
  }

  async insert(
    scope: Scope,
    values: Required<Omit<StaffValues, 'password_hash'>> & { password_hash: string; branch_id: number },
  ): Promise<number> {
    // The branch was resolved in the caller's tenant; this guards the write itself.
    if (!(await this.branchOf(scope, values.branch_id))) throw new Error('branch outside the scope');
    return this.insertAccount(values);
  }
}
