import { notificationEventData, orderEventData } from '@sufra/contract/events';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type EventStreamClient,
  type OpenOptions,
  openEventStream,
  publish,
  type SseEvent,
} from '../test/event-stream.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type LiveEvent, publishEvent } from './events.ts';
import { deleteExpiredEvents } from './events-retention.ts';

/**
 * The live events stream (CONTRACT.md "Live events") over a real socket: who receives what, a
 * rolled-back change tells nothing, `Last-Event-ID` replays what was missed once and in order, a
 * session that ends closes its stream, and the stream's access (the token only in the header).
 * A heartbeat every 200 ms here, so a logout is noticed at once.
 */
let t: TestApp;
const open: EventStreamClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_HEARTBEAT_MS: '200' } });
});
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});
afterAll(async () => {
  await t.close();
});

async function stream(
  realm: 'admin' | 'vendor' | 'branch',
  options: OpenOptions,
): Promise<EventStreamClient> {
  const client = await openEventStream(t, realm, options);
  open.push(client);
  return client;
}

let counter = 0;
/** A number no other event of this file carries (the event's `data.id`). */
const mark = () => {
  counter += 1;
  return 700_000 + counter;
};
const marked = (marker: number) => (event: SseEvent) => (event.data as { id?: unknown }).id === marker;
const markers = (client: EventStreamClient) =>
  client.received.map((event) => (event.data as { id: number }).id);

interface Place {
  brandId: number;
  branchId: number;
}

function orderEvent(place: Place, marker: number, type: 'order.created' | 'order.status' = 'order.created') {
  return {
    type,
    brandId: place.brandId,
    branchId: place.branchId,
    data: orderEventData.parse({
      id: marker,
      order_number: `ORD-261120-${marker}`,
      brand_id: place.brandId,
      branch_id: place.branchId,
      delivery_type: 'receiving',
      status: 'pending',
      from_status: null,
      total: '42.50',
      placed_at: '2026-11-20T12:00:00.000Z',
    }),
  } satisfies LiveEvent;
}

function reservationEvent(place: Place, marker: number): LiveEvent {
  return {
    type: 'reservation.created',
    brandId: place.brandId,
    branchId: place.branchId,
    data: {
      id: marker,
      reservation_number: `RES-${marker}`,
      brand_id: place.brandId,
      branch_id: place.branchId,
      status: 'pending',
      from_status: null,
      date: '2026-11-21',
      reservation_time: '20:00',
    },
  };
}

function notificationEvent(userId: number, marker: number, place?: Place): LiveEvent {
  return {
    type: 'notification.created',
    brandId: place?.brandId ?? null,
    branchId: place?.branchId ?? null,
    userId,
    data: notificationEventData.parse({ id: marker, priority_level: 'medium' }),
  };
}

/** A brand with two branches and their staff, and an unrelated brand with a branch. */
async function tenants() {
  const f = factories(t);
  const vendor = await f.newVendor();
  const manager = await f.newBranchUser(vendor);
  const branch = { brandId: vendor.brandId, branchId: manager.branchId };
  const staff = (subRole: 'kitchen' | 'cashier') =>
    f.newUser({ type: 'branch', brandId: vendor.brandId, branchId: manager.branchId, subRole });
  const kitchen = await staff('kitchen');
  const cashier = await staff('cashier');
  const sibling = await f.newBranchUser(vendor);
  const otherVendor = await f.newVendor();
  const otherBranch = { brandId: otherVendor.brandId, branchId: (await f.newBranch(otherVendor.brandId)).id };
  return { f, vendor, manager, branch, kitchen, cashier, sibling, otherVendor, otherBranch };
}

