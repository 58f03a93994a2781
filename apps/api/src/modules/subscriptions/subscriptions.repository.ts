import type { FilterKey } from '@sufra/contract/resource';
import type { subscriptions } from '@sufra/contract/resources/subscriptions';
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
  type ListQueryOf,
  rangeBound,
  type SortColumns,
  whereFilters,
} from '../../core/list-query.ts';
import { tenantCondition } from '../../core/tenancy.ts';
import { type Database, isEmbedded } from '../../db/database.ts';

type Subscriptions = typeof subscriptions;

const sorts: SortColumns<Subscriptions> = {
  id: 's.id',
  next_deduction_date: 's.next_deduction_date',
  deduction_date: 's.deduction_date',
  number_deduction: 's.number_deduction',
  created_at: 's.created_at',
};

const filters: FilterConditions<Subscriptions> = {
  brand_id: (v) => equals('s.brand_id', Number(v)),
  type: (v) => equals('s.type', v),
  status: (v) => equals('s.status', v),
  next_deduction_date_from: (v) => rangeBound('s.next_deduction_date', 'date', 'from', v),
  next_deduction_date_to: (v) => rangeBound('s.next_deduction_date', 'date', 'to', v),
};

/**
 * Brands' subscriptions in the caller's tenant (the platform all, a brand its own), with the days
 * left counted from the given day (Asia/Riyadh) and whether each is its brand's current one.
 */
export class SubscriptionsRepository {
  readonly #db: Database;
  readonly #locale: Locale;
  readonly #today: string;

  constructor(db: Database, locale: Locale, today: string) {
    this.#db = db;
    this.#locale = locale;
    this.#today = today;
  }

  #query(scope: Scope, given: FilterValues<FilterKey<Subscriptions>> = {}) {
    return this.#db
      .selectFrom('subscriptions as s')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .selectAll('s')
      .select([
        sql<string>`${sql.ref(this.#locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
        sql<number | null>`greatest(s.next_deduction_date - ${this.#today}::date, 0)`.as('remaining_time'),
        // the brand's current subscription: its active one, else its newest
        sql<boolean>`s.id = (SELECT c.id FROM subscriptions c WHERE c.brand_id = s.brand_id
          ORDER BY c.status = 'active' DESC, c.id DESC LIMIT 1)`.as('renewable'),
      ])
      .where(tenantCondition(scope, { brand: 's.brand_id' }))
      .where(whereFilters(given, filters, 'subscriptions'));
  }

  page(scope: Scope, q: ListQueryOf<Subscriptions>) {
    return fetchPage(this.#query(scope, q.filters), q, sorts, 's.id');
  }

  all(scope: Scope, q: ListQueryOf<Subscriptions>) {
    return fetchAll(this.#query(scope, q.filters), q, sorts, 's.id');
  }

  /** Every matching row in list order, in batches (exports; no cap). */
  batches(scope: Scope, q: ListQueryOf<Subscriptions>) {
    return fetchBatches(this.#db, this.#query(scope, q.filters), q, sorts, 's.id', {
      embedded: isEmbedded(this.#db),
    });
  }

  find(scope: Scope, id: number) {
    return this.#query(scope).where('s.id', '=', id).executeTakeFirst();
  }
}
