import { clientPoints as pointsEndpoint } from '@sufra/contract/endpoints/clients';
import { clientPointsEntry, clients } from '@sufra/contract/resources/clients';
import type { FastifyInstance } from 'fastify';
import { idParam, pageAnswer, parseInput, route } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { pageOf } from '../../core/lists/page-query.ts';
import { clientPoints, clientsService } from './clients.service.ts';

/**
 * Customers (admin realm): list (with `pagination=all` options), export, show, update, delete,
 * block/unblock, and the points ledger of one customer.
 */
export function registerClientRoutes(app: FastifyInstance): void {
  registerResource(app, clients, clientsService);

  route(app, 'admin', {
    endpoint: pointsEndpoint,
    access: { permission: 'read-clients' },
    tags: ['clients'],
    summary:
      'The customer’s loyalty points ledger, newest first: each line’s points (delta), reason, order, note, time and the balance right after it',
    operation: 'points',
    handler: async (request) => {
      const id = idParam(request);
      const page = pageOf(parseInput(pointsEndpoint.query, request.query, clients.labels));
      return pageAnswer(clientPointsEntry, page, await clientPoints(request.ctx(), id, page));
    },
  });
}
