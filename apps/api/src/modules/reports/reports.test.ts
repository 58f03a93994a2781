import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import { riyadhDay } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../test/csv.ts';
import { factories, uniqueWord } from '../../test/factories.ts';
import type { DemoUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { xlsxRows } from '../../test/xlsx.ts';

/**
 * The three reports against figures computed here, in JS, from the data this file makes (two
 * brands, three customers, orders with known totals, discounts and commissions on known instants
 * around Riyadh's midnights and month ends, reservations, subscription payments). Money is compared
 * as exact strings, summed in halalas.
 */

type Brand = 'A' | 'B';
interface OrderData {
  brand: Brand;
  client: number;
  total: string;
  discounts: string;
  commission: string | null;
  at: string;
  status: 'completed' | 'pending' | 'canceled';
}
interface ReservationData {
  brand: Brand;
  client: number;
  fees: string;
  at: string;
  status: 'done' | 'pending' | 'canceled';
}
interface PaymentData {
  brand: Brand;
  amount: string;
  at: string;
  status: 'paid' | 'failed';
}

const clientIds: number[] = [];
const clientNames = new Map<number, { name: string; phone: string; points: number }>();
const brandIds: Record<Brand, number> = { A: 0, B: 0 };
const brandNames = new Map<number, string>();
let orders: OrderData[] = [];
let reservations: ReservationData[] = [];
let payments: PaymentData[] = [];

const cents = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const sar = (halalas: number) => `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;

const t = testAppForFile(async () => {
  brandIds.A = t.tenants.brandId;
  brandIds.B = t.tenants.brand2Id;
  for (const brand of await t.db.selectFrom('brands').select(['id', 'brand_en']).execute())
    brandNames.set(brand.id, brand.brand_en);
  const branchOf: Record<Brand, number> = { A: t.tenants.branchId, B: t.tenants.brand2BranchId };

  for (const [i, points] of [100, 0, 7].entries()) {
    const word = uniqueWord();
    const phone = `96650${String(1000000 + i * 7919 + (process.pid % 1000)).slice(-7)}`;
    const row = await t.db
      .insertInto('clients')
      .values({ first_name: `عميل ${word}`, last_name: 'التقرير', phone })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.push(row.id);
    clientNames.set(row.id, { name: `عميل ${word} التقرير`, phone, points });
    if (points > 0)
      await t.db
        .insertInto('client_points_ledger')
        .values([
          { client_id: row.id, delta: points + 20, reason: 'earn' },
          { client_id: row.id, delta: -20, reason: 'redeem' },
        ])
        .execute();
  }
  const [c1 = 0, c2 = 0, c3 = 0] = clientIds;

  orders = [
    // Riyadh 2026-11-01 01:30 (UTC still October 31).
    {
      brand: 'A',
      client: c1,
      total: '100.00',
      discounts: '10.00',
      commission: '5.00',
      at: '2026-10-31T22:30:00Z',
      status: 'completed',
    },
    {
      brand: 'A',
      client: c1,
      total: '50.25',
      discounts: '0.00',
      commission: '2.51',
      at: '2026-11-15T09:00:00Z',
      status: 'completed',
    },
    // Riyadh 2026-11-20 23:59, no commission yet (pending).
    {
      brand: 'A',
      client: c2,
      total: '80.10',
      discounts: '5.05',
      commission: null,
      at: '2026-11-20T20:59:00Z',
      status: 'pending',
    },
    {
      brand: 'A',
      client: c2,
      total: '999.99',
      discounts: '0.00',
      commission: null,
      at: '2026-11-10T10:00:00Z',
      status: 'canceled',
    },
    {
      brand: 'B',
      client: c1,
      total: '200.00',
      discounts: '20.00',
      commission: '10.00',
      at: '2026-10-15T12:00:00Z',
      status: 'completed',
    },
    // Riyadh 2026-11-21 00:00.
    {
      brand: 'B',
      client: c3,
      total: '33.33',
      discounts: '3.33',
      commission: '1.67',
      at: '2026-11-20T21:00:00Z',
      status: 'completed',
    },
    // Riyadh 2026-10-31 23:59:59.
    {
      brand: 'A',
      client: c3,
      total: '12.34',
      discounts: '0.00',
      commission: '0.62',
      at: '2026-10-31T20:59:59Z',
      status: 'completed',
    },
  ];
  reservations = [
    { brand: 'A', client: c1, fees: '25.00', at: '2026-11-02T10:00:00Z', status: 'done' },
    // Riyadh 2026-11-21 00:30.
    { brand: 'A', client: c3, fees: '15.50', at: '2026-11-20T21:30:00Z', status: 'pending' },
    { brand: 'B', client: c2, fees: '40.00', at: '2026-10-20T10:00:00Z', status: 'done' },
    { brand: 'A', client: c2, fees: '99.00', at: '2026-11-05T10:00:00Z', status: 'canceled' },
  ];
  payments = [
    { brand: 'A', amount: '299.00', at: '2026-11-03T10:00:00Z', status: 'paid' },
    { brand: 'A', amount: '100.00', at: '2026-11-04T10:00:00Z', status: 'failed' },
    // Riyadh 2026-10-01 00:30.
    { brand: 'B', amount: '2990.00', at: '2026-09-30T21:30:00Z', status: 'paid' },
  ];

  const orderReason = await t.db
    .insertInto('cancel_reasons')
    .values({ ar_reason: 'تغيير', en_reason: 'Changed', type: 'order' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reservationReason = await t.db
    .insertInto('cancel_reasons')
    .values({ ar_reason: 'تغيير', en_reason: 'Changed', type: 'reservation' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const o of orders)
    await t.db
      .insertInto('orders')
      .values({
        order_number: `T${uniqueWord()}`.slice(0, 20),
        brand_id: brandIds[o.brand],
        branch_id: branchOf[o.brand],
        client_id: o.client,
        status: o.status,
        delivery_type: 'receiving',
        subtotal: sar(cents(o.total) + cents(o.discounts)),
        discounts: o.discounts,
        total: o.total,
        payment_method: 'cash',
        commission: o.commission,
        cancel_reason_id: o.status === 'canceled' ? orderReason.id : null,
        placed_at: o.at,
        created_at: o.at,
      })
      .execute();
  for (const r of reservations)
    await factories(t).newReservation(
      r.client,
      { brandId: brandIds[r.brand], branchId: branchOf[r.brand] },
      {
        reservation_fees: r.fees,
        status: r.status,
        cancel_reason_id: r.status === 'canceled' ? reservationReason.id : null,
        created_at: r.at,
      },
    );
  for (const p of payments) {
    const subscription = await t.db
      .insertInto('subscriptions')
      .values({ brand_id: brandIds[p.brand], type: 'monthly', price: p.amount })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({
        brand_id: brandIds[p.brand],
        subscription_id: subscription.id,
        plan: 'monthly',
        purpose: 'subscription',
        amount: p.amount,
        gateway: 'test',
        status: p.status,
        paid_at: p.status === 'paid' ? p.at : null,
        created_at: p.at,
      })
      .execute();
  }
});

type Filters = Record<string, string>;
type Row = Record<string, string | number | null>;

/** The day range of `filter[from]`/`filter[to]` on an instant (Riyadh calendar days, inclusive). */
const inPeriod = (at: string, f: Filters) => {
  const day = riyadhDay(new Date(at));
  return (!f.from || day >= f.from) && (!f.to || day <= f.to);
};
const atLeast = (value: number | string | null | undefined, min: string | undefined) =>
  min === undefined || Number(value) >= Number(min);
const atMost = (value: number | string | null | undefined, max: string | undefined) =>
  max === undefined || Number(value) <= Number(max);
/** The amount and count filters of the clients and vendors reports; `ordersAmount` is the row's money from orders. */
const passesAmountFilters = (r: Row, ordersAmount: number | string | null | undefined, f: Filters) =>
  atLeast(ordersAmount, f.from_payment) &&
  atMost(ordersAmount, f.to_payment) &&
  atLeast(r.orders_count, f.order_count) &&
  atLeast(ordersAmount, f.order_amount) &&
  atLeast(r.reservations_count, f.reservation_count) &&
  atLeast(r.reservations_count, f.reservations_count) &&
  atLeast(r.reservations_amount, f.reservation_amount) &&
  atLeast(r.reservations_amount, f.reservations_amount) &&
  atLeast(r.discounts, f.discount);

/** The rows each report should answer for an admin (every brand) or a brand's vendor. */
function expectedClients(f: Filters, brand?: Brand): Row[] {
  const rows: Row[] = [];
  for (const id of clientIds) {
    if (f.id && Number(f.id) !== id) continue;
    const mine = (b: Brand) => brand === undefined || b === brand;
    const os = orders.filter(
      (o) => o.client === id && mine(o.brand) && o.status !== 'canceled' && inPeriod(o.at, f),
    );
    const rs = reservations.filter(
      (r) => r.client === id && mine(r.brand) && r.status !== 'canceled' && inPeriod(r.at, f),
    );
    if (os.length + rs.length === 0) continue;
    const info = clientNames.get(id);
    rows.push({
      id,
      name: info?.name ?? '',
      phone: info?.phone ?? '',
      orders_count: os.length,
      orders_amount: sar(os.reduce((s, o) => s + cents(o.total), 0)),
      discounts: sar(os.reduce((s, o) => s + cents(o.discounts), 0)),
      reservations_count: rs.length,
      reservations_amount: sar(rs.reduce((s, r) => s + cents(r.fees), 0)),
      points: brand === undefined ? (info?.points ?? 0) : null,
    });
  }
  return rows.filter((r) => passesAmountFilters(r, r.orders_amount, f));
}

function expectedVendors(f: Filters, brand?: Brand): Row[] {
  return (['A', 'B'] as const)
    .filter((b) => (brand === undefined || b === brand) && (!f.id || Number(f.id) === brandIds[b]))
    .map((b) => {
      const os = orders.filter((o) => o.brand === b && o.status !== 'canceled' && inPeriod(o.at, f));
      const rs = reservations.filter((r) => r.brand === b && r.status !== 'canceled' && inPeriod(r.at, f));
      const ps = payments.filter((p) => p.brand === b && p.status === 'paid' && inPeriod(p.at, f));
      return {
        id: brandIds[b],
        name: brandNames.get(brandIds[b]) ?? '',
        orders_count: os.length,
        sales: sar(os.reduce((s, o) => s + cents(o.total), 0)),
        discounts: sar(os.reduce((s, o) => s + cents(o.discounts), 0)),
        reservations_count: rs.length,
        reservations_amount: sar(rs.reduce((s, r) => s + cents(r.fees), 0)),
        payments: sar(ps.reduce((s, p) => s + cents(p.amount), 0)),
      };
    })
    .filter((r) => passesAmountFilters(r, r.sales, f));
}

function expectedCommission(f: Filters, brand?: Brand): Row[] {
  const groups = new Map<string, OrderData[]>();
  for (const o of orders) {
    if (o.status === 'canceled' || !inPeriod(o.at, f)) continue;
    if (brand !== undefined && o.brand !== brand) continue;
    if (f.id && Number(f.id) !== brandIds[o.brand]) continue;
    const key = `${o.brand}|${riyadhDay(new Date(o.at)).slice(0, 7)}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.entries()]
    .map(([key, os]) => {
      const [b = 'A', period = ''] = key.split('|') as [Brand, string];
      return {
        id: brandIds[b],
        name: brandNames.get(brandIds[b]) ?? '',
        period,
        orders_count: os.length,
        sales: sar(os.reduce((s, o) => s + cents(o.total), 0)),
        commission: sar(os.reduce((s, o) => s + (o.commission ? cents(o.commission) : 0), 0)),
      };
    })
    .filter(
      (r) =>
        atLeast(r.sales, f.from_payment) &&
        atMost(r.sales, f.to_payment) &&
        atLeast(r.orders_count, f.order_count) &&
        atLeast(r.sales, f.order_amount),
    );
}

