import { HOME_DAILY_MAX_DAYS, type HomeStats, seesSalesAndCustomers } from '@sufra/contract/home';
import type { RequestContext } from '../../core/http/context.ts';
import { HomeRepository, type Period } from './home.repository.ts';

export type { Period } from './home.repository.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthText = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

/** Day by day for a closed period of at most HOME_DAILY_MAX_DAYS days, else month by month. */
function chartUnit(period: Period): 'day' | 'month' {
  if (!period.from || !period.to) return 'month';
  return dayNumber(period.to) - dayNumber(period.from) < HOME_DAILY_MAX_DAYS ? 'day' : 'month';
}

/**
 * Every day (or month) from the period's start, or the first with orders, to its end, or the last with
 * orders, the missing ones as zeros: the chart's bars stand at their dates.
 */
function filled(
  unit: 'day' | 'month',
  period: Period,
  rows: readonly { period: string; orders: number; sales: string }[],
) {
  const [toNumber, toText] = unit === 'day' ? [dayNumber, dayText] : [monthNumber, monthText];
  const cut = (day: string) => (unit === 'day' ? day : day.slice(0, 7));
  const first = rows[0]?.period;
  const last = rows.at(-1)?.period;
  const start = period.from ? cut(period.from) : first;
  const end = period.to ? cut(period.to) : last;
  if (start === undefined || end === undefined) return [];
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const points = [];
  for (let n = toNumber(start); n <= toNumber(end); n++) {
    const key = toText(n);
    points.push(byPeriod.get(key) ?? { period: key, orders: 0, sales: '0.00' });
  }
  return points;
}

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
  const unit = chartUnit(period);
  const overTime = filled(unit, period, await home.salesOverTime(scope, period, unit));

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
    over_time: {
      unit,
      points: overTime.map(({ sales, ...point }) => ({ ...point, ...(money ? { sales } : {}) })),
    },
  };
}
