import type { countries } from '@sufra/contract/resources/countries';
import type { RequestContext } from '../../core/http/context.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedReads } from '../../core/lists/service-reads.ts';
import { CountriesRepository } from './countries.repository.ts';

type Countries = typeof countries;

/** Rows name the country in the request's language. */
const repository = (ctx: RequestContext) => new CountriesRepository(ctx.db, ctx.locale);

/**
 * Countries in Arabic and English. An update may send SPEC's single `country_name`: it then names
 * the country in both languages, unless a language's own name is sent too.
 */
export const countriesService: ServiceOf<Countries> = {
  ...scopedReads<Countries>(repository),
  async create(ctx, input) {
    const id = await repository(ctx).insert(ctx.scope, input);
    return repository(ctx).find(ctx.scope, id);
  },
  async update(ctx, id, input) {
    const { country_name: single, ...values } = input;
    const names = single
      ? {
          country_name_ar: values.country_name_ar ?? single,
          country_name_en: values.country_name_en ?? single,
        }
      : {};
    const changed =
      Object.keys(values).length === 0 && !single
        ? true
        : await repository(ctx).update(ctx.scope, id, { ...values, ...names });
    return changed ? repository(ctx).find(ctx.scope, id) : undefined;
  },
  remove: (ctx, id) => repository(ctx).remove(ctx.scope, id),
};