describe('who receives a live event', () => {
  it('reaches the admin, the brand and the branch of an order, and no other tenant', async () => {
    const { vendor, manager, branch, kitchen, sibling, otherVendor, otherBranch } = await tenants();
    const admin = await stream('admin', { as: 'admin' });
    const brandStream = await stream('vendor', { as: vendor });
    const branchStream = await stream('branch', { as: manager });
    const kitchenStream = await stream('branch', { as: kitchen });
    const siblingStream = await stream('branch', { as: sibling });
    const otherStream = await stream('vendor', { as: otherVendor });

    const order = mark();
    const id = await publish(t.db, orderEvent(branch, order));
    for (const client of [admin, brandStream, branchStream, kitchenStream]) {
      const event = await client.waitFor(marked(order));
      expect(event).toEqual({ id, type: 'order.created', data: orderEvent(branch, order).data });
    }
    // Later events each of the others sees: what came before them did not include the order.
    const siblingMark = mark();
    const otherMark = mark();
    await publish(t.db, orderEvent({ brandId: vendor.brandId, branchId: sibling.branchId }, siblingMark));
    await publish(t.db, orderEvent(otherBranch, otherMark));
    await siblingStream.waitFor(marked(siblingMark));
    await otherStream.waitFor(marked(otherMark));
    expect(markers(siblingStream)).toEqual([siblingMark]);
    expect(markers(otherStream)).toEqual([otherMark]);
    // The brand sees its other branch, not the other brand; the admin sees every tenant.
    await brandStream.waitFor(marked(siblingMark));
    await admin.waitFor(marked(otherMark));
    expect(markers(brandStream)).toEqual([order, siblingMark]);
  });

  it('gives reservations to those who read them: never the kitchen, nobody without the permission', async () => {
    const { f, vendor, manager, branch, kitchen, cashier } = await tenants();
    // A kitchen whose role reads reservations still follows orders only.
    const readingKitchen = await f.newUser({
      type: 'branch',
      brandId: vendor.brandId,
      branchId: manager.branchId,
      subRole: 'kitchen',
      permissions: ['read-orders', 'read-reservations'],
    });
    const orderReader = await f.newUser({ type: 'admin', permissions: ['read-orders'] });
    const nonReader = await f.newUser({ type: 'admin', permissions: ['read-countries'] });
    const streams = {
      manager: await stream('branch', { as: manager }),
      cashier: await stream('branch', { as: cashier }),
      kitchen: await stream('branch', { as: kitchen }),
      readingKitchen: await stream('branch', { as: readingKitchen }),
      orderReader: await stream('admin', { as: orderReader }),
      nonReader: await stream('admin', { as: nonReader }),
    };

    const reservation = mark();
    await publish(t.db, reservationEvent(branch, reservation));
    await streams.manager.waitFor(marked(reservation));
    await streams.cashier.waitFor(marked(reservation));
    const order = mark();
    await publish(t.db, orderEvent(branch, order));
    const personal = mark();
    await publish(t.db, notificationEvent(nonReader.id, personal));
    for (const client of [streams.kitchen, streams.readingKitchen, streams.orderReader])
      await client.waitFor(marked(order));
    await streams.nonReader.waitFor(marked(personal));
    expect(markers(streams.kitchen)).toEqual([order]);
    expect(markers(streams.readingKitchen)).toEqual([order]);
    expect(markers(streams.orderReader)).toEqual([order]);
    expect(markers(streams.nonReader)).toEqual([personal]);
  });

  it('gives a notification to its recipient alone', async () => {
    const { vendor, manager, branch, cashier } = await tenants();
    const managerStream = await stream('branch', { as: manager });
    const cashierStream = await stream('branch', { as: cashier });
    const brandStream = await stream('vendor', { as: vendor });
    const admin = await stream('admin', { as: 'admin' });

    const forManager = mark();
    await publish(t.db, notificationEvent(manager.id, forManager, branch));
    await managerStream.waitFor(marked(forManager));
    const forCashier = mark();
    const forVendor = mark();
    const adminUser = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.sa')
      .executeTakeFirstOrThrow();
    const forAdmin = mark();
    await publish(t.db, notificationEvent(cashier.id, forCashier, branch));
    await publish(t.db, notificationEvent(vendor.id, forVendor, branch));
    await publish(t.db, notificationEvent(adminUser.id, forAdmin));
    await cashierStream.waitFor(marked(forCashier));
    await brandStream.waitFor(marked(forVendor));
    await admin.waitFor(marked(forAdmin));
    expect(markers(cashierStream)).toEqual([forCashier]);
    expect(markers(brandStream)).toEqual([forVendor]);
    expect(markers(admin)).not.toContain(forManager);
    expect(markers(admin)).not.toContain(forVendor);
  });

  it('tells each recipient of an approval step on their own stream', async () => {
    const f = factories(t);
    const brand = await f.newBrand({ status: 'PendingAdminApproval' });
    const vendor = await f.newUser({ type: 'vendor', brandId: brand.id });
    const vendorStream = await stream('vendor', { as: vendor });
    const step = await t.request('POST', `/api/v1/admin/vendors/${brand.id}/status`, {
      as: 'admin',
      body: { status: 'AdminApproved' },
    });
    expect(step.statusCode, step.body).toBe(200);
    const notification = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('brand_id', '=', brand.id)
      .executeTakeFirstOrThrow();
    const event = await vendorStream.waitFor((e) => e.type === 'notification.created');
    expect(notificationEventData.parse(event.data)).toEqual({
      id: notification.id,
      priority_level: 'medium',
    });
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const { vendor, branch } = await tenants();
    const brandStream = await stream('vendor', { as: vendor });
    const rolledBack = mark();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publishEvent(trx, orderEvent(branch, rolledBack));
        throw new Error('the change failed after its event');
      }),
    ).rejects.toThrow('the change failed after its event');
    const later = mark();
    await publish(t.db, orderEvent(branch, later));
    await brandStream.waitFor(marked(later));
    expect(markers(brandStream)).toEqual([later]);
  });
});