/** The list's order: the sort key, then the row's id (brand and month for commission), one direction. */
function sorted(rows: Row[], sort: string, tie: (row: Row) => string | number): Row[] {
  const key = sort.replace(/^-/, '');
  const sign = sort.startsWith('-') ? 1 : -1;
  const compare = (a: string | number | null, b: string | number | null) => {
    if (typeof a === 'number' || typeof b === 'number' || /^-?\d+\.\d{2}$/.test(String(a)))
      return Number(a) - Number(b);
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  };
  return [...rows].sort(
    (a, b) => sign * (compare(a[key] ?? null, b[key] ?? null) || compare(tie(a), tie(b))),
  );
}

const REPORTS = {
  clients: { expected: expectedClients, tie: (r: Row) => Number(r.id), defaultSort: 'orders_amount' },
  vendors: { expected: expectedVendors, tie: (r: Row) => Number(r.id), defaultSort: 'sales' },
  commission: {
    expected: expectedCommission,
    tie: (r: Row) => `${r.period}#${String(r.id).padStart(10, '0')}`,
    defaultSort: 'period',
  },
} as const;
type ReportName = keyof typeof REPORTS;

/** A list's query (100 rows a page), or an export's (`page` and `per_page` are no export's). */
function queryOf(filters: Filters, extra: Record<string, string> = {}, paged = true): string {
  const params = new URLSearchParams({ ...(paged ? { per_page: '100' } : {}), ...extra });
  for (const [key, value] of Object.entries(filters)) params.set(`filter[${key}]`, value);
  return params.toString();
}

