import type { FilterKey } from '@sufra/contract/resource';
import type { cities, districts } from '@sufra/contract/resources/cities';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import {
  equals,
  type FilterConditions,
  type FilterValues,
  fetchAll,
  fetchBatches,
  fetchPage,
  isTrue,
  type ListQueryOf,
  rangeBound,
  type SortColumns,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { ScopedWrites } from '../../core/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/tenancy.ts';
import { type Database, isEmbedded } from '../../db/database.ts';

/**
 * Cities and their districts: platform data. Every method takes the caller's scope; a scope other
 * than the platform's reads and changes nothing (the routes are the admin's only).
 */
type Cities = typeof cities;
type Districts = typeof districts;

const citySorts: SortColumns<Cities> = {
  id: 'c.id',
  ar_city_name: 'c.ar_city_name',
  en_city_name: 'c.en_city_name',
  transportation_amount: 'c.transportation_amount',
  created_at: 'c.created_at',
};

const cityFilters: FilterConditions<Cities> = {
  name: (v) => textMatch(['c.ar_city_name', 'c.en_city_name'], v),
  country_id: (v) => equals('c.country_id', Number(v)),
  blocked: (v) => equals('c.blocked', isTrue(v)),
  transportation_amount_from: (v) => rangeBound('c.transportation_amount', 'number', 'from', v),
  transportation_amount_to: (v) => rangeBound('c.transportation_amount', 'number', 'to', v),
};

export interface CityValues {
  ar_city_name?: string;
  en_city_name?: string;
  country_id?: number;
  transportation_amount?: string;
  blocked?: boolean;
}

export interface DistrictValues {
  ar_district_name: string;
  en_district_name: string;
}

/** Cities: the writes by id (update, remove, toggle) reach platform rows only (`ScopedWrites`). */
export class CitiesRepository extends ScopedWrites<'cities', CityValues> {
  readonly #db: Database;
  /** The language of the country's name in the rows read. */
  readonly #locale: Locale;
  constructor(db: Database, locale: Locale = 'en') {
    super(db, 'cities', platformOnly);
    this.#db = db;
    this.#locale = locale;
  }

  #query(scope: Scope, given: FilterValues<FilterKey<Cities>> = {}) {
    return this.#db
      .selectFrom('cities as c')
      .innerJoin('countries as k', 'k.id', 'c.country_id')
      .selectAll('c')
      .select(
        this.#locale === 'ar' ? 'k.country_name_ar as country_name' : 'k.country_name_en as country_name',
      )
      .select((eb) =>
        sql<{ id: number; ar_district_name: string; en_district_name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', d.id, 'ar_district_name', d.ar_district_name, 'en_district_name', d.en_district_name) ORDER BY d.id)
        FROM districts d WHERE d.city_id = ${eb.ref('c.id')}), '[]'::json)`.as('districts'),
      )
      .where(platformOnly(scope))
      .where(whereFilters(given, cityFilters, 'cities'));
  }

  page(scope: Scope, q: ListQueryOf<Cities>) {
    return fetchPage(this.#query(scope, q.filters), q, citySorts, 'c.id');
  }

  all(scope: Scope, q: ListQueryOf<Cities>) {
    return fetchAll(this.#query(scope, q.filters), q, citySorts, 'c.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(scope: Scope, q: ListQueryOf<Cities>) {
    return fetchBatches(this.#db, this.#query(scope, q.filters), q, citySorts, 'c.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  /** Active cities as select options. */
  async options(scope: Scope, locale: Locale) {
    const column = locale === 'ar' ? 'ar_city_name' : 'en_city_name';
    const rows = await this.#db
      .selectFrom('cities')
      .select(['id', `${column} as name`])
      .where('blocked', '=', false)
      .where(platformOnly(scope))
      .orderBy(column)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  find(scope: Scope, id: number) {
    return this.#query(scope).where('c.id', '=', id).executeTakeFirst();
  }

  async exists(scope: Scope, id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('cities')
      .select('id')
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Countries are reference data every caller reads. */
  async countryExists(id: number): Promise<boolean> {
    const row = await this.#db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  async insert(scope: Scope, values: Required<CityValues>): Promise<number> {
    assertPlatform(scope);
    const row = await this.#db.insertInto('cities').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** The city's districts other than `keep` are removed. */
  async removeDistrictsExcept(scope: Scope, cityId: number, keep: readonly number[]): Promise<void> {
    let removal = this.#db.deleteFrom('districts').where('city_id', '=', cityId).where(platformOnly(scope));
    if (keep.length > 0) removal = removal.where('id', 'not in', keep);
    await removal.execute();
  }

  /** Whether the district of this city was found (and changed). */
  async updateDistrict(scope: Scope, cityId: number, id: number, values: DistrictValues): Promise<boolean> {
    const result = await this.#db
      .updateTable('districts')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('city_id', '=', cityId)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertDistrict(scope: Scope, cityId: number, values: DistrictValues): Promise<number> {
    assertPlatform(scope);
    const row = await this.#db
      .insertInto('districts')
      .values({ ...values, city_id: cityId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

const districtSorts: SortColumns<Districts> = {
  id: 'd.id',
  ar_district_name: 'd.ar_district_name',
  en_district_name: 'd.en_district_name',
  created_at: 'd.created_at',
};

const districtFilters: FilterConditions<Districts> = {
  name: (v) => textMatch(['d.ar_district_name', 'd.en_district_name'], v),
  city_id: (v) => equals('d.city_id', Number(v)),
};

export class DistrictsRepository {
  readonly #db: Database;
  constructor(db: Database) {
    this.#db = db;
  }

  #query(scope: Scope, given: FilterValues<FilterKey<Districts>> = {}) {
    return this.#db
      .selectFrom('districts as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .selectAll('d')
      .select(sql<string>`c.ar_city_name || ' / ' || c.en_city_name`.as('city_name'))
      .where(platformOnly(scope))
      .where(whereFilters(given, districtFilters, 'districts'));
  }

  page(scope: Scope, q: ListQueryOf<Districts>) {
    return fetchPage(this.#query(scope, q.filters), q, districtSorts, 'd.id');
  }

  all(scope: Scope, q: ListQueryOf<Districts>) {
    return fetchAll(this.#query(scope, q.filters), q, districtSorts, 'd.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(scope: Scope, q: ListQueryOf<Districts>) {
    return fetchBatches(this.#db, this.#query(scope, q.filters), q, districtSorts, 'd.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  async options(scope: Scope, locale: Locale) {
    const column = locale === 'ar' ? 'ar_district_name' : 'en_district_name';
    const rows = await this.#db
      .selectFrom('districts')
      .select(['id', `${column} as name`])
      .where(platformOnly(scope))
      .orderBy(column)
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  find(scope: Scope, id: number) {
    return this.#query(scope).where('d.id', '=', id).executeTakeFirst();
  }

  async insert(scope: Scope, values: DistrictValues & { city_id: number }): Promise<number> {
    assertPlatform(scope);
    const row = await this.#db
      .insertInto('districts')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    scope: Scope,
    id: number,
    values: Partial<DistrictValues & { city_id: number }>,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('districts')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('districts')
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
