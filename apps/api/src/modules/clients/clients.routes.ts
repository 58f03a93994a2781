import { clientPoints as pointsEndpoint } from '@sufra/contract/endpoints/clients';
import { clientPointsEntry, clients } from '@sufra/contract/resources/clients';
import type { FastifyInstance } from 'fastify';
import { recordLinesRoute } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { clientPoints, clientsService } from './clients.service.ts';

/**
 * Customers (admin realm): list (with `pagination=all` options), export, show, update, delete,
 * block/unblock, and the points ledger of one customer.
 */
export function registerClientRoutes(app: FastifyInstance): void {
  registerResource(app, clients, clientsService);

  recordLinesRoute(app, 'admin', clients, {
    endpoint: pointsEndpoint,
    summary:
      'The customer’s loyalty points ledger, newest first: each line’s points (delta), reason, order, note, time and the balance right after it',
    operation: 'points',
    row: clientPointsEntry,
    load: clientPoints,
  });
}
