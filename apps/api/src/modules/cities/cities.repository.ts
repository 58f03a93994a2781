import type { FilterKey } from '@sufra/contract/resource';
import { cities, districts } from '@sufra/contract/resources/cities';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { ChildRows } from '../../core/lists/child-rows.ts';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/**
 * Cities and their districts: platform data. Every method takes the caller's scope; a scope other
 * than the platform's reads and changes nothing (the routes are the admin's only).
 */
type Cities = typeof cities;

const cityList = listOf(cities)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('cities as c')
      .innerJoin('countries as k', 'k.id', 'c.country_id')
      .selectAll('c')
      .select(locale === 'ar' ? 'k.country_name_ar as country_name' : 'k.country_name_en as country_name')
      .select((eb) =>
        sql<{ id: number; ar_district_name: string; en_district_name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', d.id, 'ar_district_name', d.ar_district_name, 'en_district_name', d.en_district_name) ORDER BY d.id)
        FROM districts d WHERE d.city_id = ${eb.ref('c.id')}), '[]'::json)`.as('districts'),
      )
      .where(platformOnly(scope)),
  sorts: sortColumns('c', cities.sorts),
  filters: (c) => ({
    name: c.match(['c.ar_city_name', 'c.en_city_name']),
    country_id: c.id('c.country_id'),
    blocked: c.flag('c.blocked'),
    ...c.between('transportation_amount', 'c.transportation_amount', 'number'),
  }),
  tiebreak: 'c.id',
});

/** What a write changes: these columns of `cities` (their types the table's). */
export type CityValues = Pick<
  Updateable<DB['cities']>,
  'ar_city_name' | 'en_city_name' | 'country_id' | 'transportation_amount' | 'blocked'
>;

export interface DistrictValues {
  ar_district_name: string;
  en_district_name: string;
}

/** A city's districts, edited inline with it (platform data: the platform's scope only). */
const cityDistricts = {
  table: 'districts',
  owner: 'city_id',
  inTenant: platformOnly,
  ownerOf: async (_db: Database, scope: Scope) => {
    assertPlatform(scope);
    return {};
  },
};

/** Cities: the writes by id (update, remove, toggle) reach platform rows only (`ScopedWrites`). */
export class CitiesRepository extends ScopedWrites<'cities', CityValues> {
  /** The language of the country's name in the rows read. */
  readonly #locale: Locale;
  /** The city's districts, replaced with it (`syncChildren`). */
  readonly districts: ChildRows<DistrictValues>;
  constructor(db: Database, locale: Locale = 'en') {
    super(db, 'cities', platformOnly);
    this.#locale = locale;
    this.districts = new ChildRows(db, cityDistricts);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Cities>>) {
    return cityList.reads(this.db, given, scope, this.#locale);
  }

  /** Active cities as select options. */
  options(scope: Scope, locale: Locale) {
    const names = { ar: 'ar_city_name', en: 'en_city_name' } as const;
    return namedOptions(this.db, locale, {
      table: 'cities',
      names,
      where: platformOnly(scope),
      active: true,
    });
  }

  find(scope: Scope, id: number) {
    return cityList.find(this.db, id, scope, this.#locale);
  }

  /** Countries are reference data every caller reads. */
  async countryExists(id: number): Promise<boolean> {
    return hasRow(this.db.selectFrom('countries').select('id').where('id', '=', id));
  }

  async insert(scope: Scope, values: Required<CityValues>): Promise<number> {
    assertPlatform(scope);
    return this.insertRow(values);
  }

  /** The city's districts other than `keep` are removed. */
  removeDistrictsExcept(scope: Scope, cityId: number, keep: readonly number[]): Promise<void> {
    return this.districts.removeExcept(scope, cityId, keep);
  }

  /** Whether the district of this city was found (and changed). */
  updateDistrict(scope: Scope, cityId: number, id: number, values: DistrictValues): Promise<boolean> {
    return this.districts.update(scope, cityId, id, values);
  }

  /** A new district of the city; its id. */
  insertDistrict(scope: Scope, cityId: number, values: DistrictValues): Promise<number> {
    return new DistrictsRepository(this.db).insert(scope, { ...values, city_id: cityId });
  }
}

const districtList = listOf(districts)({
  query: (db: Database, scope: Scope) =>
    db
      .selectFrom('districts as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .selectAll('d')
      .select(sql<string>`c.ar_city_name || ' / ' || c.en_city_name`.as('city_name'))
      .where(platformOnly(scope)),
  sorts: sortColumns('d', districts.sorts),
  filters: (c) => ({
    name: c.match(['d.ar_district_name', 'd.en_district_name']),
    city_id: c.id('d.city_id'),
  }),
  tiebreak: 'd.id',
});

export class DistrictsRepository extends ScopedWrites<
  'districts',
  Partial<DistrictValues & { city_id: number }>
> {
  constructor(db: Database) {
    super(db, 'districts', platformOnly);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = districtList.on(this.db).list;
  readonly find = districtList.on(this.db).find;

  options(scope: Scope, locale: Locale) {
    const names = { ar: 'ar_district_name', en: 'en_district_name' } as const;
    return namedOptions(this.db, locale, {
      table: 'districts',
      names,
      where: platformOnly(scope),
      limit: 1000,
    });
  }

  async insert(scope: Scope, values: DistrictValues & { city_id: number }): Promise<number> {
    assertPlatform(scope);
    return this.insertRow(values);
  }
}
