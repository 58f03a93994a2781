import { z } from 'zod';
import { declareArabicGender } from '../messages.ts';
import { defineResource, type FilterDefs, type ResourceDef, readOnly } from '../resource.ts';

/**
 * The three reports (SPEC §2 `/clientReports`, `/vendorReports`, `/commissionReports`; CONTRACT.md
 * "Reports"): `GET /api/v1/{admin|vendor}/reports/clients|vendors|commission` and their `…/export`,
 * permission `read-reports` (the admin's roles that hold it and every vendor; branch accounts have
 * no reports: the branch realm has no such routes, and another realm's route answers them 403).
 *
 * What is counted (decisions, the same in the three reports):
 * - Orders that are not canceled (every other status counts: a pending order is a sale in progress).
 *   Their day is the day they were placed (`placed_at`), a Riyadh calendar day.
 * - Reservations that are not canceled, by the Riyadh day they were made (`created_at`), not the day
 *   booked; their amount is the booking fee.
 * - Money is exact: sums of numeric columns, written as strings with 2 decimals (SAR), never floats.
 *   An order's amount is its `total` (after discounts, taxes included); `discounts` sums its coupon
 *   and points discounts; `commission` sums the commission fixed on each order (none yet counts 0).
 * - `payments` (vendors report): the brand's subscription payments that were paid, by the Riyadh day
 *   they were paid (`paid_at`), in the same date range.
 *
 * Filters (SPEC §7's names; each report declares only those that mean something for it, any other
 * `filter[…]` is a 422):
 * - `filter[from]`, `filter[to]`: the Riyadh days (inclusive) the orders, reservations and payments
 *   counted were made in; `from` after `to` is a 422.
 * - `filter[from_payment]`, `filter[to_payment]`: the row's sales (its orders' amount: `orders_amount`
 *   or `sales`) at least / at most this (SAR); reversed is a 422.
 * - `filter[order_count]`, `filter[order_amount]`, `filter[reservation_count]`,
 *   `filter[reservation_amount]`, `filter[discount]`: minimums ("at least this much");
 *   `filter[reservations_count]` and `filter[reservations_amount]` are the same minimums spelled as
 *   the dashboard's second filter panel spells them (aliases; both sent, both apply).
 * - `filter[id]`: the row's customer (clients report) or brand (vendors and commission reports).
 *
 * Rows: the clients report has a row for each customer with at least one counted order or
 * reservation (in the period, with the caller's brand); the vendors report one for each brand, even
 * with nothing counted (zeros); the commission report one for each brand and Riyadh month (`YYYY-MM`
 * of `placed_at`) with at least one counted order. Sorts are the rows' figures (`sort=key`
 * descending, `-key` ascending), ties broken by the id (brand and month for commission) in the same
 * direction; by default the largest sales first (the newest month first for commission).
 *
 * Tenancy: the admin sees every brand. A vendor's reports count its own brand's orders, reservations
 * and payments only: the clients report lists only customers who ordered or reserved with the brand,
 * and the vendors and commission reports only the brand's own rows.
 */

/** An exact amount of SAR, 2 decimals, as a string (`"1234.50"`). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const count = z.number().int();

/** The date range and the sales range every report has. */
const periodFilters = {
  id: { type: 'select' },
  from: { type: 'date', notAfter: 'to', rangeLabel: 'dates' },
  to: { type: 'date' },
  from_payment: { type: 'number', notAfter: 'to_payment', rangeLabel: 'sales' },
  to_payment: { type: 'number' },
  order_count: { type: 'number' },
  order_amount: { type: 'number' },
} as const satisfies FilterDefs;

/** The minimums of the reports that count reservations and discounts too. */
const activityFilters = {
  ...periodFilters,
  reservation_count: { type: 'number' },
  reservations_count: { type: 'number' },
  reservation_amount: { type: 'number' },
  reservations_amount: { type: 'number' },
  discount: { type: 'number' },
} as const satisfies FilterDefs;

/**
 * Labels are shared by every resource (`registerFieldLabels`), so a report only adds keys of its own
 * and keeps the shared ones (`id` "ID", `name` "Name", `phone` "Mobile number").
 */