async function list(report: ReportName, as: DemoUser, filters: Filters, extra: Record<string, string> = {}) {
  const userType = as === 'admin' ? 'admin' : 'vendor';
  const response = await t.request(
    'GET',
    `/api/v1/${userType}/reports/${report}?${queryOf(filters, extra)}`,
    {
      as,
      locale: 'en',
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Row[];
    meta: { total: number; current_page: number; last_page: number; per_page: number; from: number | null };
    allowed_sorts: Record<string, string>;
  };
}

const FILTER_CASES: Record<ReportName, Filters[]> = {
  clients: [
    {},
    { from: '2026-11-01', to: '2026-11-20' },
    { from: '2026-11-21' },
    { to: '2026-10-31' },
    { from: '2026-11-01', to: '2026-11-01' },
    { from_payment: '50', to_payment: '150.25' },
    { from_payment: '300' },
    { to_payment: '80.10' },
    { order_count: '2' },
    { order_amount: '150.25' },
    { reservation_count: '1' },
    { reservations_count: '2' },
    { reservation_amount: '25' },
    { reservations_amount: '15.5' },
    { discount: '5.05' },
    { id: 'C2' },
    { id: 'C1', from: '2026-11-01' },
    { order_count: '1', reservation_count: '1', to: '2026-11-30' },
  ],
  vendors: [
    {},
    { from: '2026-11-01', to: '2026-11-20' },
    { from: '2026-10-01', to: '2026-10-31' },
    { from: '2026-11-21' },
    { from_payment: '200' },
    { to_payment: '200' },
    { order_count: '4' },
    { order_amount: '242.69' },
    { reservation_count: '2' },
    { reservations_count: '1' },
    { reservation_amount: '40.5' },
    { reservations_amount: '40' },
    { discount: '15.06' },
    { id: 'B' },
    { id: 'A', to: '2026-10-31' },
  ],
  commission: [
    {},
    { from: '2026-11-01', to: '2026-11-20' },
    { from: '2026-10-31', to: '2026-11-01' },
    { to: '2026-10-31' },
    { from_payment: '100', to_payment: '200' },
    { order_count: '2' },
    { order_amount: '150.26' },
    { id: 'B' },
  ],
};

/** `C1`…, `A`, `B` in the cases stand for the ids made in `beforeAll`. */
function resolve(filters: Filters): Filters {
  const id = filters.id;
  if (id === undefined) return filters;
  const real = id.startsWith('C') ? clientIds[Number(id.slice(1)) - 1] : brandIds[id as Brand];
  return { ...filters, id: String(real) };
}

describe('reports: every filter against figures computed from the data made', () => {
  for (const report of Object.keys(REPORTS) as ReportName[]) {
    for (const caseFilters of FILTER_CASES[report]) {
      it(`${report} ${JSON.stringify(caseFilters)}: admin and each vendor`, async () => {
        const filters = resolve(caseFilters);
        const { expected, tie, defaultSort } = REPORTS[report];
        const admin = await list(report, 'admin', filters);
        const rows = sorted(expected(filters), defaultSort, tie);
        expect(admin.data).toEqual(rows);
        expect(admin.meta.total).toBe(rows.length);
        for (const [vendor, brand] of [
          ['vendor', 'A'],
          ['vendor2', 'B'],
        ] as const) {
          const own = await list(report, vendor, filters);
          expect(own.data, vendor).toEqual(sorted(expected(filters, brand), defaultSort, tie));
        }
      });
    }
  }

  it('the sanity of the data: the cases above are not all empty', () => {
    expect(expectedClients({})).toHaveLength(3);
    expect(expectedClients({ from: '2026-11-21' })).toHaveLength(1);
    expect(expectedVendors({ discount: '15.06' })).toHaveLength(1);
    expect(expectedCommission({}).length).toBeGreaterThanOrEqual(3);
    // Riyadh's last second of October and first hours of November fall in two months.
    expect(
      expectedCommission({ from: '2026-10-31', to: '2026-11-01' })
        .map((row) => [row.period, row.sales])
        .sort(),
    ).toEqual([
      ['2026-10', '12.34'],
      ['2026-11', '100.00'],
    ]);
  });
});

describe('reports: every sort, both ways, and pages', () => {
  /** The sorts each report's contract declares: the list must answer them all, each computed right. */
  const SORTS: Record<ReportName, readonly string[]> = {
    clients: clientsReport.sorts,
    vendors: vendorsReport.sorts,
    commission: commissionReport.sorts,
  };
  for (const report of Object.keys(REPORTS) as ReportName[]) {
    it(`${report}: allowed_sorts, each sort descending and ascending`, async () => {
      const { expected, tie } = REPORTS[report];
      const first = await list(report, 'admin', {});
      expect(Object.keys(first.allowed_sorts)).toEqual(SORTS[report]);
      for (const key of SORTS[report])
        for (const sort of [key, `-${key}`]) {
          const answer = await list(report, 'admin', {}, { sort });
          expect(answer.data, sort).toEqual(sorted(expected({}), sort, tie));
        }
    });

    it(`${report}: a page at a time, with the list's meta`, async () => {
      const { expected, tie, defaultSort } = REPORTS[report];
      const all = sorted(expected({}), defaultSort, tie);
      const userType = 'admin';
      const response = await t.request('GET', `/api/v1/${userType}/reports/${report}?per_page=1&page=2`, {
        as: 'admin',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.data).toEqual(all.slice(1, 2));
      expect(body.meta).toEqual({
        current_page: 2,
        last_page: all.length,
        per_page: 1,
        total: all.length,
        from: 2,
        to: 2,
      });
    });
  }
});

describe('reports: pagination=all', () => {
  it("answers the rows' { id, name } (select options), with the same filters and tenancy", async () => {
    const response = await t.request('GET', '/api/v1/vendor/reports/commission?pagination=all', {
      as: 'vendor',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: brandIds.A, name: brandNames.get(brandIds.A) }] });
    const clients = await t.request(
      'GET',
      '/api/v1/admin/reports/clients?pagination=all&filter[from]=2026-11-21',
      {
        as: 'admin',
      },
    );
    const expected = expectedClients({ from: '2026-11-21' }).map((row) => ({ id: row.id, name: row.name }));
    expect(clients.json().data).toEqual(expected);
  });
});

