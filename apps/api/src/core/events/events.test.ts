import { notificationEventData } from '@sufra/contract/events';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { publish } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import {
  liveEventsFile,
  liveTenants,
  mark,
  marked,
  markers,
  notificationEvent,
  orderEvent,
  reservationEvent,
} from '../../test/live-events-kit.ts';
import { publishEvent } from './events.ts';
import { deleteExpiredEvents } from './events-retention.ts';

/**
 * The live events stream (CONTRACT.md "Live events") over a real socket: who receives what, a
 * rolled-back change tells nothing, `Last-Event-ID` replays what was missed once and in order
 * (events-session.test.ts: the stream's access and its session).
 */
const { t, open: stream } = liveEventsFile();

describe('who receives a live event', () => {
  it('reaches the admin, the brand and the branch of an order, and no other tenant', async () => {
    const { vendor, manager, branch, kitchen, sibling, otherVendor, otherBranch } = await liveTenants(t);
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
    const { f, vendor, manager, branch, kitchen, cashier } = await liveTenants(t);
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
    const { vendor, manager, branch, cashier } = await liveTenants(t);
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
    const { vendor, branch } = await liveTenants(t);
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
    const { vendor, branch, otherBranch } = await liveTenants(t);
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
    const { vendor, branch } = await liveTenants(t);
    // An earlier event, delivered (a stream that opens now no longer gets it live).
    const witness = await stream('vendor', { as: vendor });
    const earlier = mark();
    await publish(t.db, orderEvent(branch, earlier));
    await witness.waitFor(marked(earlier));
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
    const { vendor, branch } = await liveTenants(t);
    const witness = await stream('vendor', { as: vendor });
    const before = await publish(t.db, orderEvent(branch, mark()));
    const old = mark();
    const oldId = await publish(t.db, orderEvent(branch, old));
    // Both delivered live already: what the next stream gets of them can only be its replay.
    await witness.waitFor(marked(old));
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
