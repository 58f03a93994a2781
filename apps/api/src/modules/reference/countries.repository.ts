import type { countries } from '@sufra/contract/resources/countries';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { Scope } from '../../core/actor.ts';
import {
  type FilterConditions,
  type FilterValues,
  fetchAll,
  fetchBatches,
  fetchPage,
  type ListQueryOf,
  type SortColumns,
  textMatch,
  whereFilters,
} from '../../core/list-query.ts';
import { TableRepository } from '../../core/table-repository.ts';
import { type Database, isEmbedded } from '../../db/database.ts';

type Countries = typeof countries;

/** The column of the name in a language. */
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

/** `country_name` matches either language's name. */
const filters: FilterConditions<Countries> = {
  country_name: (v) => textMatch(['country_name_ar', 'country_name_en'], v),
  country_code: (v) => textMatch(['country_code'], v),
};

export interface CountryValues {
  country_name_ar?: string;
  country_name_en?: string;
  country_desc?: string | null;
  country_code?: string;
  country_key?: string;
  flag?: string | null;
}

/**
 * Countries: platform reference data every caller reads and only the platform changes (the
 * reference tables' repository does the writes). Rows carry `country_name` in the repository's
 * language.
 */
export class CountriesRepository {
  readonly #db: Database;
  readonly #locale: Locale;
  readonly #table: TableRepository<string, string>;

  constructor(db: Database, locale: Locale) {
    this.#db = db;
    this.#locale = locale;
    this.#table = new TableRepository(db, {
      table: 'countries',
      sorts: sortsFor(locale),
      filters,
      optionLabel: (l) => sql<string>`${sql.ref(nameColumn(l))}`,
    });
  }

  /** Reference data: the scope limits writes only. */
  #read(given: FilterValues<keyof typeof filters & string> = {}) {
    return this.#db
      .selectFrom('countries')
      .selectAll()
      .select(`${nameColumn(this.#locale)} as country_name`)
      .where(whereFilters(given, filters, 'countries'));
  }

  page(_scope: Scope, q: ListQueryOf<Countries>) {
    return fetchPage(this.#read(q.filters), q, sortsFor(this.#locale), 'countries.id');
  }

  all(_scope: Scope, q: ListQueryOf<Countries>) {
    return fetchAll(this.#read(q.filters), q, sortsFor(this.#locale), 'countries.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(_scope: Scope, q: ListQueryOf<Countries>) {
    return fetchBatches(this.#db, this.#read(q.filters), q, sortsFor(this.#locale), 'countries.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  find(_scope: Scope, id: number) {
    return this.#read().where('countries.id', '=', id).executeTakeFirst();
  }

  options(scope: Scope) {
    return this.#table.options(scope, this.#locale);
  }

  /** The new country's id; the platform's only (403 for any other scope). */
  async insert(scope: Scope, values: CountryValues): Promise<number> {
    return Number((await this.#table.insert(scope, { ...values })).id);
  }

  /** Whether a country was changed (never for a scope other than the platform's). */
  async update(scope: Scope, id: number, values: CountryValues): Promise<boolean> {
    return (await this.#table.update(scope, id, { ...values })) !== undefined;
  }

  remove(scope: Scope, id: number): Promise<boolean> {
    return this.#table.remove(scope, id);
  }
}
