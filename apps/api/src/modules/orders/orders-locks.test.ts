import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness.ts';
import {
  newCustomer,
  oneShawarma,
  placeOrder,
  setPointSettings,
  shopForFile,
  step,
} from '../../test/kits/order-test-kit.ts';

/**
 * Transactions of one customer that write the same rollups (db/customer-lock.ts): a placement and the
 * completion of an earlier order took the `client_totals` and `sales_daily` rows in opposite orders
 * and deadlocked on PostgreSQL. On the embedded database they run one at a time either way.
 */
let cashier: TestUser;

const { t, shop } = shopForFile(async () => {
  cashier = await shop.staff('cashier');
  // 2 points per riyal earned on completion: the completion writes the customer's points.
  await setPointSettings(t, shop.brandId);
});

const totalsOf = async (clientId: number) =>
  t.db
    .selectFrom('client_totals')
    .select(['orders_count', 'points'])
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();

describe('a customer ordering while an earlier order of theirs is completed', () => {
  it('both succeed, whatever the interleaving, and the rollups add up', async () => {
    const customer = await newCustomer(t);
    const earlier = await placeOrder(t, customer, oneShawarma(shop));
    for (const status of ['preparing', 'ready'])
      expect((await step(t, cashier, earlier.id, { status })).statusCode).toBe(200);

    // A placement pauses after its order's rows reached the customer's rollups and before the day's
    // sales: the completion, sent meanwhile, writes the day's sales and then the customer's points.
    await sql`CREATE FUNCTION pause_placement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.4); RETURN NULL; END $$`.execute(t.db);
    await sql`CREATE TRIGGER client_totals_from_orders_insert_pause AFTER INSERT ON orders
      FOR EACH STATEMENT EXECUTE FUNCTION pause_placement()`.execute(t.db);
    try {
      const placing = t.request('POST', '/api/v1/client/orders', {
        token: customer.token,
        body: oneShawarma(shop),
      });
      await sleep(100);
      const completing = step(t, cashier, earlier.id, { status: 'completed' });
      const [placed, completed] = await Promise.all([placing, completing]);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(completed.statusCode, completed.body).toBe(200);
    } finally {
      await sql`DROP TRIGGER client_totals_from_orders_insert_pause ON orders`.execute(t.db);
      await sql`DROP FUNCTION pause_placement()`.execute(t.db);
    }
    const totals = await totalsOf(customer.id);
    expect(totals.orders_count).toBe(2);
    expect(totals.points).toBe(Math.floor(Number(earlier.total)) * 2);
  });

  it('many at once: every placement and completion answers, none 5xx', async () => {
    const customer = await newCustomer(t);
    const ready = [];
    for (let i = 0; i < 8; i += 1) {
      const order = await placeOrder(t, customer, oneShawarma(shop));
      for (const status of ['preparing', 'ready']) await step(t, cashier, order.id, { status });
      ready.push(order);
    }
    const answers = await Promise.all([
      ...ready.map((order) => step(t, cashier, order.id, { status: 'completed' })),
      ...ready.map(() =>
        t.request('POST', '/api/v1/client/orders', { token: customer.token, body: oneShawarma(shop) }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(8).fill(200),
      ...Array(8).fill(201),
    ]);
    const totals = await totalsOf(customer.id);
    expect(totals.orders_count).toBe(16);
  });
});
