import { type HomeStats, seesSalesAndCustomers } from '@sufra/contract/home';
import { type RawBuilder, sql } from 'kysely';
import type { RequestContext } from '../../core/context.ts';
import { rangeBound } from '../../core/list-query.ts';
import { tenantCondition } from '../../core/tenancy.ts';

export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}

const TOP = 5;

function within(column: string, period: Period): RawBuilder<boolean> {
  const parts = [sql<boolean>`true`];
  if (period.from) parts.push(rangeBound(column, 'date', 'from', period.from));
  if (period.to) parts.push(rangeBound(column, 'date', 'to', period.to));
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The home cards for the caller's tenant; sales count completed and delivered orders only. Kitchen
 * and cashier get no sales, revenue or customer counts.
 */
export async function homeStatsFor(ctx: RequestContext, period: Period): Promise<HomeStats> {
  const { db, scope, locale } = ctx;
  const money = seesSalesAndCustomers(ctx.actor.type, ctx.actor.subRole);
  const orderScope = tenantCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id' });
  const reservationScope = tenantCondition(scope, { brand: 'r.brand_id', branch: 'r.branch_id' });
  const ordersIn = within('o.placed_at', period);
  const reservationsIn = within('r.starts_at', period);
  const name = (ar: string, en: string) => sql.ref(locale === 'ar' ? ar : en);

  const orders = await db
    .selectFrom('orders as o')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(o.total) FILTER (WHERE o.status IN ('completed', 'delivered')), 0)::numeric(14,2)::text`.as(
        'sales',
      ),
      sql<number>`count(DISTINCT o.client_id)::int`.as('clients'),
    ])
    .where(orderScope)
    .where(ordersIn)
    .executeTakeFirstOrThrow();
  const reservations = await db
    .selectFrom('reservations as r')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(reservationScope)
    .where(reservationsIn)
    .executeTakeFirstOrThrow();
  const clientsCount =
    scope.kind === 'all'
      ? (
          await db
            .selectFrom('clients as c')
            .select(sql<number>`count(*)::int`.as('n'))
            .where(within('c.created_at', period))
            .executeTakeFirstOrThrow()
        ).n
      : orders.clients;

  const ratingScope = tenantCondition(scope, { brand: 'rt.brand_id', branch: 'rt.branch_id' });
  const brandRatings = await db
    .selectFrom('ratings as rt')
    .innerJoin('brands as b', 'b.id', 'rt.brand_id')
    .select([
      'b.id as brand_id',
      name('b.brand_ar', 'b.brand_en').as('name'),
      sql<string>`round(avg(rt.rating), 1)::text`.as('rating'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(ratingScope)
    .where('rt.blocked', '=', false)
    .groupBy('b.id')
    .orderBy(sql`avg(rt.rating)`, 'desc')
    .limit(10)
    .execute();
  const topRated = await db
    .selectFrom('ratings as rt')
    .innerJoin('branches as br', 'br.id', 'rt.branch_id')
    .select([
      'br.id as branch_id',
      name('br.name_ar', 'br.name_en').as('name'),
      sql<string>`round(avg(rt.rating), 1)::text`.as('rating'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(ratingScope)
    .where('rt.blocked', '=', false)
    .groupBy('br.id')
    .having(sql<number>`count(*)`, '>=', 3)
    .orderBy(sql`avg(rt.rating)`, 'desc')
    .limit(TOP)
    .execute();
  const topMeals = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.meal_id',
      sql<string>`min(${name('i.name_ar', 'i.name_en')})`.as('name'),
      sql<number>`sum(i.quantity)::int`.as('quantity'),
      sql<string>`sum(i.line_total)::numeric(14,2)::text`.as('revenue'),
    ])
    .where(orderScope)
    .where(ordersIn)
    .where('i.meal_id', 'is not', null)
    .where('o.status', '!=', 'canceled')
    .groupBy('i.meal_id')
    .orderBy(sql`sum(i.quantity)`, 'desc')
    .limit(TOP)
    .execute();
  const branchScope = tenantCondition(scope, { brand: 'br.brand_id', branch: 'br.id' });
  const perBranch = await db
    .selectFrom('branches as br')
    .select([
      'br.id as branch_id',
      name('br.name_ar', 'br.name_en').as('name'),
      (eb) =>
        eb
          .selectFrom('orders as o')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('o.branch_id', '=', 'br.id')
          .where(ordersIn)
          .as('orders'),
      (eb) =>
        eb
          .selectFrom('reservations as r')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('r.branch_id', '=', 'br.id')
          .where(reservationsIn)
          .as('reservations'),
    ])
    .where(branchScope)
    .orderBy('orders', 'desc')
    .limit(50)
    .execute();
  const perCity = await db
    .selectFrom('branches as br')
    .innerJoin('cities as c', 'c.id', 'br.city_id')
    .select([
      'c.id as city_id',
      name('c.ar_city_name', 'c.en_city_name').as('name'),
      sql<number>`(SELECT count(*) FROM orders o WHERE o.branch_id = ANY(array_agg(br.id)) AND ${ordersIn})::int`.as(
        'orders',
      ),
      sql<number>`(SELECT count(*) FROM reservations r WHERE r.branch_id = ANY(array_agg(br.id)) AND ${reservationsIn})::int`.as(
        'reservations',
      ),
    ])
    .where(branchScope)
    .groupBy('c.id')
    .orderBy('orders', 'desc')
    .execute();

  return {
    orders_count: orders.count,
    reservations_count: reservations.count,
    ...(money ? { clients_count: clientsCount, sales: orders.sales } : {}),
    brand_ratings: brandRatings.map((r) => ({ ...r, name: String(r.name) })),
    top_rated: topRated.map((r) => ({ ...r, name: String(r.name) })),
    top_selling_meals: topMeals.map(({ revenue, ...m }) => ({
      ...m,
      ...(money ? { revenue } : {}),
      meal_id: Number(m.meal_id),
      name: String(m.name),
    })),
    per_branch: perBranch.map((b) => ({
      branch_id: b.branch_id,
      name: String(b.name),
      orders: Number(b.orders ?? 0),
      reservations: Number(b.reservations ?? 0),
    })),
    per_city: perCity.map((c) => ({ ...c, name: String(c.name) })),
  };
}
