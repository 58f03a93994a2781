import { riyadhDay } from '@sufra/contract/riyadh';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { newCustomer, oneShawarma, placeOrder, shopForFile, step } from '../../test/kits/order-test-kit.ts';
import { expectFields } from '../../test/refusals.ts';

/** Idempotency of order placement, and who sees which orders (tenancy of every orders route). */

const { t, shop } = shopForFile();

const count = async (clientId: number) =>
  (await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute()).length;

describe('Idempotency-Key on order placement', () => {
  it('answers the same order for the same key and body, even sent at once, and places one', async () => {
    const customer = await newCustomer(t);
    const headers = { 'idempotency-key': 'order-7f3a' };
    const body = oneShawarma(shop);
    const first = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body, headers });
    const again = await t.request('POST', '/api/v1/client/orders', {
      token: customer.token,
      body: { ...body },
      headers,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count(customer.id)).toBe(1);

    const racing = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.request('POST', '/api/v1/client/orders', {
          token: customer.token,
          body,
          headers: { 'idempotency-key': 'race-1' },
        }),
      ),
    );
    // A retry sent while the first is running waits for it and answers the same order.
    for (const answer of racing) expect(answer.statusCode).toBe(201);
    expect(new Set(racing.map((r) => r.json().data.id)).size).toBe(1);
    expect(await count(customer.id)).toBe(2);
  });

  it('refuses the same key with another body, and keeps keys apart per customer', async () => {
    const customer = await newCustomer(t);
    const headers = { 'idempotency-key': 'same-key' };
    await placeOrder(t, customer, oneShawarma(shop), headers);
    const other = await t.request('POST', '/api/v1/client/orders', {
      token: customer.token,
      body: oneShawarma(shop, { items: [{ meal_id: shop.menu.water, quantity: 1 }] }),
      headers,
      locale: 'ar',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.idempotency_key).toEqual(['استُخدم مفتاح عدم التكرار هذا لطلب مختلف.']);
    const neighbour = await newCustomer(t);
    await placeOrder(t, neighbour, oneShawarma(shop), headers);
    expect(await count(neighbour.id)).toBe(1);
  });

  it('keeps the key and the order together: if keeping the key fails, no order is kept, and the retry places it once', async () => {
    const customer = await newCustomer(t);
    const headers = { 'idempotency-key': 'lost-answer' };
    const body = oneShawarma(shop);
    // The server fails after the order is written and before its key records it (as a crash
    // between the two would): this key's record refuses to be completed.
    await sql`CREATE FUNCTION refuse_keeping() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the process died here'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_keeping BEFORE UPDATE ON idempotency_keys FOR EACH ROW
      WHEN (NEW.key = 'lost-answer' AND NEW.response IS NOT NULL) EXECUTE FUNCTION refuse_keeping()`.execute(
      t.db,
    );
    try {
      const lost = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body, headers });
      expect(lost.statusCode).toBeGreaterThanOrEqual(500);
      expect(await count(customer.id)).toBe(0);
    } finally {
      await sql`DROP TRIGGER refuse_keeping ON idempotency_keys`.execute(t.db);
      await sql`DROP FUNCTION refuse_keeping()`.execute(t.db);
    }
    const retry = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body, headers });
    expect(retry.statusCode).toBe(201);
    const again = await t.request('POST', '/api/v1/client/orders', { token: customer.token, body, headers });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(retry.json().data.id);
    expect(await count(customer.id)).toBe(1);
  });

  it('gives a key back when the order is refused, and refuses a malformed key', async () => {
    const customer = await newCustomer(t);
    const headers = { 'idempotency-key': 'retry-after-fix' };
    const refused = await t.request('POST', '/api/v1/client/orders', {
      token: customer.token,
      body: oneShawarma(shop, { coupon_code: 'NOSUCHCOUPON' }),
      headers,
    });
    expect(refused.statusCode).toBe(422);
    await placeOrder(t, customer, oneShawarma(shop), headers);
    const bad = await t.request('POST', '/api/v1/client/orders', {
      token: customer.token,
      body: oneShawarma(shop),
      headers: { 'idempotency-key': 'spaces are not allowed' },
    });
    expectFields(bad, ['idempotency_key']);
  });
});

