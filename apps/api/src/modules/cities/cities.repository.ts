import type { FilterKey } from '@sufra/contract/resource';
import type { cities, districts } from '@sufra/contract/resources/cities';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, isTrue, listOf } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { assertPlatform, platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

/**
 * Cities and their districts: platform data. Every method takes the caller's scope; a scope other
 * than the platform's reads and changes nothing (the routes are the admin's only).
 */
type Cities = typeof cities;
type Districts = typeof districts;

const cityList = listOf<Cities>()({
  name: 'cities',
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
  sorts: {
    id: 'c.id',
    ar_city_name: 'c.ar_city_name',
    en_city_name: 'c.en_city_name',
    transportation_amount: 'c.transportation_amount',
    created_at: 'c.created_at',
  },
  filters: (c) => ({
    name: (v) => c.text(['c.ar_city_name', 'c.en_city_name'], v),
    country_id: (v) => c.equals('c.country_id', Number(v)),
    blocked: (v) => c.equals('c.blocked', isTrue(v)),
    transportation_amount_from: (v) => c.range('c.transportation_amount', 'number', 'from', v),
    transportation_amount_to: (v) => c.range('c.transportation_amount', 'number', 'to', v),
  }),
  tiebreak: 'c.id',
});

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

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Cities>>) {
    return cityList.reads(this.#db, given, scope, this.#locale);
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
    return cityList.query(this.#db, scope, this.#locale).where('c.id', '=', id).executeTakeFirst();
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

const districtList = listOf<Districts>()({
  name: 'districts',
  query: (db: Database, scope: Scope) =>
    db
      .selectFrom('districts as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .selectAll('d')
      .select(sql<string>`c.ar_city_name || ' / ' || c.en_city_name`.as('city_name'))
      .where(platformOnly(scope)),
  sorts: {
    id: 'd.id',
    ar_district_name: 'd.ar_district_name',
    en_district_name: 'd.en_district_name',
    created_at: 'd.created_at',
  },
  filters: (c) => ({
    name: (v) => c.text(['d.ar_district_name', 'd.en_district_name'], v),
    city_id: (v) => c.equals('d.city_id', Number(v)),
  }),
  tiebreak: 'd.id',
});

export class DistrictsRepository {
  readonly #db: Database;
  constructor(db: Database) {
    this.#db = db;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Districts>>) {
    return districtList.reads(this.#db, given, scope);
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
    return districtList.query(this.#db, scope).where('d.id', '=', id).executeTakeFirst();
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
