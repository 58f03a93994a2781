import type { BranchSubRole } from './user-types.ts';

/**
 * Order and reservation statuses and the steps between them (DOMAIN.md "Orders" and
 * "Reservations"): the one list the server, the seed, the database CHECKs and the dashboard share.
 */

/** Who takes a step: a branch account by its sub-role, the platform admin, the client, or a background job. */
export type StatusActor = BranchSubRole | 'admin' | 'client' | 'system';

/** How an order reaches its customer (DOMAIN.md "Orders"; the branch switches which it offers). */
export const DELIVERY_TYPES = ['receiving', 'car_delivering', 'drive_through', 'table'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export interface Transition<S extends string> {
  from: S;
  to: S;
  who: readonly StatusActor[];
  /** Only orders of these delivery types take this step (all when absent). */
  deliveryTypes?: readonly DeliveryType[];
  /** A cancel reason is required (cancel reasons of type order/reservation or mutual). */
  reason?: true;
  note?: string;
}

export const ORDER_STATUSES = [
  'pending',
  'preparing',
  'process',
  'ready',
  'completed',
  'delivered',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Sales count these (home cards, reports): the order reached its customer. */
export const ORDER_SALE_STATUSES = ['completed', 'delivered'] as const satisfies readonly OrderStatus[];
/** No step leads out of these. */
export const ORDER_FINAL_STATUSES = [
  'completed',
  'delivered',
  'canceled',
] as const satisfies readonly OrderStatus[];

/** DOMAIN.md "Orders", row by row; "branch" there is the branch manager. */
export const ORDER_TRANSITIONS = [
  {
    from: 'pending',
    to: 'preparing',
    who: ['manager', 'cashier'],
    note: 'accept; may add a delay in minutes to the promised time',
  },
  { from: 'pending', to: 'canceled', who: ['manager', 'cashier', 'admin', 'client'], reason: true },
  { from: 'preparing', to: 'ready', who: ['kitchen', 'manager', 'cashier'], note: 'the kitchen "bump"' },
  { from: 'preparing', to: 'canceled', who: ['manager', 'admin'], reason: true },
  {
    from: 'ready',
    to: 'process',
    who: ['manager', 'cashier'],
    deliveryTypes: ['car_delivering'],
    note: 'car delivering only: a runner takes it out',
  },
  { from: 'process', to: 'delivered', who: ['manager', 'cashier'], note: 'handed over at the car' },
  {
    from: 'ready',
    to: 'completed',
    who: ['manager', 'cashier'],
    deliveryTypes: ['receiving', 'drive_through', 'table'],
    note: 'receiving, drive-through and table orders',
  },
] as const satisfies readonly Transition<OrderStatus>[];

export const RESERVATION_STATUSES = ['pending', 'hold', 'done', 'no_show', 'canceled', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Live reservations hold a table (the overlap rule counts these). */
export const RESERVATION_LIVE_STATUSES = ['pending', 'hold'] as const satisfies readonly ReservationStatus[];

/**
 * DOMAIN.md "Reservations". Confirmation is the client paying the booking fee (the payment
 * callback: system) or the branch confirming; no-show and expiry are background jobs.
 */
export const RESERVATION_TRANSITIONS = [
  {
    from: 'pending',
    to: 'hold',
    who: ['manager', 'cashier', 'client', 'system'],
    note: 'confirmed (booking fee paid where booking_fees > 0)',
  },
  { from: 'hold', to: 'done', who: ['manager', 'cashier'], note: 'the guest arrived' },
  { from: 'hold', to: 'no_show', who: ['system'], note: 'not arrived hold_minutes after the time' },
  { from: 'pending', to: 'expired', who: ['system'], note: 'still unconfirmed at the reservation time' },
  { from: 'pending', to: 'canceled', who: ['manager', 'cashier', 'admin', 'client'], reason: true },
  { from: 'hold', to: 'canceled', who: ['manager', 'cashier', 'admin', 'client'], reason: true },
] as const satisfies readonly Transition<ReservationStatus>[];

function transitionIn<S extends string>(
  table: readonly Transition<S>[],
  from: S,
  to: S,
): Transition<S> | undefined {
  return table.find((t) => t.from === from && t.to === to);
}

/**
 * The step from → to of an order, if DOMAIN.md has it (for an order of `deliveryType` when given:
 * a car order goes out to the car, the others are completed at the counter).
 */
export function orderTransition(
  from: OrderStatus,
  to: OrderStatus,
  deliveryType?: DeliveryType,
): Transition<OrderStatus> | undefined {
  const step = transitionIn<OrderStatus>(ORDER_TRANSITIONS, from, to);
  if (!step || !deliveryType || !step.deliveryTypes) return step;
  return step.deliveryTypes.includes(deliveryType) ? step : undefined;
}

/** May `who` move an order from → to? Any step not in the table is refused (422 naming both statuses). */
export function canTransitionOrder(
  from: OrderStatus,
  to: OrderStatus,
  who: StatusActor,
  deliveryType?: DeliveryType,
): boolean {
  return orderTransition(from, to, deliveryType)?.who.includes(who) ?? false;
}

export function reservationTransition(
  from: ReservationStatus,
  to: ReservationStatus,
): Transition<ReservationStatus> | undefined {
  return transitionIn<ReservationStatus>(RESERVATION_TRANSITIONS, from, to);
}

export function canTransitionReservation(
  from: ReservationStatus,
  to: ReservationStatus,
  who: StatusActor,
): boolean {
  return reservationTransition(from, to)?.who.includes(who) ?? false;
}

/** Where an order may go next, for `who` (the buttons a screen offers). */
export function nextOrderStatuses(
  from: OrderStatus,
  who: StatusActor,
  deliveryType?: DeliveryType,
): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (t) => canTransitionOrder(from, t.to, who, deliveryType) && t.from === from,
  ).map((t) => t.to);
}

export function nextReservationStatuses(from: ReservationStatus, who: StatusActor): ReservationStatus[] {
  return RESERVATION_TRANSITIONS.filter(
    (t) => t.from === from && (t.who as readonly StatusActor[]).includes(who),
  ).map((t) => t.to);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isReservationStatus(value: string): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly string[]).includes(value);
}