describe('reports: tenancy', () => {
  it("a vendor never sees the other brand's rows or figures, even when it names them", async () => {
    const other = String(brandIds.B);
    expect((await list('vendors', 'vendor', { id: other })).data).toEqual([]);
    expect((await list('commission', 'vendor', { id: other })).data).toEqual([]);
    // Customer 1 ordered from both brands: the vendor of A sees A's figures only.
    const c1 = String(clientIds[0]);
    const [row] = (await list('clients', 'vendor', { id: c1 })).data;
    expect(row).toMatchObject({ orders_count: 2, orders_amount: '150.25', discounts: '10.00', points: null });
    // Customer 2 only reserved with B (and canceled with A): not a customer of A's in the report.
    const c2 = String(clientIds[1]);
    const ofB = (await list('clients', 'vendor2', { id: c2 })).data;
    expect(ofB).toHaveLength(1);
    expect(ofB[0]).toMatchObject({ orders_count: 0, reservations_count: 1, reservations_amount: '40.00' });
  });

  it('branch accounts have no reports: no such routes in their realm, and the others refuse them', async () => {
    for (const report of Object.keys(REPORTS)) {
      for (const user of ['branch', 'cashier', 'kitchen'] as const) {
        const own = await t.request('GET', `/api/v1/branch/reports/${report}`, { as: user });
        expect(own.statusCode, `${user} ${report}`).toBe(404);
        const vendors = await t.request('GET', `/api/v1/vendor/reports/${report}`, { as: user });
        expect(vendors.statusCode).toBe(403);
        const exported = await t.request('GET', `/api/v1/vendor/reports/${report}/export`, { as: user });
        expect(exported.statusCode).toBe(403);
      }
      const anonymous = await t.request('GET', `/api/v1/admin/reports/${report}`);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('reports: bad input answers 422 in the request language', () => {
  const cases: [ReportName, string, string][] = [
    ['clients', 'filter[from]=2026-11-20&filter[to]=2026-11-01', 'filter[to]'],
    ['vendors', 'filter[from_payment]=200&filter[to_payment]=100', 'filter[to_payment]'],
    ['clients', 'filter[order_count]=abc', 'filter[order_count]'],
    ['vendors', 'filter[discount]=ten', 'filter[discount]'],
    ['commission', 'filter[from]=2026-13-01', 'filter[from]'],
    ['clients', 'filter[colour]=red', 'filter[colour]'],
    ['commission', 'filter[discount]=1', 'filter[discount]'],
    ['commission', 'filter[reservation_count]=1', 'filter[reservation_count]'],
    ['vendors', 'sort=points', 'sort'],
    ['clients', 'sort=-sales', 'sort'],
  ];
  for (const [report, query, field] of cases) {
    it(`${report}?${query}`, async () => {
      const messages: string[] = [];
      for (const locale of ['en', 'ar'] as const) {
        const response = await t.request('GET', `/api/v1/admin/reports/${report}?${query}`, {
          as: 'admin',
          locale,
        });
        expect(response.statusCode, response.body).toBe(422);
        const body = response.json() as { message: string; errors: Record<string, string[]> };
        const message = body.errors[field]?.[0] ?? '';
        expect(message, response.body).not.toBe('');
        expect(message).not.toMatch(/^(validation|errors)\./);
        if (locale === 'ar') expect(message).toMatch(/[\u0600-\u06FF]/);
        messages.push(message);
        const exported = await t.request('GET', `/api/v1/admin/reports/${report}/export?${query}`, {
          as: 'admin',
          locale,
        });
        expect(exported.statusCode).toBe(422);
      }
      expect(messages[0]).not.toBe(messages[1]);
    });
  }
});

describe('reports: the messages name the filters', () => {
  it('a reversed range is named as a range, a minimum by its label, in both languages', async () => {
    const query = 'filter[from]=2026-11-20&filter[to]=2026-11-01&filter[from_payment]=9&filter[to_payment]=1';
    const en = await t.request('GET', `/api/v1/vendor/reports/vendors?${query}`, {
      as: 'vendor',
      locale: 'en',
    });
    expect(en.json().errors).toEqual({
      'filter[to]': ['The end of the Date range may not come before its start'],
      'filter[to_payment]': ['The end of the Sales range may not come before its start'],
    });
    const ar = await t.request('GET', `/api/v1/vendor/reports/vendors?${query}`, {
      as: 'vendor',
      locale: 'ar',
    });
    expect(ar.json().errors['filter[to]']).toEqual(['يجب ألا تسبق نهاية نطاق التاريخ بدايته']);
    const minimum = async (locale: 'en' | 'ar') =>
      (
        await t.request('GET', '/api/v1/vendor/reports/vendors?filter[order_count]=x', {
          as: 'vendor',
          locale,
        })
      ).json().errors['filter[order_count]'];
    expect(await minimum('en')).toEqual(['Orders (at least) must be a number']);
    expect(await minimum('ar')).toEqual(['يجب أن تكون الطلبات (على الأقل) رقمًا']);
  });
});

describe('reports: the export has the list rows', () => {
  const cases: [ReportName, DemoUser, Filters, string][] = [
    ['clients', 'admin', { from: '2026-11-01' }, '-name'],
    ['clients', 'vendor', {}, 'orders_amount'],
    ['vendors', 'admin', { to: '2026-11-20' }, 'payments'],
    ['commission', 'admin', {}, '-period'],
    ['commission', 'vendor2', { order_count: '1' }, 'sales'],
  ];
  for (const [report, as, filters, sort] of cases) {
    for (const format of ['csv', 'xlsx'] as const) {
      it(`${format}: ${report} as ${as} ${JSON.stringify(filters)} sort=${sort}`, async () => {
        const listed = await list(report, as, filters, { sort });
        expect(listed.data.length).toBeGreaterThan(0);
        const userType = as === 'admin' ? 'admin' : 'vendor';
        const response = await t.request(
          'GET',
          `/api/v1/${userType}/reports/${report}/export?${queryOf(filters, { sort, format }, false)}`,
          { as, locale: 'en' },
        );
        expect(response.statusCode, response.body).toBe(200);
        const keys = Object.keys(listed.data[0] ?? {});
        const [headers = [], ...rows] =
          format === 'csv' ? csvRows(response.body) : await xlsxRows(response.rawPayload, keys.length);
        expect(headers).toHaveLength(keys.length);
        expect(rows).toEqual(listed.data.map((row) => keys.map((key) => String(row[key] ?? ''))));
      });
    }
  }

  it('labels the columns in the request language', async () => {
    const response = await t.request('GET', '/api/v1/admin/reports/commission/export', {
      as: 'admin',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(200);
    const [headers] = csvRows(response.body);
    expect(headers).toEqual(['المعرّف', 'الاسم', 'الشهر', 'الطلبات', 'المبيعات', 'العمولة']);
  });
});
