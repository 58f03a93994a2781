import { ORDER_STATUSES, type OrderStatus } from '@sufra/contract/statuses';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile({ demo: true });

const count = async (
  table: 'orders' | 'reservations',
  column: 'brand_id' | 'branch_id' | null,
  id?: number,
) => {
  let qb = t.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n'));
  if (column && id !== undefined) qb = qb.where(column, '=', id);
  return (await qb.executeTakeFirstOrThrow()).n;
};

describe('home cards', () => {
  it('gives the admin the whole platform', async () => {
    const response = await t.request('GET', '/api/v1/admin/home', { as: 'admin' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.orders_count).toBe(await count('orders', null));
    expect(data.reservations_count).toBe(await count('reservations', null));
    const clients = await t.db
      .selectFrom('clients')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(data.clients_count).toBe(clients.n);
    expect(data.clients_count).toBeGreaterThanOrEqual(300); // the demo's clients at least
    expect(data.sales).toMatch(/^\d+\.\d{2}$/);
    expect(data.top_selling_meals.length).toBeGreaterThan(0);
    expect(data.brand_ratings.length).toBeGreaterThan(1);
  });

  it('limits a vendor to its brand and a branch user to the branch', async () => {
    const vendor = (await t.request('GET', '/api/v1/vendor/home', { as: 'vendor' })).json().data;
    expect(vendor.orders_count).toBe(await count('orders', 'brand_id', t.tenants.brandId));
    expect(vendor.brand_ratings.map((b: { brand_id: number }) => b.brand_id)).toEqual([t.tenants.brandId]);
    const brandBranches = await t.db
      .selectFrom('branches')
      .select('id')
      .where('brand_id', '=', t.tenants.brandId)
      .execute();
    expect(vendor.per_branch.map((b: { branch_id: number }) => b.branch_id).sort()).toEqual(
      brandBranches.map((b) => b.id).sort(),
    );

    const kitchen = (await t.request('GET', '/api/v1/branch/home', { as: 'kitchen', locale: 'ar' })).json()
      .data;
    expect(kitchen.orders_count).toBe(await count('orders', 'branch_id', t.tenants.branchId));
    expect(kitchen.reservations_count).toBe(await count('reservations', 'branch_id', t.tenants.branchId));
    expect(kitchen.per_branch).toHaveLength(1);
    expect(kitchen.per_branch[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows kitchen and cashier no sales, revenue or customer counts; the branch manager its branch’s', async () => {
    for (const staff of ['kitchen', 'cashier'] as const) {
      const response = await t.request('GET', '/api/v1/branch/home', { as: staff });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.orders_count).toBe(await count('orders', 'branch_id', t.tenants.branchId));
      expect(data).not.toHaveProperty('sales');
      expect(data).not.toHaveProperty('clients_count');
      expect(data.top_selling_meals.length).toBeGreaterThan(0);
      for (const meal of data.top_selling_meals) expect(meal).not.toHaveProperty('revenue');
    }
    const manager = (await t.request('GET', '/api/v1/branch/home', { as: 'branch' })).json().data;
    const own = await t.db
      .selectFrom('orders')
      .select([
        sql<string>`coalesce(sum(total) FILTER (WHERE status IN ('completed', 'delivered')), 0)::numeric(14,2)::text`.as(
          'sales',
        ),
        sql<number>`count(DISTINCT client_id)::int`.as('clients'),
      ])
      .where('branch_id', '=', t.tenants.branchId)
      .executeTakeFirstOrThrow();
    expect(manager.sales).toBe(own.sales);
    expect(manager.clients_count).toBe(own.clients);
    expect(manager.top_selling_meals[0].revenue).toMatch(/^\d+\.\d{2}$/);
  });

  it('filters by period and validates the dates', async () => {
    const all = (await t.request('GET', '/api/v1/admin/home', { as: 'admin' })).json().data;
    const recent = (
      await t.request('GET', '/api/v1/admin/home?filter[from]=2026-11-01&filter[to]=2026-11-20', {
        as: 'admin',
      })
    ).json().data;
    expect(recent.orders_count).toBeGreaterThan(0);
    expect(recent.orders_count).toBeLessThan(all.orders_count);
    const bad = await t.request('GET', '/api/v1/admin/home?filter[from]=yesterday', { as: 'admin' });
    expect(bad.statusCode).toBe(422);
  });

  it('counts as sales only completed and delivered orders, to the halala, for each scope', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    const otherBranch = await f.newBranchUser(vendor);
    // one order in every status, each total a different power of two: any status wrongly counted shows
    const totals: Record<OrderStatus, string> = {
      pending: '1.01',
      preparing: '2.02',
      process: '4.04',
      ready: '8.08',
      completed: '16.16',
      delivered: '32.32',
      canceled: '64.64',
    };
    const placedAt = '2001-03-10T09:00:00Z'; // a month no other test or seed uses
    for (const status of ORDER_STATUSES) {
      await f.newOrder({
        brandId: vendor.brandId,
        branchId: manager.branchId,
        status,
        total: totals[status],
        placedAt,
      });
    }
    await f.newOrder({
      brandId: vendor.brandId,
      branchId: otherBranch.branchId,
      status: 'completed',
      total: '100.00',
      placedAt,
    });
    await f.newOrder({
      brandId: vendor.brandId,
      branchId: otherBranch.branchId,
      status: 'ready',
      total: '128.00',
      placedAt,
    });

    const branch = (await t.request('GET', '/api/v1/branch/home', { as: manager })).json().data;
    expect(branch).toMatchObject({ orders_count: 7, sales: '48.48', clients_count: 7 });
    const brand = (await t.request('GET', '/api/v1/vendor/home', { as: vendor })).json().data;
    expect(brand).toMatchObject({ orders_count: 9, sales: '148.48', clients_count: 9 });
    const march = (
      await t.request('GET', '/api/v1/admin/home?filter[from]=2001-03-01&filter[to]=2001-03-31', {
        as: 'admin',
      })
    ).json().data;
    expect(march).toMatchObject({ orders_count: 9, sales: '148.48' });
  });

  it('charts orders and sales day by day for a short period and month by month otherwise, with zeros between', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    // Riyadh days: 23:30 on 5 May 2002 in Riyadh is 20:30 UTC; 00:30 on 7 May is 21:30 UTC on 6 May.
    const placed: { at: string; status: OrderStatus; total: string }[] = [
      { at: '2002-05-05T20:30:00Z', status: 'completed', total: '10.00' },
      { at: '2002-05-06T21:30:00Z', status: 'delivered', total: '20.50' },
      { at: '2002-05-06T22:00:00Z', status: 'canceled', total: '99.00' },
      { at: '2002-07-01T09:00:00Z', status: 'pending', total: '5.00' },
    ];
    for (const o of placed)
      await f.newOrder({
        brandId: vendor.brandId,
        branchId: manager.branchId,
        status: o.status,
        total: o.total,
        placedAt: o.at,
      });

    const days = (
      await t.request('GET', '/api/v1/vendor/home?filter[from]=2002-05-04&filter[to]=2002-05-08', {
        as: vendor,
      })
    ).json().data.over_time;
    expect(days).toEqual({
      unit: 'day',
      points: [
        { period: '2002-05-04', orders: 0, sales: '0.00' },
        { period: '2002-05-05', orders: 1, sales: '10.00' },
        { period: '2002-05-06', orders: 0, sales: '0.00' },
        { period: '2002-05-07', orders: 2, sales: '20.50' },
        { period: '2002-05-08', orders: 0, sales: '0.00' },
      ],
    });
    // The whole brand, no period: by month from its first order's to its last's.
    const months = (await t.request('GET', '/api/v1/vendor/home', { as: vendor })).json().data.over_time;
    expect(months).toEqual({
      unit: 'month',
      points: [
        { period: '2002-05', orders: 3, sales: '30.50' },
        { period: '2002-06', orders: 0, sales: '0.00' },
        { period: '2002-07', orders: 1, sales: '0.00' },
      ],
    });
    // Kitchen staff see the orders, not the sales.
    const kitchen = await f.newUser({
      type: 'branch',
      brandId: vendor.brandId,
      branchId: manager.branchId,
      subRole: 'kitchen',
    });
    const staff = (
      await t.request('GET', '/api/v1/branch/home?filter[from]=2002-05-05&filter[to]=2002-05-05', {
        as: kitchen,
      })
    ).json().data.over_time;
    expect(staff).toEqual({ unit: 'day', points: [{ period: '2002-05-05', orders: 1 }] });
  });
});
