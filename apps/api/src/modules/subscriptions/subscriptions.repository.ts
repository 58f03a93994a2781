import type { FilterKey } from '@sufra/contract/resource';
import { subscriptions } from '@sufra/contract/resources/subscriptions';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

type Subscriptions = typeof subscriptions;

const subscriptionsList = listOf(subscriptions)({
  query: (db: Database, scope: Scope, locale: Locale, today: string) =>
    db
      .selectFrom('subscriptions as s')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .selectAll('s')
      .select([
        sql<string>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
        sql<number | null>`greatest(s.next_deduction_date - ${today}::date, 0)`.as('remaining_time'),
        // the brand's current subscription: its active one, else its newest
        sql<boolean>`s.id = (SELECT c.id FROM subscriptions c WHERE c.brand_id = s.brand_id
          ORDER BY c.status = 'active' DESC, c.id DESC LIMIT 1)`.as('renewable'),
      ])
      .where(tenantCondition(scope, { brand: 's.brand_id' })),
  sorts: sortColumns('s', subscriptions.sorts),
  filters: (c) => ({
    brand_id: c.id('s.brand_id'),
    type: c.is('s.type'),
    status: c.is('s.status'),
    ...c.between('next_deduction_date', 's.next_deduction_date', 'date'),
  }),
  tiebreak: 's.id',
});

/**
 * Brands' subscriptions in the caller's tenant (the platform all, a brand its own), with the days
 * left counted from the given day (Asia/Riyadh) and whether each is its brand's current one.
 */
export class SubscriptionsRepository extends RepositoryWithLocale {
  readonly #today: string;

  constructor(db: Database, locale: Locale, today: string) {
    super(db, locale);
    this.#today = today;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, given: FilterValues<FilterKey<Subscriptions>>) {
    return subscriptionsList.reads(this.db, given, scope, this.locale, this.#today);
  }

  find(scope: Scope, id: number) {
    return subscriptionsList.find(this.db, id, scope, this.locale, this.#today);
  }
}
