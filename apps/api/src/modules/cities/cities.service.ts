import type { cities as citiesDef, districts as districtsDef } from '@sufra/contract/resources/cities';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { ResourceService } from '../../core/crud.ts';
import { invalid } from '../../core/errors.ts';
import {
  equals,
  fetchAll,
  fetchPage,
  isTrue,
  type ListQuery,
  rangeBound,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

type CityCreate = z.output<typeof citiesDef.create>;
type CityUpdate = z.output<typeof citiesDef.update>;

const citySorts = {
  id: 'c.id',
  ar_city_name: 'c.ar_city_name',
  en_city_name: 'c.en_city_name',
  transportation_amount: 'c.transportation_amount',
  created_at: 'c.created_at',
};

const cityFilters: Record<string, (value: string) => ReturnType<typeof equals>> = {
  name: (v) => textMatch(['c.ar_city_name', 'c.en_city_name'], v),
  country_id: (v) => equals('c.country_id', Number(v)),
  blocked: (v) => equals('c.blocked', isTrue(v)),
  transportation_amount_from: (v) => rangeBound('c.transportation_amount', 'number', 'from', v),
  transportation_amount_to: (v) => rangeBound('c.transportation_amount', 'number', 'to', v),
};

function cityQuery(db: Database, filters: Readonly<Record<string, string>>) {
  const qb = db
    .selectFrom('cities as c')
    .innerJoin('countries as k', 'k.id', 'c.country_id')
    .selectAll('c')
    .select('k.country_name')
    .select((eb) =>
      sql<{ id: number; ar_district_name: string; en_district_name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', d.id, 'ar_district_name', d.ar_district_name, 'en_district_name', d.en_district_name) ORDER BY d.id)
        FROM districts d WHERE d.city_id = ${eb.ref('c.id')}), '[]'::json)`.as('districts'),
    );
  return qb.where(whereFilters(filters, cityFilters, 'cities'));
}

async function assertCountry(db: Kysely<DB>, countryId: number | undefined): Promise<void> {
  if (countryId === undefined) return;
  const found = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  if (!found) throw invalid('country_id', 'validation.in');
}

/** Replace a city's districts: keep those sent with their id, add new ones, drop the rest. */
async function syncDistricts(
  db: Kysely<DB>,
  cityId: number,
  districts: CityCreate['districts'],
): Promise<void> {
  const keep = districts.flatMap((d) => (d.id ? [d.id] : []));
  let removal = db.deleteFrom('districts').where('city_id', '=', cityId);
  if (keep.length > 0) removal = removal.where('id', 'not in', keep);
  await removal.execute();
  for (const d of districts) {
    const values = { ar_district_name: d.ar_district_name, en_district_name: d.en_district_name };
    if (d.id) {
      const updated = await db
        .updateTable('districts')
        .set({ ...values, updated_at: sql`now()` })
        .where('id', '=', d.id)
        .where('city_id', '=', cityId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw invalid('districts', 'validation.in');
    } else {
      await db
        .insertInto('districts')
        .values({ ...values, city_id: cityId })
        .execute();
    }
  }
}

export const citiesService: ResourceService<CityCreate, CityUpdate> = {
  list: (ctx, q: ListQuery) => fetchPage(cityQuery(ctx.db, q.filters), q, citySorts, 'c.id'),
  listAll: (ctx, q) => fetchAll(cityQuery(ctx.db, q.filters), q, citySorts, 'c.id'),
  async options(ctx) {
    const column = ctx.locale === 'ar' ? 'ar_city_name' : 'en_city_name';
    const rows = await ctx.db
      .selectFrom('cities')
      .select(['id', `${column} as name`])
      .where('blocked', '=', false)
      .orderBy(column)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },
  show: (ctx, id) => cityQuery(ctx.db, {}).where('c.id', '=', id).executeTakeFirst(),
  async create(ctx, input) {
    await assertCountry(ctx.db, input.country_id);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { districts, ...city } = input;
      const row = await trx.insertInto('cities').values(city).returning('id').executeTakeFirstOrThrow();
      await syncDistricts(trx, row.id, districts);
      return row.id;
    });
    return cityQuery(ctx.db, {}).where('c.id', '=', id).executeTakeFirstOrThrow();
  },
  async update(ctx: RequestContext, id, input) {
    await assertCountry(ctx.db, input.country_id);
    const found = await ctx.db.transaction().execute(async (trx) => {
      const { districts, ...city } = input;
      const row = await trx
        .updateTable('cities')
        .set({ ...city, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      if (districts) await syncDistricts(trx, id, districts);
      return true;
    });
    return found ? cityQuery(ctx.db, {}).where('c.id', '=', id).executeTakeFirst() : undefined;
  },
  async remove(ctx, id) {
    const result = await ctx.db.deleteFrom('cities').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
  toggle: (ctx, id) =>
    ctx.db
      .updateTable('cities')
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst()
      .then((row) => (row ? cityQuery(ctx.db, {}).where('c.id', '=', id).executeTakeFirst() : undefined)),
};

type DistrictCreate = z.output<typeof districtsDef.create>;
type DistrictUpdate = z.output<typeof districtsDef.update>;

const districtSorts = {
  id: 'd.id',
  ar_district_name: 'd.ar_district_name',
  en_district_name: 'd.en_district_name',
  created_at: 'd.created_at',
};

function districtQuery(db: Database, filters: Readonly<Record<string, string>>) {
  let qb = db
    .selectFrom('districts as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .selectAll('d')
    .select(sql<string>`c.ar_city_name || ' / ' || c.en_city_name`.as('city_name'));
  if (filters.name) qb = qb.where(textMatch(['d.ar_district_name', 'd.en_district_name'], filters.name));
  if (filters.city_id) qb = qb.where('d.city_id', '=', Number(filters.city_id));
  return qb;
}

export const districtsService: ResourceService<DistrictCreate, DistrictUpdate> = {
  list: (ctx, q) => fetchPage(districtQuery(ctx.db, q.filters), q, districtSorts, 'd.id'),
  listAll: (ctx, q) => fetchAll(districtQuery(ctx.db, q.filters), q, districtSorts, 'd.id'),
  async options(ctx) {
    const column = ctx.locale === 'ar' ? 'ar_district_name' : 'en_district_name';
    const rows = await ctx.db
      .selectFrom('districts')
      .select(['id', `${column} as name`])
      .orderBy(column)
      .limit(1000)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name }));
  },
  show: (ctx, id) => districtQuery(ctx.db, {}).where('d.id', '=', id).executeTakeFirst(),
  async create(ctx, input) {
    const city = await ctx.db
      .selectFrom('cities')
      .select('id')
      .where('id', '=', input.city_id)
      .executeTakeFirst();
    if (!city) throw invalid('city_id', 'validation.in');
    const row = await ctx.db.insertInto('districts').values(input).returning('id').executeTakeFirstOrThrow();
    return districtQuery(ctx.db, {}).where('d.id', '=', row.id).executeTakeFirstOrThrow();
  },
  async update(ctx, id, input) {
    if (input.city_id !== undefined) {
      const city = await ctx.db
        .selectFrom('cities')
        .select('id')
        .where('id', '=', input.city_id)
        .executeTakeFirst();
      if (!city) throw invalid('city_id', 'validation.in');
    }
    const row = await ctx.db
      .updateTable('districts')
      .set({ ...input, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row ? districtQuery(ctx.db, {}).where('d.id', '=', id).executeTakeFirst() : undefined;
  },
  async remove(ctx, id) {
    const result = await ctx.db.deleteFrom('districts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
