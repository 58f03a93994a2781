import { z } from 'zod';
import { DELIVERY_TYPES } from './resources/orders.ts';
import { ORDER_STATUSES, RESERVATION_STATUSES } from './statuses.ts';

/**
 * Live events (CONTRACT.md "Live events"): `GET /api/v1/{userType}/events` streams the caller's
 * tenant's events as `text/event-stream`, each with an `id:` (replayed after a drop through
 * `Last-Event-ID`), its `event:` type and its `data:` as JSON of the schema below.
 */
export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.status',
  'reservation.created',
  'reservation.status',
  'notification.created',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What an order's or a reservation's event names: the record, its number, its brand and branch. */
function eventSubject<const K extends string>(numberKey: K) {
  return {
    id: z.number().int(),
    ...({ [numberKey]: z.string() } as Record<K, z.ZodString>),
    brand_id: z.number().int(),
    branch_id: z.number().int(),
  };
}

/** The status now and the one before this step (null when the record was just made). */
function statusStep<const S extends readonly [string, ...string[]]>(statuses: S) {
  return { status: z.enum(statuses), from_status: z.enum(statuses).nullable() };
}

/** `order.created` and `order.status`: enough to refresh what shows the order. */
export const orderEventData = z.object({
  ...eventSubject('order_number'),
  delivery_type: z.enum(DELIVERY_TYPES),
  ...statusStep(ORDER_STATUSES),
  total: z.string(),
  placed_at: z.string(),
});
export type OrderEventData = z.infer<typeof orderEventData>;

/** `reservation.created` and `reservation.status`. */
export const reservationEventData = z.object({
  ...eventSubject('reservation_number'),
  ...statusStep(RESERVATION_STATUSES),
  date: z.string(),
  reservation_time: z.string(),
});
export type ReservationEventData = z.infer<typeof reservationEventData>;

/** `notification.created`: the bell counts it. */
export const notificationEventData = z.object({
  id: z.number().int(),
  priority_level: z.enum(['high', 'medium', 'low']),
});
export type NotificationEventData = z.infer<typeof notificationEventData>;