const filterLabels = {
  en: {
    dates: 'Date',
    from: 'From date',
    to: 'To date',
    from_payment: 'Sales from',
    to_payment: 'Sales to',
    order_count: 'Orders (at least)',
    order_amount: 'Orders amount (at least)',
    reservation_count: 'Reservations (at least)',
    reservations_count: 'Reservations',
    reservation_amount: 'Reservations amount (at least)',
    reservations_amount: 'Reservations amount',
    discount: 'Discounts (at least)',
    discounts: 'Discounts',
    orders_count: 'Orders',
    orders_amount: 'Orders amount',
    sales: 'Sales',
    period: 'Month',
    commission: 'Commission',
    payments: 'Subscription payments',
  },
  ar: {
    dates: 'التاريخ',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    from_payment: 'المبيعات من',
    to_payment: 'المبيعات إلى',
    order_count: 'الطلبات (على الأقل)',
    order_amount: 'قيمة الطلبات (على الأقل)',
    reservation_count: 'الحجوزات (على الأقل)',
    reservations_count: 'الحجوزات',
    reservation_amount: 'قيمة الحجوزات (على الأقل)',
    reservations_amount: 'قيمة الحجوزات',
    discount: 'الخصومات (على الأقل)',
    discounts: 'الخصومات',
    orders_count: 'الطلبات',
    orders_amount: 'قيمة الطلبات',
    sales: 'المبيعات',
    period: 'الشهر',
    commission: 'العمولة',
    payments: 'مدفوعات الاشتراك',
  },
} as const;

/**
 * A report (SPEC §7): read-only rows at `reports/<name>`, for the platform and the brands, under
 * the `reports` permission.
 */
function defineReport<
  TRecord extends z.ZodType,
  const TSort extends string,
  const TFilters extends FilterDefs,
>(
  def: {
    name: string;
    record: TRecord;
    filters: TFilters;
    sorts: readonly TSort[];
    defaultSort: NoInfer<TSort>;
  } & Pick<ResourceDef, 'labels'>,
) {
  return defineResource({
    ...def,
    name: `reports/${def.name}`,
    permission: 'reports',
    userTypes: ['admin', 'vendor'],
    ...readOnly(),
  });
}

/** One row per customer with a counted order or reservation in the period (with the caller's brand). */
export const clientsReport = defineReport({
  name: 'clients',
  record: z.object({
    /** The customer's id. */
    id: z.number().int(),
    name: z.string(),
    /** Stored as 9665XXXXXXXX. */
    phone: z.string(),
    orders_count: count,
    orders_amount: money,
    discounts: money,
    reservations_count: count,
    reservations_amount: money,
    /** The loyalty balance now (the platform's: null for a vendor, as in the customers directory). */
    points: z.number().int().nullable(),
  }),
  filters: { ...activityFilters, id: { type: 'select', source: 'clients' } },
  sorts: [
    'id',
    'name',
    'orders_count',
    'orders_amount',
    'discounts',
    'reservations_count',
    'reservations_amount',
    'points',
  ],
  defaultSort: 'orders_amount',
  labels: {
    en: { ...filterLabels.en, points: 'Points' },
    ar: { ...filterLabels.ar, points: 'النقاط' },
  },
});

/** One row per brand (a vendor: its own). */
export const vendorsReport = defineReport({
  name: 'vendors',
  record: z.object({
    /** The brand's id. */
    id: z.number().int(),
    /** The brand's name in the request's language. */
    name: z.string(),
    orders_count: count,
    sales: money,
    discounts: money,
    reservations_count: count,
    reservations_amount: money,
    payments: money,
  }),
  filters: { ...activityFilters, id: { type: 'select', source: 'vendors' } },
  sorts: [
    'id',
    'name',
    'orders_count',
    'sales',
    'discounts',
    'reservations_count',
    'reservations_amount',
    'payments',
  ],
  defaultSort: 'sales',
  labels: filterLabels,
});

/** One row per brand and Riyadh month (`YYYY-MM`) with a counted order. */
export const commissionReport = defineReport({
  name: 'commission',
  record: z.object({
    /** The brand's id. */
    id: z.number().int(),
    name: z.string(),
    /** The Riyadh calendar month, `YYYY-MM`. */
    period: z.string().regex(/^\d{4}-\d{2}$/),
    orders_count: count,
    sales: money,
    commission: money,
  }),
  filters: { ...periodFilters, id: { type: 'select', source: 'vendors' } },
  sorts: ['period', 'id', 'name', 'orders_count', 'sales', 'commission'],
  defaultSort: 'period',
  labels: filterLabels,
});

declareArabicGender({
  'الطلبات (على الأقل)': 'feminine',
  'الحجوزات (على الأقل)': 'feminine',
  'الخصومات (على الأقل)': 'feminine',
  الخصومات: 'feminine',
  المبيعات: 'feminine',
  'المبيعات من': 'feminine',
  'المبيعات إلى': 'feminine',
  'مدفوعات الاشتراك': 'feminine',
});