describe('who sees which orders', () => {
  let order: { id: number; order_number: string };
  let customer: { id: number; token: string };
  let outsiders: TestUser[];
  let insiders: TestUser[];

  beforeAll(async () => {
    customer = await newCustomer(t);
    order = await placeOrder(t, customer, oneShawarma(shop));
    const f = factories(t);
    const otherVendor = await f.newVendor();
    const sameBrandOtherBranch = await f.newBranchUser({ brandId: shop.brandId });
    outsiders = [otherVendor, await f.newBranchUser(otherVendor), sameBrandOtherBranch];
    insiders = [
      shop.vendor,
      await shop.staff('manager'),
      await shop.staff('cashier'),
      await shop.staff('kitchen'),
    ];
  });

  it('lists and shows an order to the admin, its brand and its branch only; others get 404', async () => {
    for (const as of [...insiders, 'admin' as const]) {
      const type = typeof as === 'string' ? 'admin' : as.type;
      const list = await t.request('GET', `/api/v1/${type}/orders`, {
        as,
        query: { 'filter[order_number]': order.order_number },
      });
      expect(list.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
      expect((await t.request('GET', `/api/v1/${type}/orders/${order.id}`, { as })).statusCode).toBe(200);
    }
    for (const as of outsiders) {
      const list = await t.request('GET', `/api/v1/${as.type}/orders`, {
        as,
        query: { 'filter[order_number]': order.order_number },
      });
      expect(list.json().data).toEqual([]);
      expect((await t.request('GET', `/api/v1/${as.type}/orders/${order.id}`, { as })).statusCode).toBe(404);
      const changed = await step(t, as, order.id, { status: 'preparing' });
      expect(changed.statusCode).toBe(404);
      const exported = await t.request('GET', `/api/v1/${as.type}/orders/export`, {
        as,
        query: { format: 'csv' },
      });
      expect(exported.body).not.toContain(order.order_number);
    }
  });

  it('shows the branch its live orders only, oldest first, whole', async () => {
    const manager = insiders[1] as TestUser;
    const second = await placeOrder(t, customer, oneShawarma(shop));
    const live = await t.request('GET', '/api/v1/branch/orders/live', { as: manager });
    expect(live.statusCode).toBe(200);
    const ids = live.json().data.map((o: { id: number }) => o.id);
    expect(ids.indexOf(order.id)).toBeLessThan(ids.indexOf(second.id));
    expect(live.json().data[0].items.length).toBeGreaterThan(0);
    expect(live.json().data[0].next_statuses).toEqual(['preparing', 'canceled']);
    const elsewhere = await t.request('GET', '/api/v1/branch/orders/live', { as: outsiders[2] as TestUser });
    expect(elsewhere.json().data.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('filters by status, delivery type, customer name or phone, date and total', async () => {
    const client = await t.db
      .selectFrom('clients')
      .select(['first_name', 'phone'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const today = riyadhDay(new Date());
    const queries: Record<string, string>[] = [
      { 'filter[status]': 'pending' },
      { 'filter[delivery_type]': 'receiving' },
      { 'filter[client]': client.first_name },
      { 'filter[client]': `0${client.phone.slice(3)}` },
      { 'filter[placed_at_from]': today, 'filter[placed_at_to]': today },
      { 'filter[total_from]': '23', 'filter[total_to]': '23' },
      { 'filter[branch_id]': String(shop.branchId) },
    ];
    for (const query of queries) {
      const list = await t.request('GET', '/api/v1/vendor/orders', { as: shop.vendor, query });
      expect(list.statusCode, JSON.stringify(query)).toBe(200);
      expect(
        list.json().data.map((o: { id: number }) => o.id),
        JSON.stringify(query),
      ).toContain(order.id);
    }
    const none = await t.request('GET', '/api/v1/vendor/orders', {
      as: shop.vendor,
      query: { 'filter[total_from]': '24' },
    });
    expect(none.json().data.map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('shows a customer their own orders only', async () => {
    const stranger = await newCustomer(t);
    const mine = await t.request('GET', '/api/v1/client/orders', { token: customer.token });
    expect(mine.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    const theirs = await t.request('GET', '/api/v1/client/orders', { token: stranger.token });
    expect(theirs.json().data).toEqual([]);
    expect(
      (await t.request('GET', `/api/v1/client/orders/${order.id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/v1/client/orders/${order.id}`, { token: customer.token })).json().data.id,
    ).toBe(order.id);
  });
});
