import { type HomeStats, seesSalesAndCustomers } from '@sufra/contract/home';
import type { RequestContext } from '../../core/context.ts';
import { HomeRepository, type Period } from './home.repository.ts';

export type { Period } from './home.repository.ts';

/**
 * The home cards for the caller's tenant; sales count completed and delivered orders only. Kitchen
 * and cashier get no sales, revenue or customer counts.
 */
export async function homeStatsFor(ctx: RequestContext, period: Period): Promise<HomeStats> {
  const { scope } = ctx;
  const money = seesSalesAndCustomers(ctx.actor.type, ctx.actor.subRole);
  const home = new HomeRepository(ctx.db, ctx.locale);

  const orders = await home.orderTotals(scope, period);
  const reservationsCount = await home.reservationsCount(scope, period);
  // The platform counts every client who signed up; a brand, the clients who ordered from it.
  const clientsCount = scope.kind === 'all' ? await home.clientsRegistered(scope, period) : orders.clients;
  const brandRatings = await home.brandRatings(scope);
  const topRated = await home.topRatedBranches(scope);
  const topMeals = await home.topSellingMeals(scope, period);
  const perBranch = await home.perBranch(scope, period);
  const perCity = await home.perCity(scope, period);

  return {
    orders_count: orders.count,
    reservations_count: reservationsCount,
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
