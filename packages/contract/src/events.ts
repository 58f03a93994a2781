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

/** `order.created` and `order.status`: enough to refresh what shows the order. */
export const orderEventData = z.object({
  id: z.number().int(),
  order_number: z.string(),
  brand_id: z.number().int(),
  branch_id: z.number().int(),
  delivery_type: z.enum(DELIVERY_TYPES),
  status: z.enum(ORDER_STATUSES),
  /** The status before this step (null when the order was just placed). */
  from_status: z.enum(ORDER_STATUSES).nullable(),
  total: z.string(),
  placed_at: z.string(),
});
export type OrderEventData = z.infer<typeof orderEventData>;

/** `reservation.created` and `reservation.status`. */
export const reservationEventData = z.object({
  id: z.number().int(),
  reservation_number: z.string(),
  brand_id: z.number().int(),
  branch_id: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  from_status: z.enum(RESERVATION_STATUSES).nullable(),
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
