import * as endpoints from '@sufra/contract/endpoints/reservations';
import { translate } from '@sufra/contract/messages';
import {
  reservationDay as dayBody,
  reservationDetails,
  reservations,
} from '@sufra/contract/resources/reservations';
import type { FastifyInstance } from 'fastify';
import { parseInput, recordWrite, route, statusStepRoute, writeAnswer } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { registerClientReservationRoutes } from './client-reservations.routes.ts';
import { changeReservationStatus, reservationDay, reservationsService } from './reservations.service.ts';

/**
 * Reservations for the platform, brands and branches: the list (filters, sorts, export), one
 * reservation whole, the status step, and a branch's day at a glance; and the customer's routes.
 */
export function registerReservationRoutes(app: FastifyInstance): void {
  // The day view before the generic `/:id` routes (a static path wins either way).
  for (const userType of reservations.userTypes) {
    const day = userType === 'branch' ? endpoints.branchReservationsDay : endpoints.reservationsDay;
    route(app, userType, {
      endpoint: day,
      access: { permission: 'read-reservations' },
      tags: ['reservations'],
      summary:
        'A branch’s day at a glance: its tables inside and outside, the day’s working hours and the day’s reservations (a branch user’s own branch; others name `branch_id`)',
      operation: 'day',
      // 404: a branch outside the caller's tenant.
      errors: [404],
      handler: async (request) => {
        const ctx = request.ctx();
        const query = parseInput(day.query, request.query, reservations.labels);
        return { data: serialize(dayBody, await reservationDay(ctx, query)) };
      },
    });
    statusStepRoute(app, userType, reservations, {
      endpoint: endpoints.reservationStatus,
      summary:
        'Take one step of a reservation (DOMAIN.md transitions for the caller’s role; a cancel needs a reason of type reservation or mutual). A step not allowed answers 422 naming both statuses.',
      handler: async (request) => {
        const { ctx, id, input } = recordWrite(
          request,
          endpoints.reservationStatus.body,
          reservations.labels,
        );
        const row = await changeReservationStatus(ctx, id, input);
        return writeAnswer(reservationDetails, row, translate(ctx.locale, 'crud.status_changed'));
      },
    });
  }
  registerResource(app, reservations, reservationsService, { detail: reservationDetails });
  registerClientReservationRoutes(app);
}
