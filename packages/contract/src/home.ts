import { z } from 'zod';
import type { UserType } from './user-types.ts';

/**
 * Kitchen and cashier see no sales and no customer counts (DOMAIN.md "Staff views"); the platform,
 * brand managers and branch managers do, each for their own tenant.
 */
export function seesSalesAndCustomers(userType: UserType, subRole: string | null | undefined): boolean {
  return !(userType === 'branch' && (subRole === 'kitchen' || subRole === 'cashier'));
}

/** Orders and reservations of the period per branch or per city (`key`: its id), with its name. */
function activityPer<const K extends string>(key: K) {
  return z.array(
    z.object({
      ...({ [key]: z.number().int() } as Record<K, z.ZodNumber>),
      name: z.string(),
      orders: z.number().int(),
      reservations: z.number().int(),
    }),
  );
}

/**
 * The home page cards (SPEC §1), for the caller's tenant. Money as exact decimal strings.
 * `clients_count`, `sales` and the meals' `revenue` are absent for kitchen and cashier.
 */
export const homeStats = z.object({
  orders_count: z.number().int(),
  reservations_count: z.number().int(),
  clients_count: z.number().int().optional(),
  sales: z.string().optional(),
  brand_ratings: z.array(
    z.object({ brand_id: z.number().int(), name: z.string(), rating: z.string(), count: z.number().int() }),
  ),
  top_rated: z.array(
    z.object({ branch_id: z.number().int(), name: z.string(), rating: z.string(), count: z.number().int() }),
  ),
  top_selling_meals: z.array(
    z.object({
      meal_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.string().optional(),
    }),
  ),
  per_branch: activityPer('branch_id'),
  per_city: activityPer('city_id'),
  /**
   * Orders placed and sales per Riyadh day of the period (`unit: 'day'`, a period of at most
   * {@link HOME_DAILY_MAX_DAYS} days) or per month (a longer or open period), oldest first; every day
   * or month from the first with orders to the last is present, with zeros. `sales` is absent for
   * kitchen and cashier.
   */
  over_time: z.object({
    unit: z.enum(['day', 'month']),
    points: z.array(z.object({ period: z.string(), orders: z.number().int(), sales: z.string().optional() })),
  }),
});

/** The longest period charted day by day on the home page; longer ones are charted by month. */
export const HOME_DAILY_MAX_DAYS = 62;

export type HomeStats = z.infer<typeof homeStats>;
