import type { cities as citiesDef, districts as districtsDef } from '@sufra/contract/resources/cities';
import type { Locale } from '@sufra/contract/user-types';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { invalid } from '../../core/http/errors.ts';
import { syncChildren } from '../../core/lists/child-rows.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import type { Database } from '../../db/database.ts';
import { CitiesRepository, DistrictsRepository } from './cities.repository.ts';

type CityCreate = z.output<typeof citiesDef.create>;

/** Rows name their country in the request's language. */
const cities = (db: Database, locale?: Locale) => new CitiesRepository(db, locale);
const districts = (db: Database) => new DistrictsRepository(db);

async function assertCountry(ctx: RequestContext, countryId: number | undefined): Promise<void> {
  if (countryId !== undefined && !(await cities(ctx.db).countryExists(countryId)))
    throw invalid('country_id', 'validation.in');
}

/** Replace a city's districts: keep those sent with their id, add new ones, drop the rest. */
function syncDistricts(repo: CitiesRepository, scope: Scope, cityId: number, list: CityCreate['districts']) {
  return syncChildren(
    repo.districts,
    scope,
    cityId,
    list,
    (d) => ({ ar_district_name: d.ar_district_name, en_district_name: d.en_district_name }),
    () => 'districts',
  );
}

export const citiesService: ServiceOf<typeof citiesDef> = {
  list: (ctx, q) => cities(ctx.db, ctx.locale).list(ctx.scope, q.filters).page(q),
  exportRows: (ctx, q) => cities(ctx.db, ctx.locale).list(ctx.scope, q.filters).batches(q),
  options: (ctx) => cities(ctx.db).options(ctx.scope, ctx.locale),
  show: (ctx, id) => cities(ctx.db, ctx.locale).find(ctx.scope, id),
  async create(ctx, input) {
    await assertCountry(ctx, input.country_id);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { districts: list, ...city } = input;
      const repo = cities(trx);
      const cityId = await repo.insert(ctx.scope, city);
      await syncDistricts(repo, ctx.scope, cityId, list);
      return cityId;
    });
    return cities(ctx.db, ctx.locale).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    await assertCountry(ctx, input.country_id);
    const found = await ctx.db.transaction().execute(async (trx) => {
      const { districts: list, ...city } = input;
      const repo = cities(trx);
      if (!(await repo.update(ctx.scope, id, city))) return false;
      if (list) await syncDistricts(repo, ctx.scope, id, list);
      return true;
    });
    return found ? cities(ctx.db, ctx.locale).find(ctx.scope, id) : undefined;
  },
  remove: (ctx, id) => cities(ctx.db).remove(ctx.scope, id),
  async toggle(ctx, id) {
    return (await cities(ctx.db).toggle(ctx.scope, id))
      ? cities(ctx.db, ctx.locale).find(ctx.scope, id)
      : undefined;
  },
};

export const districtsService: ServiceOf<typeof districtsDef> = {
  list: (ctx, q) => districts(ctx.db).list(ctx.scope, q.filters).page(q),
  exportRows: (ctx, q) => districts(ctx.db).list(ctx.scope, q.filters).batches(q),
  options: (ctx) => districts(ctx.db).options(ctx.scope, ctx.locale),
  show: (ctx, id) => districts(ctx.db).find(ctx.scope, id),
  async create(ctx, input) {
    if (!(await cities(ctx.db).exists(ctx.scope, input.city_id))) throw invalid('city_id', 'validation.in');
    const id = await districts(ctx.db).insert(ctx.scope, input);
    return districts(ctx.db).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    if (input.city_id !== undefined && !(await cities(ctx.db).exists(ctx.scope, input.city_id)))
      throw invalid('city_id', 'validation.in');
    const found = await districts(ctx.db).update(ctx.scope, id, input);
    return found ? districts(ctx.db).find(ctx.scope, id) : undefined;
  },
  remove: (ctx, id) => districts(ctx.db).remove(ctx.scope, id),
};
