import type { FilterDefs, FilterKey } from '@sufra/contract/resource';
import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import { type RawBuilder, sql } from 'kysely';
import {
  type FilterCondition,
  type FilterValues,
  listReads,
  rangeBound,
  sortColumns,
  whereFilters,
  within,
} from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';

/**
 * The reports (see the contract's reports.ts for what is counted): each is ONE aggregate statement,
 * a derived table grouped by customer, brand or brand and month, whose minimums are conditions on
 * the aggregates (the outer `WHERE` on the grouped rows, a `HAVING`). The tenant, the period and
 * `filter[id]` choose what is summed. Brands' figures are summed from the daily rollup
 * (`sales_daily`: per brand, branch and Riyadh day), the platform's all-time customer figures from
 * the customers' rollup (`client_totals`), both kept by the database in the transaction of each
 * change (migration 0013); a customer report of a period or of a brand sums the orders and
 * reservations themselves through `orders (brand_id, placed_at)`, `orders (client_id, placed_at)`,
 * `reservations (brand_id, created_at)` and `reservations (created_at)`.
 * Every method takes the caller's scope.
 */
type ClientsReport = typeof clientsReport;

type VendorsReport = typeof vendorsReport;
type CommissionReport = typeof commissionReport;

/** The filters that choose what is counted (the rest are conditions on the counted figures). */
type PeriodKey = 'id' | 'from' | 'to';
type FigureConditions<D extends { filters: FilterDefs }> = Readonly<
  Record<Exclude<FilterKey<D>, PeriodKey>, FilterCondition>
>;

