import { translate } from '@sufra/contract/messages';
import {
  availabilityAnswer,
  availabilityQuery,
  bookTableInput,
  reservationDetails,
  reservationRecord,
  reservations,
} from '@sufra/contract/resources/reservations';
import type { FastifyInstance } from 'fastify';
import {
  clientBookingRoute,
  clientCancelRoute,
  clientRecordRoutes,
  idParam,
  parseInput,
  route,
} from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { systemClock } from '../../core/jobs/clock.ts';
import {
  bookClientTable,
  cancelClientReservation,
  clientReservation,
  clientReservations,
} from './client-reservations.service.ts';
import { availability } from './reservation-booking.service.ts';

const tags = ['client-reservations'];

/** The customer API's reservations (CONTRACT.md): availability, book, list, read, cancel. */
export function registerClientReservationRoutes(app: FastifyInstance): void {
  route(app, 'client', {
    method: 'GET',
    path: '/branches/:id/availability',
    access: { public: true },
    tags,
    summary:
      'The bookable times of a day for a party at a position: every quarter hour the branch is open and still ahead, with the tables left there',
    operation: 'availability',
    query: availabilityQuery,
    response: availabilityAnswer,
    handler: async (request) => {
      const query = parseInput(availabilityQuery, request.query, reservations.labels);
      const { db, clock = systemClock } = request.server.deps;
      const answer = await availability(db, clock.now(), idParam(request), query);
      return { data: serialize(availabilityAnswer, answer) };
    },
  });

  clientBookingRoute(app, {
    path: '/reservations',
    tags,
    summary:
      'Book a table at a branch for a day, a time, a party and a position. Never more bookings than tables: a full slot answers 409. Safe to retry with Idempotency-Key.',
    operation: 'book',
    body: bookTableInput,
    bodyLabels: reservations.labels,
    record: reservationDetails,
    place: bookClientTable,
    message: (ctx, booking) =>
      translate(ctx.locale, 'booking.booked', { number: booking.reservation_number }),
  });

  clientRecordRoutes(app, {
    path: '/reservations',
    tags,
    labels: reservations.labels,
    list: {
      summary: 'The customer’s own reservations, the latest first',
      record: reservationRecord,
      load: clientReservations,
    },
    show: {
      summary: 'One of the customer’s reservations whole (history, what they may do next)',
      record: reservationDetails,
      find: clientReservation,
    },
  });

  clientCancelRoute(app, {
    path: '/reservations',
    tags,
    summary:
      'Cancel one of the customer’s pending or confirmed reservations with a reason of type reservation or mutual',
    bodyLabels: reservations.labels,
    record: reservationDetails,
    cancel: async (ctx, id, reasonId) => ({
      row: await cancelClientReservation(ctx, id, reasonId),
      message: translate(ctx.locale, 'booking.canceled'),
    }),
  });
}
