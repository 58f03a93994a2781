import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, changeWatchOf } from '../../db/changes.ts';
import { openEventStream, publish } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { twoAppsForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer, newShop, oneShawarma, placeOrder, type Shop } from '../../test/kits/order-test-kit.ts';
import { mark, marked, orderEvent } from '../../test/live-events-kit.ts';

/**
 * Two API processes on one PostgreSQL database: what one keeps in memory (sessions, the orders
 * list's pages, db/changes.ts) follows the changes the other commits, through the tables' NOTIFY
 * triggers. And it is really kept: a change made with the triggers switched off (replication role)
 * reaches nobody, so the process that had the page keeps answering it while a fresh one reads anew.
 */
let one: TestApp;
let two: TestApp;
twoAppsForFile((first, second) => {
  one = first;
  two = second;
});

/** Asks until `check` holds (a NOTIFY arrives within milliseconds; two seconds is generous). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change never reached the other process');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function statuses(app: TestApp, shop: Shop): Promise<string[]> {
  const response = await app.request('GET', '/api/v1/vendor/orders?page=1&per_page=10', { as: shop.vendor });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { status: string }[]).map((row) => row.status);
}

/**
 * Until `app` has heard every change committed so far: the notifications of earlier writes (placing
 * an order, making an account) arrive a moment after them, and one arriving later would drop a page
 * this test means to find kept. PostgreSQL delivers notifications in commit order, so once one sent
 * now arrives, the earlier ones have.
 */
async function settled(app: TestApp): Promise<void> {
  const watch = changeWatchOf(app.db);
  if (!watch) throw new Error('the test app has no change watch');
  const before = watch.lastChange('settled');
  await sql`SELECT pg_notify(${CHANGES_CHANNEL}, 'settled')`.execute(app.db);
  const deadline = Date.now() + 2_000;
  while (watch.lastChange('settled') === before) {
    if (Date.now() > deadline) throw new Error('the change watch never heard its own notification');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A statement run with the triggers off: no process hears of it. */
async function unannounced(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: one.databaseUrl });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('answers kept across processes', () => {
  it('a session blocked in the other process is refused here', async () => {
    const user = await factories(one).newUser({ type: 'admin', permissions: ['read-orders'] });
    expect((await one.request('GET', '/api/v1/admin/getProfile', { as: user })).statusCode).toBe(200);
    await two.db.updateTable('users').set({ blocked: true }).where('id', '=', user.id).execute();
    await eventually(
      async () => (await one.request('GET', '/api/v1/admin/getProfile', { as: user })).statusCode === 401,
    );
  });

  it('an order moved in the other process shows here', async () => {
    const shop = await newShop(one);
    const order = await placeOrder(one, await newCustomer(one), oneShawarma(shop));
    expect(await statuses(one, shop)).toEqual(['pending']);
    await two.db.updateTable('orders').set({ status: 'preparing' }).where('id', '=', order.id).execute();
    await eventually(async () => (await statuses(one, shop))[0] === 'preparing');
  });

  it('a page and a session are kept until a change is announced', async () => {
    const shop = await newShop(one);
    const order = await placeOrder(one, await newCustomer(one), oneShawarma(shop));
    await settled(one);
    expect(await statuses(one, shop)).toEqual(['pending']);
    const profile = await one.request('GET', '/api/v1/vendor/getProfile', { as: shop.vendor });
    const name = profile.json().data.user.name as string;
    expect(name).not.toBe('Unannounced');
    expect(name.length).toBeGreaterThan(0);

    await unannounced('UPDATE orders SET status = $1 WHERE id = $2', ['preparing', order.id]);
    await unannounced('UPDATE users SET name = $1 WHERE id = $2', ['Unannounced', shop.vendor.id]);
    expect(await statuses(one, shop)).toEqual(['pending']);
    expect(
      (await one.request('GET', '/api/v1/vendor/getProfile', { as: shop.vendor })).json().data.user.name,
    ).toBe(name);
    expect(await statuses(two, shop)).toEqual(['preparing']);

    // Any announced change of the tables read makes the process read them again.
    await two.db.updateTable('orders').set({ delay_minutes: 5 }).where('id', '=', order.id).execute();
    await two.db.updateTable('users').set({ phone: null }).where('id', '=', shop.vendor.id).execute();
    await eventually(async () => (await statuses(one, shop))[0] === 'preparing');
    await eventually(
      async () =>
        (await one.request('GET', '/api/v1/vendor/getProfile', { as: shop.vendor })).json().data.user.name ===
        'Unannounced',
    );
  });

  it('an order’s live event drops the kept page before the stream sends it', async () => {
    const shop = await newShop(one);
    const order = await placeOrder(one, await newCustomer(one), oneShawarma(shop));
    await settled(one);
    expect(await statuses(one, shop)).toEqual(['pending']);
    await unannounced('UPDATE orders SET status = $1 WHERE id = $2', ['preparing', order.id]);
    expect(await statuses(one, shop)).toEqual(['pending']);
    const stream = await openEventStream(one, 'vendor', { as: shop.vendor });
    const marker = mark();
    await publish(
      two.db,
      orderEvent({ brandId: shop.brandId, branchId: shop.branchId }, marker, 'order.status'),
    );
    await stream.waitFor(marked(marker));
    // What a dashboard does on the event: ask for the list again. No waiting for any other NOTIFY.
    expect(await statuses(one, shop)).toEqual(['preparing']);
    await stream.close();
  });
});