describe('replay with Last-Event-ID', () => {
  it('sends what was missed once and in order, then the live events', async () => {
    const { vendor, branch, otherBranch } = await tenants();
    const first = await stream('vendor', { as: vendor });
    const seen = mark();
    const seenId = await publish(t.db, orderEvent(branch, seen));
    await first.waitFor(marked(seen));
    await first.close();

    const missed = [mark(), mark(), mark()];
    await publish(t.db, orderEvent(branch, missed[0] as number));
    await publish(t.db, orderEvent(otherBranch, mark()));
    await publish(t.db, orderEvent(branch, missed[1] as number, 'order.status'));
    await publish(t.db, notificationEvent(vendor.id, missed[2] as number));
    // One more while the stream connects: replayed or live, it comes once.
    const during = mark();
    const [again] = await Promise.all([
      stream('vendor', { as: vendor, lastEventId: String(seenId) }),
      publish(t.db, orderEvent(branch, during)),
    ]);
    await again.waitFor(marked(during));
    const live = mark();
    await publish(t.db, orderEvent(branch, live));
    await again.waitFor(marked(live));
    expect(markers(again)).toEqual([...missed, during, live]);
    const ids = again.received.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(seenId);
  });

  it('ignores a Last-Event-ID that is not an id, and one this database never issued', async () => {
    const { vendor, branch } = await tenants();
    await publish(t.db, orderEvent(branch, mark()));
    for (const lastEventId of ['abc', '-1', '1e3', '12 34', '99999999999999']) {
      const client = await stream('vendor', { as: vendor, lastEventId });
      expect(client.status).toBe(200);
      const live = mark();
      await publish(t.db, orderEvent(branch, live));
      await client.waitFor(marked(live));
      expect(markers(client)).toEqual([live]);
      await client.close();
    }
  });

  it('neither replays nor keeps events older than a day', async () => {
    const { vendor, branch } = await tenants();
    const before = await publish(t.db, orderEvent(branch, mark()));
    const old = mark();
    const oldId = await publish(t.db, orderEvent(branch, old));
    await t.db
      .updateTable('events')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', '=', oldId)
      .execute();
    const client = await stream('vendor', { as: vendor, lastEventId: String(before) });
    const live = mark();
    await publish(t.db, orderEvent(branch, live));
    await client.waitFor(marked(live));
    expect(markers(client)).toEqual([live]);

    const result = await deleteExpiredEvents(t.db);
    expect(result.ran).toBe(true);
    const left = await t.db.selectFrom('events').select('id').where('id', 'in', [oldId, before]).execute();
    expect(left).toEqual([{ id: before }]);
  });
});

