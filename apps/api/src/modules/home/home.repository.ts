import { type RawBuilder, sql } from 'kysely';
import { within } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { platformOnly, tenantCondition } from '../../core/sessions/tenancy.ts';

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

const TOP = 5;

const orderScope = (scope: Scope) => tenantCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id' });
const ratingScope = (scope: Scope) =>
  tenantCondition(scope, { brand: 'rt.brand_id', branch: 'rt.branch_id' });
const branchScope = (scope: Scope) => tenantCondition(scope, { brand: 'br.brand_id', branch: 'br.id' });

/** A group of ratings: its average (one decimal) and how many there are. */
const ratingFigures = [
  sql<string>`round(avg(rt.rating), 1)::text`.as('rating'),
  sql<number>`count(*)::int`.as('count'),
] as const;

/**
 * How many orders placed and reservations starting in the period belong to the branches `branches`
 * names (the condition on a `branch_id`, over `br`: one branch, or a group's).
 */
function bookingCounts(period: Period, branches: RawBuilder<unknown>) {
  return [
    sql<number>`(SELECT count(*) FROM orders o WHERE o.branch_id ${branches} AND ${within('o.placed_at', period)})::int`.as(
      'orders',
    ),
    sql<number>`(SELECT count(*) FROM reservations r WHERE r.branch_id ${branches} AND ${within('r.starts_at', period)})::int`.as(
      'reservations',
    ),
  ] as const;
}

/**
 * The home cards' figures; every method takes the caller's scope and counts that tenant's rows only,
 * within the period. Names are read in the repository's language.
 */
export class HomeRepository extends RepositoryWithLocale {
  #name(ar: string, en: string) {
    return sql.ref(this.locale === 'ar' ? ar : en);
  }

  /** Orders placed, sales of completed and delivered orders, and distinct clients who ordered. */
  orderTotals(scope: Scope, period: Period) {
    return this.db
      .selectFrom('orders as o')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<string>`coalesce(sum(o.total) FILTER (WHERE o.status IN ('completed', 'delivered')), 0)::numeric(14,2)::text`.as(
          'sales',
        ),
        sql<number>`count(DISTINCT o.client_id)::int`.as('clients'),
      ])
      .where(orderScope(scope))
      .where(within('o.placed_at', period))
      .executeTakeFirstOrThrow();
  }

  async reservationsCount(scope: Scope, period: Period): Promise<number> {
    const row = await this.db
      .selectFrom('reservations as r')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(tenantCondition(scope, { brand: 'r.brand_id', branch: 'r.branch_id' }))
      .where(within('r.starts_at', period))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Clients who signed up in the period: platform data (clients belong to no brand). */
  async clientsRegistered(scope: Scope, period: Period): Promise<number> {
    const row = await this.db
      .selectFrom('clients as c')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(platformOnly(scope))
      .where(within('c.created_at', period))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The visible ratings of the caller's tenant, the best average first (grouped by the caller). */
  #ratings(scope: Scope) {
    return this.db
      .selectFrom('ratings as rt')
      .where(ratingScope(scope))
      .where('rt.blocked', '=', false)
      .orderBy(sql`avg(rt.rating)`, 'desc');
  }

  brandRatings(scope: Scope) {
    return this.#ratings(scope)
      .innerJoin('brands as b', 'b.id', 'rt.brand_id')
      .select(['b.id as brand_id', this.#name('b.brand_ar', 'b.brand_en').as('name'), ...ratingFigures])
      .groupBy('b.id')
      .limit(10)
      .execute();
  }

  /** The best rated branches with at least three ratings. */
  topRatedBranches(scope: Scope) {
    return this.#ratings(scope)
      .innerJoin('branches as br', 'br.id', 'rt.branch_id')
      .select(['br.id as branch_id', this.#name('br.name_ar', 'br.name_en').as('name'), ...ratingFigures])
      .groupBy('br.id')
      .having(sql<number>`count(*)`, '>=', 3)
      .limit(TOP)
      .execute();
  }

  /** The meals sold most in the period (canceled orders left out). */
  topSellingMeals(scope: Scope, period: Period) {
    return this.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select([
        'i.meal_id',
        sql<string>`min(${this.#name('i.name_ar', 'i.name_en')})`.as('name'),
        sql<number>`sum(i.quantity)::int`.as('quantity'),
        sql<string>`sum(i.line_total)::numeric(14,2)::text`.as('revenue'),
      ])
      .where(orderScope(scope))
      .where(within('o.placed_at', period))
      .where('i.meal_id', 'is not', null)
      .where('o.status', '!=', 'canceled')
      .groupBy('i.meal_id')
      .orderBy(sql`sum(i.quantity)`, 'desc')
      .limit(TOP)
      .execute();
  }

  /**
   * Orders placed and sales (completed and delivered orders) per Riyadh day or month of the period,
   * from the daily rollup (`sales_daily`, 0013); days or months without orders are absent.
   */
  salesOverTime(scope: Scope, period: Period, unit: 'day' | 'month') {
    const bucket = sql<string>`to_char(d.day, ${sql.lit(unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM')})`;
    let query = this.db
      .selectFrom('sales_daily as d')
      .select([
        bucket.as('period'),
        sql<number>`sum(d.orders_placed)::int`.as('orders'),
        sql<string>`sum(d.sales_done)::numeric(14,2)::text`.as('sales'),
      ])
      .where(tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' }));
    if (period.from) query = query.where('d.day', '>=', period.from);
    if (period.to) query = query.where('d.day', '<=', period.to);
    return query.groupBy(bucket).having(sql<boolean>`sum(d.orders_placed) > 0`).orderBy(bucket).execute();
  }

  /** Orders and reservations of each branch of the tenant in the period. */
  perBranch(scope: Scope, period: Period) {
    return this.db
      .selectFrom('branches as br')
      .select([
        'br.id as branch_id',
        this.#name('br.name_ar', 'br.name_en').as('name'),
        ...bookingCounts(period, sql`= br.id`),
      ])
      .where(branchScope(scope))
      .orderBy('orders', 'desc')
      .limit(50)
      .execute();
  }

  /** Orders and reservations of the tenant's branches in each city in the period. */
  perCity(scope: Scope, period: Period) {
    return this.db
      .selectFrom('branches as br')
      .innerJoin('cities as c', 'c.id', 'br.city_id')
      .select([
        'c.id as city_id',
        this.#name('c.ar_city_name', 'c.en_city_name').as('name'),
        ...bookingCounts(period, sql`= ANY(array_agg(br.id))`),
      ])
      .where(branchScope(scope))
      .groupBy('c.id')
      .orderBy('orders', 'desc')
      .execute();
  }
}
