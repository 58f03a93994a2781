import type { countries } from '@sufra/contract/resources/countries';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { ServiceOf } from '../../core/crud.ts';
import {
  type FilterConditions,
  type FilterValues,
  fetchAll,
  fetchPage,
  type SortColumns,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { tableService } from '../../core/table-service.ts';
import type { Database } from '../../db/database.ts';

type Countries = typeof countries;

/** The column of the name in the request's language. */
const nameColumn = (locale: Locale) => (locale === 'ar' ? 'country_name_ar' : 'country_name_en');

/** `country_name` sorts by the name the caller reads. */
const sortsFor = (locale: Locale): SortColumns<Countries> => ({
  id: 'countries.id',
  country_name: nameColumn(locale),
  country_name_ar: 'country_name_ar',
  country_name_en: 'country_name_en',
  country_code: 'country_code',
  created_at: 'created_at',
});

const filters: FilterConditions<Countries> = {
  country_name: (v) => textMatch(['country_name_ar', 'country_name_en'], v),
  country_code: (v) => textMatch(['country_code'], v),
};

/** Countries with `country_name` in the request's language (platform data every caller reads). */
function read(db: Database, locale: Locale, given: FilterValues<keyof typeof filters & string> = {}) {
  return db
    .selectFrom('countries')
    .selectAll()
    .select(`${nameColumn(locale)} as country_name`)
    .where(whereFilters(given, filters, 'countries'));
}

const find = (db: Database, locale: Locale, id: number) =>
  read(db, locale).where('countries.id', '=', id).executeTakeFirst();

/** Writes go through the reference tables' repository (the platform's only); reads name the country. */
export function countriesService(def: Countries): ServiceOf<Countries> {
  const writes = tableService(def, {
    table: 'countries',
    sorts: sortsFor('en'),
    filters,
    optionLabel: (locale) => sql<string>`${sql.ref(nameColumn(locale))}`,
  });
  const reread = async (db: Database, locale: Locale, row: unknown) => {
    const id = (row as { id?: number } | undefined)?.id;
    return id === undefined ? undefined : find(db, locale, id);
  };
  return {
    ...writes,
    list: (ctx, q) => fetchPage(read(ctx.db, ctx.locale, q.filters), q, sortsFor(ctx.locale), 'countries.id'),
    listAll: (ctx, q) =>
      fetchAll(read(ctx.db, ctx.locale, q.filters), q, sortsFor(ctx.locale), 'countries.id'),
    show: (ctx, id) => find(ctx.db, ctx.locale, id),
    async create(ctx, input) {
      return reread(ctx.db, ctx.locale, await writes.create?.(ctx, input));
    },
    async update(ctx, id, input) {
      const { country_name: single, ...values } = input;
      const names = single
        ? {
            country_name_ar: values.country_name_ar ?? single,
            country_name_en: values.country_name_en ?? single,
          }
        : {};
      return reread(ctx.db, ctx.locale, await writes.update?.(ctx, id, { ...values, ...names }));
    },
  };
}
