import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keptAnswers, WATCHED_TABLES } from '../../db/changes.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer, newShop, oneShawarma, placeOrder, type Shop } from '../../test/kits/order-test-kit.ts';
import { keptPage } from './page-cache.ts';

/**
 * What a process keeps in memory (db/changes.ts): the sessions it resolved and the orders list's
 * pages. Each is asked for once so that it is kept, then what it was read from is changed straight
 * in the database (as another part of the server would): the very next request sees the change.
 */
const t = testAppForFile();

interface ListedOrder {
  id: number;
  status: string;
  branch_name: string;
  client_name: string;
}

async function listed(shop: Shop, query = 'page=1&per_page=10'): Promise<ListedOrder[]> {
  const response = await t.request('GET', `/api/v1/vendor/orders?${query}`, { as: shop.vendor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ListedOrder[];
}

describe('changes announced', () => {
  it('every table a kept answer is read from has its NOTIFY trigger', async () => {
    const { rows } = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = c.relname || '_changed' AND NOT t.tgisinternal`.execute(t.db);
    expect(rows.map((row) => row.table).sort()).toEqual([...WATCHED_TABLES].sort());
  });
});

describe('kept sessions', () => {
  it('refuse a user blocked a moment ago', async () => {
    const user = await factories(t).newUser({ type: 'admin', permissions: ['read-orders'] });
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: user })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', user.id).execute();
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: user })).statusCode).toBe(401);
  });

  it('follow a role’s permissions as they change', async () => {
    const user = await factories(t).newUser({ type: 'admin', permissions: ['read-orders'] });
    expect((await t.request('GET', '/api/v1/admin/orders', { as: user })).statusCode).toBe(200);
    await factories(t).setRolePermissions(user, ['read-coupons']);
    expect((await t.request('GET', '/api/v1/admin/orders', { as: user })).statusCode).toBe(403);
  });

  it('end with a session revoked by raw SQL, and with one whose idle clock was set back', async () => {
    const first = await factories(t).newUser({ type: 'admin', permissions: ['read-orders'] });
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: first })).statusCode).toBe(200);
    await sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${first.id}`.execute(t.db);
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: first })).statusCode).toBe(401);

    const second = await factories(t).newUser({ type: 'admin', permissions: ['read-orders'] });
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: second })).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 24 * 3_600_000) })
      .where('user_id', '=', second.id)
      .execute();
    expect((await t.request('GET', '/api/v1/admin/getProfile', { as: second })).statusCode).toBe(401);
  });

  it('hold a brand’s writes back as soon as its documents are rejected', async () => {
    const shop = await newShop(t);
    const customer = await newCustomer(t);
    const order = await placeOrder(t, customer, oneShawarma(shop));
    const cancelNobody = () =>
      t.request('POST', `/api/v1/vendor/orders/${order.id}/status`, {
        as: shop.vendor,
        body: { status: 'no-such-status' },
      });
    expect((await cancelNobody()).statusCode).toBe(422);
    await t.db
      .updateTable('brands')
      .set({ status: 'DocumentsRejected' })
      .where('id', '=', shop.brandId)
      .execute();
    expect((await cancelNobody()).statusCode).toBe(403);
  });
});

describe('kept pages of the orders list', () => {
  it('show an order’s new status, a new order and a renamed branch at the next request', async () => {
    const shop = await newShop(t);
    const customer = await newCustomer(t);
    const order = await placeOrder(t, customer, oneShawarma(shop));
    expect((await listed(shop)).map((row) => [row.id, row.status])).toEqual([[order.id, 'pending']]);
    // Asked again: the same answer (kept or read, it must be the same).
    expect((await listed(shop)).map((row) => row.status)).toEqual(['pending']);

    await t.db.updateTable('orders').set({ status: 'preparing' }).where('id', '=', order.id).execute();
    expect((await listed(shop)).map((row) => row.status)).toEqual(['preparing']);

    const second = await placeOrder(t, customer, oneShawarma(shop));
    expect((await listed(shop)).map((row) => row.id).sort()).toEqual([order.id, second.id].sort());

    await t.db
      .updateTable('branches')
      .set({ name_en: 'Renamed branch' })
      .where('id', '=', shop.branchId)
      .execute();
    expect((await listed(shop)).map((row) => row.branch_name)).toEqual(['Renamed branch', 'Renamed branch']);

    await sql`UPDATE clients SET first_name = 'Renamed', last_name = 'Customer' WHERE id = ${customer.id}`.execute(
      t.db,
    );
    expect((await listed(shop)).map((row) => row.client_name)).toEqual([
      'Renamed Customer',
      'Renamed Customer',
    ]);
  });

  it('are per caller, locale and filter: nobody is answered another’s page', async () => {
    const shop = await newShop(t);
    const other = await newShop(t);
    const customer = await newCustomer(t);
    const mine = await placeOrder(t, customer, oneShawarma(shop));
    const theirs = await placeOrder(t, customer, oneShawarma(other));
    expect((await listed(shop)).map((row) => row.id)).toEqual([mine.id]);
    expect((await listed(other)).map((row) => row.id)).toEqual([theirs.id]);
    expect(await listed(shop, 'page=1&per_page=10&filter[status]=completed')).toEqual([]);
    const arabic = await t.request('GET', '/api/v1/vendor/orders?page=1&per_page=10', {
      as: shop.vendor,
      locale: 'ar',
    });
    const branch = await t.db
      .selectFrom('branches')
      .select('name_ar')
      .where('id', '=', shop.branchId)
      .executeTakeFirstOrThrow();
    expect((arabic.json().data as ListedOrder[]).map((row) => row.branch_name)).toEqual([branch.name_ar]);
  });
});

