import type { BookTableInput } from '@sufra/contract/resources/reservations';
import type { ClientContext } from '../../core/http/context.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { clientScope, oncePerKey } from '../../core/workflow/client-writes.ts';
import { clientCancelStep } from '../orders/order-steps.service.ts';
import { bookTable } from './reservation-booking.service.ts';
import { takeReservationStep } from './reservation-steps.service.ts';
import { ReservationsRepository } from './reservations.repository.ts';
import { reservationDetails } from './reservations.service.ts';

/** A customer sees and changes only the reservations they made. */
const own = (ctx: ClientContext): ReaderScope => clientScope(ctx);

export function clientReservation(ctx: ClientContext, id: number) {
  return reservationDetails(ctx.db, ctx.locale, own(ctx), id, 'client');
}

/**
 * Book a table once per Idempotency-Key (core/http/idempotency.ts): the reservation this request made, or
 * the one the first request with this key and body made.
 */
export async function bookClientTable(ctx: ClientContext, input: BookTableInput, key: string | undefined) {
  const id = await oncePerKey(ctx, 'reservations', { key, body: input }, (claim) =>
    bookTable(ctx, input, claim),
  );
  return clientReservation(ctx, id);
}

export function clientReservations(ctx: ClientContext, page: { page: number; perPage: number }) {
  return new ReservationsRepository(ctx.db, ctx.locale)
    .list(own(ctx), {})
    .page({ ...page, sort: { key: 'starts_at', direction: 'desc' } });
}

/** The customer cancels a pending or confirmed reservation of theirs with a reason. */
export async function cancelClientReservation(ctx: ClientContext, id: number, reasonId: number) {
  await clientCancelStep(ctx, own(ctx), id, reasonId, takeReservationStep);
  return clientReservation(ctx, id);
}
