import { notificationEventData, orderEventData } from '@sufra/contract/events';
import { afterEach } from 'vitest';
import type { LiveEvent } from '../core/events/events.ts';
import { type EventStreamClient, type OpenOptions, openEventStream, type SseEvent } from './event-stream.ts';
import { factories } from './factories.ts';
import type { TestApp } from './harness.ts';
import { testAppForFile } from './kits/app-for-file.ts';

/** Events and tenants for the live events tests: each event carries a unique marker as its `data.id`. */
let counter = 0;
/** A number no other event of this process carries (put in the event's `data.id`). */
export const mark = () => {
  counter += 1;
  return 700_000 + counter;
};
/** The event that carries the marker. */
export const marked = (marker: number) => (event: SseEvent) => (event.data as { id?: unknown }).id === marker;
/** The markers a stream received, in order. */
export const markers = (client: EventStreamClient) =>
  client.received.map((event) => (event.data as { id: number }).id);

export interface Place {
  brandId: number;
  branchId: number;
}

/** An order event (`data` as the contract's schema). */
export function orderEvent(
  place: Place,
  marker: number,
  type: 'order.created' | 'order.status' = 'order.created',
) {
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

export function reservationEvent(place: Place, marker: number): LiveEvent {
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

export function notificationEvent(userId: number, marker: number, place?: Place): LiveEvent {
  return {
    type: 'notification.created',
    brandId: place?.brandId ?? null,
    branchId: place?.branchId ?? null,
    userId,
    data: notificationEventData.parse({ id: marker, priority_level: 'medium' }),
  };
}

/** A brand with two branches and their staff, and an unrelated brand with a branch. */
export async function liveTenants(t: TestApp) {
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

/**
 * A test file's event streams, each closed after the test that opened it: `open` opens one on the
 * file's app, `track` hands over one opened otherwise. Call at the top level of the file.
 */
export function streamsClosedAfterEach(app: () => TestApp) {
  const opened: EventStreamClient[] = [];
  afterEach(async () => {
    for (const client of opened.splice(0)) await client.close();
  });
  return {
    async open(realm: 'admin' | 'vendor' | 'branch', options: OpenOptions): Promise<EventStreamClient> {
      const client = await openEventStream(app(), realm, options);
      opened.push(client);
      return client;
    },
    track(client: EventStreamClient): void {
      opened.push(client);
    },
  };
}

/**
 * A live-events test file's app `t` (a heartbeat every 200 ms, so a stream's end is noticed at once)
 * and its streams, each closed after the test that opened it. Call at the top level of the file.
 */
export function liveEventsFile() {
  const t = testAppForFile({ env: { EVENTS_HEARTBEAT_MS: '200' } });
  return { t, ...streamsClosedAfterEach(() => t) };
}
