import type { HoursRange } from '@sufra/contract/resources/branch-hours';
import { branches } from '@sufra/contract/resources/branches';
import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql, type Updateable } from 'kysely';
import { type FilterConditions, listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { assertOwnsBrand, tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/**
 * Branches and their working hours. Every method takes the caller's scope: an admin reaches every
 * branch, a vendor its brand's, a branch user its own branch (read only: its writes match no row).
 */
type Branches = typeof branches;
export type BranchFilterKey = keyof FilterConditions<Branches>;

const branchesList = listOf(branches)({
  query: (db: Database, scope: Scope, locale: Locale) => {
    const ar = locale === 'ar';
    return db
      .selectFrom('branches as b')
      .innerJoin('brands as r', 'r.id', 'b.brand_id')
      .leftJoin('cities as c', 'c.id', 'b.city_id')
      .leftJoin('districts as d', 'd.id', 'b.district_id')
      .selectAll('b')
      .select([
        ar ? 'r.brand_ar as brand_name' : 'r.brand_en as brand_name',
        ar ? 'c.ar_city_name as city_name' : 'c.en_city_name as city_name',
        ar ? 'd.ar_district_name as district_name' : 'd.en_district_name as district_name',
      ])
      .select((eb) =>
        sql<HoursRange[]>`coalesce((
        SELECT json_agg(json_build_object('day_of_week', h.day_of_week,
          'opening_time', to_char(h.opening_time, 'HH24:MI'), 'closing_time', to_char(h.closing_time, 'HH24:MI'))
          ORDER BY h.day_of_week, h.opening_time)
        FROM branch_working_hours h WHERE h.branch_id = ${eb.ref('b.id')}), '[]'::json)`.as('working_hours'),
      )
      .where(readable(scope));
  },
  sorts: sortColumns('b', branches.sorts),
  filters: (c) => ({
    name: c.match(['b.name_ar', 'b.name_en']),
    brand_id: c.id('b.brand_id'),
    city_id: c.id('b.city_id'),
    status: c.is('b.status'),
    blocked: c.flag('b.blocked'),
    table_booking: c.flag('b.table_booking'),
  }),
  tiebreak: 'b.id',
});

/**
 * What a branch's own row stores (hours are rows of their own; status changes through approval):
 * these columns of `branches`, their types the table's, each given (the city required).
 */
export type BranchValues = Required<
  Pick<
    Updateable<DB['branches']>,
    | 'name_ar'
    | 'name_en'
    | 'address_ar'
    | 'address_en'
    | 'address_lat'
    | 'address_long'
    | 'district_id'
    | 'phone'
    | 'car_delivering'
    | 'receiving'
    | 'drive_through'
    | 'on_my_way'
    | 'table_booking'
    | 'tables_inside'
    | 'tables_outside'
    | 'booking_fees'
    | 'hold_minutes'
    | 'accept_booking_duration_minites'
    | 'activate_account_deletion'
    | 'blocked'
  >
> & { city_id: number };

const readable = (scope: Scope) => tenantCondition(scope, { brand: 'b.brand_id', branch: 'b.id' });
/** Brand-wide callers change branches; a branch user changes none (not even its own). */
const writable = (scope: Scope): RawBuilder<boolean> =>
  scope.kind === 'branch' ? sql<boolean>`false` : tenantCondition(scope, { brand: 'brand_id' });

export class BranchesRepository extends ScopedWrites<'branches', Partial<BranchValues>> {
  constructor(db: Database) {
    super(db, 'branches', writable);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = branchesList.on(this.db).list;
  readonly find = branchesList.on(this.db).find;

  options(scope: Scope, locale: Locale) {
    return namedOptions(this.db, locale, {
      table: 'branches',
      names: { ar: 'name_ar', en: 'name_en' },
      where: tenantCondition(scope, { brand: 'brand_id', branch: 'id' }),
      active: true,
    });
  }

  /** The stored row a write starts from (the caller's tenant only). */
  current(scope: Scope, id: number) {
    return this.db
      .selectFrom('branches as b')
      .select(['b.id', 'b.brand_id', 'b.city_id', 'b.district_id'])
      .where('b.id', '=', id)
      .where(readable(scope))
      .executeTakeFirst();
  }

  async insert(scope: Scope, brandId: number, values: BranchValues): Promise<number> {
    assertOwnsBrand(scope, brandId);
    return this.insertRow({ ...values, brand_id: brandId });
  }

  /** Replace the week's hours of a branch the caller may change. */
  async replaceHours(scope: Scope, branchId: number, hours: readonly HoursRange[]): Promise<void> {
    const owned = this.db
      .selectFrom('branches')
      .select('id')
      .where('id', '=', branchId)
      .where(writable(scope));
    await this.db.deleteFrom('branch_working_hours').where('branch_id', 'in', owned).execute();
    if (hours.length === 0 || !(await owned.executeTakeFirst())) return;
    await this.db
      .insertInto('branch_working_hours')
      .values(hours.map((h) => ({ ...h, branch_id: branchId })))
      .execute();
  }

  /** What keeps a branch from being deleted: its orders and reservations, its staff accounts. */
  async usage(scope: Scope, id: number): Promise<{ records: boolean; staff: boolean }> {
    const row = await this.db
      .selectFrom('branches as b')
      .select((eb) => [
        eb
          .or([
            eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.branch_id', '=', 'b.id')),
            eb.exists(eb.selectFrom('reservations as v').select('v.id').whereRef('v.branch_id', '=', 'b.id')),
          ])
          .as('records'),
        eb
          .exists(eb.selectFrom('users as u').select('u.id').whereRef('u.branch_id', '=', 'b.id'))
          .as('staff'),
      ])
      .where('b.id', '=', id)
      .where(readable(scope))
      .executeTakeFirst();
    return { records: Boolean(row?.records), staff: Boolean(row?.staff) };
  }
}

/** The brand a branch is added to, locked for the insert (so a single-branch brand never gets two). */
export async function lockBrand(db: Database, scope: Scope, brandId: number) {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'status', 'single_branch'])
    .where('id', '=', brandId)
    .where(tenantCondition(scope, { brand: 'id' }))
    .forUpdate()
    .executeTakeFirst();
  if (!brand) return undefined;
  const count = await db
    .selectFrom('branches')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return { ...brand, branches: count.n };
}

/** Every brand the caller reaches as `{ id, name, single_branch }` (the admin's brand select). */
export async function brandOptions(db: Database, scope: Scope, locale: Locale) {
  const column = locale === 'ar' ? 'brand_ar' : 'brand_en';
  return db
    .selectFrom('brands')
    .select(['id', `${column} as name`, 'single_branch'])
    .where(tenantCondition(scope, { brand: 'id' }))
    .orderBy(column)
    .execute();
}

/** Active cities with their districts, names in the request's language (reference data every caller reads). */
export async function cityOptions(db: Database, locale: Locale) {
  const city = locale === 'ar' ? 'c.ar_city_name' : 'c.en_city_name';
  const district = locale === 'ar' ? 'd.ar_district_name' : 'd.en_district_name';
  return db
    .selectFrom('cities as c')
    .select((eb) => [
      'c.id',
      sql<string>`${sql.ref(city)}`.as('name'),
      sql<{ id: number; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', d.id, 'name', ${sql.ref(district)}) ORDER BY ${sql.ref(district)})
        FROM districts d WHERE d.city_id = ${eb.ref('c.id')}), '[]'::json)`.as('districts'),
    ])
    .where('c.blocked', '=', false)
    .orderBy(sql.ref(city))
    .execute();
}

/** Whether the district is one of the city's. */
export async function districtInCity(db: Database, cityId: number, districtId: number): Promise<boolean> {
  return hasRow(
    db.selectFrom('districts').select('id').where('id', '=', districtId).where('city_id', '=', cityId),
  );
}

/** Whether the city exists and is active. */
export async function cityExists(db: Database, cityId: number): Promise<boolean> {
  return hasRow(db.selectFrom('cities').select('id').where('id', '=', cityId).where('blocked', '=', false));
}