describe('the stream and its session', () => {
  it('answers 401 without a token, also with a token in the URL, 403 to another user type', async () => {
    const { vendor } = await tenants();
    const anonymous = await openEventStream(t, 'vendor');
    expect(anonymous.status).toBe(401);
    for (const query of [
      `token=${vendor.token}`,
      `access_token=${vendor.token}`,
      `authorization=Bearer%20${vendor.token}`,
    ]) {
      const inUrl = await openEventStream(t, 'vendor', { query });
      expect(inUrl.status, query).toBe(401);
    }
    const wrongType = await openEventStream(t, 'admin', { as: vendor });
    expect(wrongType.status).toBe(403);
    // The same answers through the harness (checked against the document).
    expect((await t.request('GET', '/api/v1/branch/events')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/v1/branch/events', { as: vendor })).statusCode).toBe(403);
    // HEAD answers at once (the stream's head, no stream).
    const head = await t.request('HEAD', '/api/v1/vendor/events', { as: vendor });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('opens with the stream headers and a retry delay for every user type', async () => {
    const { vendor, manager } = await tenants();
    for (const [realm, as] of [
      ['admin', 'admin'],
      ['vendor', vendor],
      ['branch', manager],
    ] as const) {
      const client = await stream(realm, { as });
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(client.headers['cache-control']).toBe('no-store');
      expect(client.headers['x-accel-buffering']).toBe('no');
      await client.waitUntil(
        () => client.retry !== undefined && client.comments > 0,
        'retry and a heartbeat',
      );
      expect(client.retry).toBe(3000);
      await client.close();
    }
  });

  it('closes within a heartbeat when the session ends: logout, block', async () => {
    const { f, vendor } = await tenants();
    const client = await stream('vendor', { as: vendor });
    const logout = await t.request('POST', '/api/v1/vendor/logout', { as: vendor });
    expect(logout.statusCode).toBe(200);
    await client.ended;

    const blocked = await f.newUser({ type: 'vendor', brandId: vendor.brandId });
    const blockedStream = await stream('vendor', { as: blocked });
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    await blockedStream.ended;
  });

  it('follows a change of permissions from the next heartbeat', async () => {
    const { f, vendor, branch } = await tenants();
    const reader = await f.newUser({ type: 'vendor', brandId: vendor.brandId, permissions: ['read-orders'] });
    const client = await stream('vendor', { as: reader });
    const before = mark();
    await publish(t.db, orderEvent(branch, before));
    await client.waitFor(marked(before));
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', reader.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('roles')
      .set({ permissions: ['read-meals'] })
      .where('id', '=', role.role_id)
      .execute();
    const beats = client.comments;
    await client.waitUntil(() => client.comments >= beats + 2, 'two heartbeats');
    await publish(t.db, orderEvent(branch, mark()));
    const personal = mark();
    await publish(t.db, notificationEvent(reader.id, personal));
    await client.waitFor(marked(personal));
    expect(markers(client)).toEqual([before, personal]);
  });

  it('refuses one stream too many of the same user with 429 and Retry-After', async () => {
    const { f, vendor } = await tenants();
    const streams: EventStreamClient[] = [];
    for (let n = 0; n < 10; n += 1) {
      const client = await stream('vendor', { as: vendor });
      expect(client.status).toBe(200);
      streams.push(client);
    }
    const refused = await openEventStream(t, 'vendor', { as: vendor });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text).message).toMatch(/live connections/);
    // Another user of the same brand is not held back.
    const colleague = await f.newUser({ type: 'vendor', brandId: vendor.brandId });
    expect((await stream('vendor', { as: colleague })).status).toBe(200);
    for (const client of streams) await client.close();
  });
});
