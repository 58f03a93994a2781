import type { FilterKey } from '@sufra/contract/resource';
import { countries } from '@sufra/contract/resources/countries';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, listOf } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import { TableRepository } from '../../core/lists/table-repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import type { Database } from '../../db/database.ts';

type Countries = typeof countries;

/** The column of the name in a language. */
const nameColumn = (locale: Locale) => (locale === 'ar' ? 'country_name_ar' : 'country_name_en');

/** Reference data every caller reads: the scope limits writes only. */
const countryList = listOf(countries)({
  query: (db: Database, locale: Locale) =>
    db
      .selectFrom('countries')
      .selectAll()
      .select(`${nameColumn(locale)} as country_name`),
  sorts: {
    id: 'countries.id',
    // The name the caller reads (the selected column).
    country_name: 'country_name',
    country_name_ar: 'country_name_ar',
    country_name_en: 'country_name_en',
    country_code: 'country_code',
    created_at: 'created_at',
  },
  filters: (c) => ({
    country_name: c.match(['country_name_ar', 'country_name_en']),
    country_code: c.match(['country_code']),
  }),
  tiebreak: 'countries.id',
});

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
export class CountriesRepository extends RepositoryWithLocale {
  readonly #table: TableRepository;

  constructor(db: Database, locale: Locale) {
    super(db, locale);
    this.#table = new TableRepository(db, {
      table: 'countries',
      optionLabel: (l) => sql<string>`${sql.ref(nameColumn(l))}`,
    });
  }

  /** The list's page, every row and export batches over the filters, in its order. */
  list(_scope: Scope, given: FilterValues<FilterKey<Countries>>) {
    return countryList.reads(this.db, given, this.locale);
  }

  find(_scope: Scope, id: number) {
    return countryList.query(this.db, this.locale).where('countries.id', '=', id).executeTakeFirst();
  }

  options(scope: Scope) {
    return this.#table.options(scope, this.locale);
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