/** Riyadh calendar days, inclusive, on a date column (the rollups' `day`). */
function withinDays(column: string, given: FilterValues<PeriodKey>): RawBuilder<boolean> {
  const parts = [sql<boolean>`true`];
  if (given.from) parts.push(sql<boolean>`${sql.ref(column)} >= ${given.from}::date`);
  if (given.to) parts.push(sql<boolean>`${sql.ref(column)} <= ${given.to}::date`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

const atLeast =
  (column: string): FilterCondition =>
  (v) =>
    rangeBound(column, 'number', 'from', v);
const atMost =
  (column: string): FilterCondition =>
  (v) =>
    rangeBound(column, 'number', 'to', v);

/** The figures' conditions, the given filters minus those that choose what is counted. */
function figuresWhere<F extends string>(
  given: FilterValues<F | PeriodKey>,
  conditions: Readonly<Record<F, FilterCondition>>,
  resource: string,
): RawBuilder<boolean> {
  const { id: _id, from: _from, to: _to, ...rest } = given as Record<string, string | undefined>;
  return whereFilters(rest as FilterValues<F>, conditions, resource);
}

const clientsSorts = sortColumns('r', clientsReport.sorts);
const vendorsSorts = sortColumns('r', vendorsReport.sorts);
const commissionSorts = sortColumns('r', commissionReport.sorts);

/** The minimums of every report: its amount (`amount`, also as a range) and its orders. */
const orderFigures = (amount: string) => ({
  from_payment: atLeast(amount),
  to_payment: atMost(amount),
  order_count: atLeast('r.orders_count'),
  order_amount: atLeast(amount),
});

/** The minimums of the customers' and the brands' reports: their orders, reservations and discounts. */
const bookingFigures = (amount: string) => ({
  ...orderFigures(amount),
  reservation_count: atLeast('r.reservations_count'),
  reservations_count: atLeast('r.reservations_count'),
  reservation_amount: atLeast('r.reservations_amount'),
  reservations_amount: atLeast('r.reservations_amount'),
  discount: atLeast('r.discounts'),
});

const clientsFigures: FigureConditions<ClientsReport> = bookingFigures('r.orders_amount');
const vendorsFigures: FigureConditions<VendorsReport> = bookingFigures('r.sales');
const commissionFigures: FigureConditions<CommissionReport> = orderFigures('r.sales');

/** `filter[id]`: the one customer or brand whose figures are counted (every one without it). */
function byId(given: FilterValues<PeriodKey>, column: string): RawBuilder<boolean> {
  return given.id ? sql<boolean>`${sql.ref(column)} = ${Number(given.id)}` : sql<boolean>`true`;
}

/** Exact SAR with 2 decimals, as text. */
const money = (column: string) => sql<string>`${sql.ref(column)}::numeric(14,2)::text`;

/** Orders that count: the caller's tenant's, not canceled, placed in the period. */
function countedOrders(scope: Scope, given: FilterValues<PeriodKey>): RawBuilder<boolean> {
  return sql<boolean>`(${tenantCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id' })}
    AND o.status <> 'canceled' AND ${within('o.placed_at', given)})`;
}

/** Reservations that count: the caller's tenant's, not canceled, made in the period. */
function countedReservations(scope: Scope, given: FilterValues<PeriodKey>): RawBuilder<boolean> {
  return sql<boolean>`(${tenantCondition(scope, { brand: 'v.brand_id', branch: 'v.branch_id' })}
    AND v.status <> 'canceled' AND ${within('v.created_at', given)})`;
}

interface ClientRow {
  id: number;
  name: string;
  phone: string;
  orders_count: number;
  orders_amount: string;
  discounts: string;
  reservations_count: number;
  reservations_amount: string;
  points: number | null;
}

interface VendorRow {
  id: number;
  name: string;
  orders_count: number;
  sales: string;
  discounts: string;
  reservations_count: number;
  reservations_amount: string;
  payments: string;
}

interface CommissionRow {
  id: number;
  name: string;
  period: string;
  /** The tie-breaker of the order (a row is one brand in one month). */
  row_key: string;
  orders_count: number;
  sales: string;
  commission: string;
}

export class ReportsRepository extends RepositoryWithLocale {
  /** What names a report's query whole (its page and sort are added by listReads). */
  #key(report: string, scope: Scope, given: object): string {
    return JSON.stringify([report, scope, this.locale, given]);
  }

  #brandName() {
    return sql.ref(this.locale === 'ar' ? 'b.brand_ar' : 'b.brand_en');
  }

  /**
   * One row per customer with a counted order or reservation. All-time figures are the customers'
   * rollups (`client_totals` for the platform, `client_brand_totals` for a brand; 0013); a period
   * sums the orders and the reservations themselves, each grouped by customer, then joined (full:
   * a customer may have only one of them; half the time of one `UNION ALL` with `FILTER`ed
   * aggregates on a million orders). The name, phone and points are scalar subqueries: sorted by a figure, the
   * page's rows alone read them (PostgreSQL computes them after the sort and limit). The points
   * balance is the platform's (the ledger's sum, kept in the rollup), read for the admin only.
   */
  #clients(scope: Scope, given: FilterValues<FilterKey<ClientsReport>>) {
    const allTime = !given.from && !given.to;
    const counted = sql`(orders_count > 0 OR reservations_count > 0)`;
    let figures: RawBuilder<unknown>;
    if (allTime && scope.kind === 'all') {
      figures = sql`(
        SELECT client_id, orders_count, orders_amount, discounts, reservations_count, reservations_amount
        FROM client_totals WHERE ${counted} AND ${byId(given, 'client_id')}
      )`;
    } else if (allTime && scope.kind === 'brand') {
      figures = sql`(
        SELECT client_id, orders_count, orders_amount, discounts, reservations_count, reservations_amount
        FROM client_brand_totals
        WHERE brand_id = ${scope.brandId} AND ${counted} AND ${byId(given, 'client_id')}
      )`;
    } else {
      figures = sql`(
        SELECT coalesce(og.client_id, rg.client_id) AS client_id,
          coalesce(og.orders_count, 0) AS orders_count,
          coalesce(og.orders_amount, 0) AS orders_amount,
          coalesce(og.discounts, 0) AS discounts,
          coalesce(rg.reservations_count, 0) AS reservations_count,
          coalesce(rg.reservations_amount, 0) AS reservations_amount
        FROM (
          SELECT o.client_id, count(*)::int AS orders_count, sum(o.total) AS orders_amount,
            sum(o.discounts) AS discounts
          FROM orders o WHERE ${countedOrders(scope, given)} AND ${byId(given, 'o.client_id')}
          GROUP BY o.client_id
        ) og
        FULL JOIN (
          SELECT v.client_id, count(*)::int AS reservations_count, sum(v.reservation_fees) AS reservations_amount
          FROM reservations v WHERE ${countedReservations(scope, given)} AND ${byId(given, 'v.client_id')}
          GROUP BY v.client_id
        ) rg ON rg.client_id = og.client_id
      )`;
    }
    const points =
      scope.kind === 'all'
        ? sql<
            number | null
          >`(SELECT coalesce(max(p.points), 0) FROM client_totals p WHERE p.client_id = a.client_id)`
        : sql<number | null>`NULL::int`;
    const grouped = sql<ClientRow>`(
      SELECT a.client_id AS id,
        (SELECT c.first_name || ' ' || c.last_name FROM clients c WHERE c.id = a.client_id) AS name,
        (SELECT c.phone FROM clients c WHERE c.id = a.client_id) AS phone,
        a.orders_count, a.orders_amount, a.discounts, a.reservations_count, a.reservations_amount,
        ${points} AS points
      FROM ${figures} a
    )`;
    return this.db
      .selectFrom(grouped.as('r'))
      .select([
        'r.id',
        'r.name',
        'r.phone',
        'r.orders_count',
        money('r.orders_amount').as('orders_amount'),
        money('r.discounts').as('discounts'),
        'r.reservations_count',
        money('r.reservations_amount').as('reservations_amount'),
        'r.points',
      ])
      .where(figuresWhere(given, clientsFigures, 'reports/clients'));
  }

  /** The clients report's page, every row (capped) and batches (exports), in its order. */
  clients(scope: Scope, given: FilterValues<FilterKey<ClientsReport>>) {
    return listReads(this.db, () => this.#clients(scope, given), clientsSorts, 'r.id', {
      keep: { key: this.#key('clients', scope, given) },
    });
  }

  /**
   * One row per brand of the caller's tenant, every brand even with nothing counted: the brand's
   * orders and reservations from its days in the rollup (`sales_daily`, 0013) and its paid
   * subscription payments, each grouped by brand and joined.
   */
  #vendors(scope: Scope, given: FilterValues<FilterKey<VendorsReport>>) {
    const grouped = sql<VendorRow>`(
      SELECT b.id, ${this.#brandName()} AS name,
        coalesce(o.orders_count, 0) AS orders_count,
        coalesce(o.sales, 0) AS sales,
        coalesce(o.discounts, 0) AS discounts,
        coalesce(o.reservations_count, 0) AS reservations_count,
        coalesce(o.reservations_amount, 0) AS reservations_amount,
        coalesce(p.payments, 0) AS payments
      FROM brands b
      LEFT JOIN (
        SELECT d.brand_id, sum(d.orders_count)::int AS orders_count, sum(d.orders_total) AS sales,
          sum(d.discounts) AS discounts, sum(d.reservations_count)::int AS reservations_count,
          sum(d.reservations_fees) AS reservations_amount
        FROM sales_daily d
        WHERE ${tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' })} AND ${byId(given, 'd.brand_id')}
          AND ${withinDays('d.day', given)}
        GROUP BY d.brand_id
      ) o ON o.brand_id = b.id
      LEFT JOIN (
        SELECT p.brand_id, sum(p.amount) AS payments
        FROM payments p
        WHERE ${tenantCondition(scope, { brand: 'p.brand_id' })} AND ${byId(given, 'p.brand_id')}
          AND p.purpose = 'subscription' AND p.status = 'paid' AND ${within('p.paid_at', given)}
        GROUP BY p.brand_id
      ) p ON p.brand_id = b.id
      WHERE ${tenantCondition(scope, { brand: 'b.id' })} AND ${byId(given, 'b.id')}
    )`;
    return this.db
      .selectFrom(grouped.as('r'))
      .select([
        'r.id',
        'r.name',
        'r.orders_count',
        money('r.sales').as('sales'),
        money('r.discounts').as('discounts'),
        'r.reservations_count',
        money('r.reservations_amount').as('reservations_amount'),
        money('r.payments').as('payments'),
      ])
      .where(figuresWhere(given, vendorsFigures, 'reports/vendors'));
  }

  /** The vendors report's page, every row (capped) and batches (exports), in its order. */
  vendors(scope: Scope, given: FilterValues<FilterKey<VendorsReport>>) {
    return listReads(this.db, () => this.#vendors(scope, given), vendorsSorts, 'r.id', {
      keep: { key: this.#key('vendors', scope, given) },
    });
  }

  /**
   * One row per brand and Riyadh month with a counted order: the brand's days in the rollup
   * (`sales_daily`, 0013) grouped by both.
   */
  #commission(scope: Scope, given: FilterValues<FilterKey<CommissionReport>>) {
    const month = sql<string>`to_char(d.day, 'YYYY-MM')`;
    const grouped = sql<CommissionRow>`(
      SELECT b.id, ${this.#brandName()} AS name, ${month} AS period,
        ${month} || '#' || lpad(b.id::text, 10, '0') AS row_key,
        sum(d.orders_count)::int AS orders_count,
        sum(d.orders_total) AS sales,
        sum(d.commission) AS commission
      FROM sales_daily d
      JOIN brands b ON b.id = d.brand_id
      WHERE ${tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' })} AND ${byId(given, 'd.brand_id')}
        AND ${withinDays('d.day', given)}
      GROUP BY b.id, ${month}
      HAVING sum(d.orders_count) > 0
    )`;
    return this.db
      .selectFrom(grouped.as('r'))
      .select([
        'r.id',
        'r.name',
        'r.period',
        'r.row_key',
        'r.orders_count',
        money('r.sales').as('sales'),
        money('r.commission').as('commission'),
      ])
      .where(figuresWhere(given, commissionFigures, 'reports/commission'));
  }

  /** The commission report's page, every row (capped) and batches (exports), in its order. */
  commission(scope: Scope, given: FilterValues<FilterKey<CommissionReport>>) {
    return listReads(this.db, () => this.#commission(scope, given), commissionSorts, 'r.row_key', {
      keep: { key: this.#key('commission', scope, given) },
    });
  }
}
