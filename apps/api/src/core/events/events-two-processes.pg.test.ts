import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEventStream, publish } from '../../test/event-stream.ts';
import { factories } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { twoAppsForFile } from '../../test/kits/app-for-file.ts';
import { mark, orderEvent } from '../../test/live-events-kit.ts';
import { deleteExpiredEvents, EVENTS_RETENTION_LOCK_ID } from './events-retention.ts';

/**
 * Two API processes on one PostgreSQL database (two apps, each with its own pool, hub and
 * listening connection): an event committed through either reaches the streams of both, through
 * PostgreSQL's LISTEN/NOTIFY (CONTRACT.md: every API process sees every event).
 */
let one: TestApp;
let two: TestApp;
twoAppsForFile((first, second) => {
  one = first;
  two = second;
});

describe('live events across processes', () => {
  it('reach a stream on the other process, whichever process publishes', async () => {
    const f = factories(one);
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    const onOne = await openEventStream(one, 'vendor', { as: vendor });
    const onTwo = await openEventStream(two, 'vendor', { as: vendor });
    const place = { brandId: vendor.brandId, branchId: branch.id };
    const first = await publish(one.db, orderEvent(place, mark(), 'order.status'));
    const second = await publish(two.db, orderEvent(place, mark(), 'order.status'));
    for (const stream of [onOne, onTwo]) {
      await stream.waitFor((e) => e.id === second);
      expect(stream.received.map((e) => e.id)).toEqual([first, second]);
    }
    await onOne.close();
    await onTwo.close();
  });

  it('tell a change made through one process’s API to a stream on the other', async () => {
    const f = factories(one);
    const brand = await f.newBrand({ status: 'PendingAdminApproval' });
    const vendor = await f.newUser({ type: 'vendor', brandId: brand.id });
    const stream = await openEventStream(two, 'vendor', { as: vendor });
    const step = await one.request('POST', `/api/v1/admin/vendors/${brand.id}/status`, {
      as: 'admin',
      body: { status: 'AdminApproved' },
    });
    expect(step.statusCode, step.body).toBe(200);
    const event = await stream.waitFor((e) => e.type === 'notification.created');
    expect(event.data).toMatchObject({ priority_level: 'medium' });
    await stream.close();
  });

  it('delete expired events in one process at a time', async () => {
    const f = factories(one);
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    const expired = await publish(
      one.db,
      orderEvent({ brandId: vendor.brandId, branchId: branch.id }, mark()),
    );
    await one.db
      .updateTable('events')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', '=', expired)
      .execute();
    const stillThere = () => one.db.selectFrom('events').select('id').where('id', '=', expired).execute();
    // While one process deletes (holds the lock), the other skips its round.
    await one.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${EVENTS_RETENTION_LOCK_ID})`.execute(trx);
      expect(await deleteExpiredEvents(two.db)).toEqual({ ran: false, deleted: 0 });
    });
    expect(await stillThere()).toHaveLength(1);
    const result = await deleteExpiredEvents(two.db);
    expect(result.ran).toBe(true);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await stillThere()).toEqual([]);
  });
});