describe('kept pages of the reports', () => {
  it('count a new order, a new reservation fee and new points at the next request', async () => {
    const shop = await newShop(t);
    const customer = await newCustomer(t);
    const report = async () => {
      const response = await t.request('GET', `/api/v1/admin/reports/clients?filter[id]=${customer.id}`, {
        as: 'admin',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { orders_count: number; points: number | null }[];
    };
    expect(await report()).toEqual([]);
    await placeOrder(t, customer, oneShawarma(shop));
    expect((await report()).map((row) => row.orders_count)).toEqual([1]);
    await placeOrder(t, customer, oneShawarma(shop));
    expect((await report()).map((row) => row.orders_count)).toEqual([2]);
    const before = (await report())[0]?.points ?? 0;
    await t.db
      .insertInto('client_points_ledger')
      .values({ client_id: customer.id, delta: 7, reason: 'adjust' })
      .execute();
    expect((await report()).map((row) => row.points)).toEqual([before + 7]);
  });
});

describe('what a kept page was read from is found from its statements', () => {
  /** A page of one branch with its brand's name, joined; `reads` counts the database reads. */
  function branchPage(shop: Shop, tables?: ['branches']) {
    const counter = { reads: 0 };
    const read = () =>
      keptPage(
        { db: t.db, ...(tables ? { tables } : {}) },
        `branch-with-brand:${shop.branchId}`,
        async () => {
          counter.reads += 1;
          const rows = await t.db
            .selectFrom('branches as br')
            .innerJoin('brands as b', 'b.id', 'br.brand_id')
            .select(['br.id', 'br.name_en', 'b.brand_en'])
            .where('br.id', '=', shop.branchId)
            .execute();
          return { rows, total: rows.length };
        },
      );
    return { read, counter };
  }

  it('a join added to a kept query reads fresh after a change to the joined table, named or not', async () => {
    for (const tables of [undefined, ['branches'] as ['branches']]) {
      const shop = await newShop(t);
      const { read, counter } = branchPage(shop, tables);
      const first = await read();
      expect(await read()).toBe(first);
      expect(counter.reads).toBe(1);
      await t.db
        .updateTable('brands')
        .set({ brand_en: 'Renamed brand' })
        .where('id', '=', shop.brandId)
        .execute();
      expect((await read()).rows.map((row) => row.brand_en)).toEqual(['Renamed brand']);
      expect(counter.reads).toBe(2);
    }
  });

  it('a page that reads a table whose changes are not announced is read every time', async () => {
    let reads = 0;
    const read = () =>
      keptPage({ db: t.db }, 'cities-page', async () => {
        reads += 1;
        const rows = await t.db.selectFrom('cities').select('id').limit(1).execute();
        return { rows, total: rows.length };
      });
    await read();
    await read();
    expect(reads).toBe(2);
  });

  it('the orders list and the three reports are kept: every table they read is announced', async () => {
    await newShop(t);
    const pages = () => keptAnswers(t.db, 'pages', { maxAgeMs: 60_000, size: 200 });
    for (const path of [
      '/api/v1/admin/orders?page=1&per_page=7',
      '/api/v1/admin/reports/clients?per_page=7',
      '/api/v1/admin/reports/vendors?per_page=7',
      '/api/v1/admin/reports/commission?per_page=7',
    ]) {
      // A change in between would drop the page: the shop is made before, nothing writes during.
      const before = pages()?.size ?? 0;
      expect((await t.request('GET', path, { as: 'admin' })).statusCode).toBe(200);
      expect(pages()?.size, path).toBe(before + 1);
    }
  });
});
