import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@sufra/contract/resource';
import { clientPointsEntry, clients } from '@sufra/contract/resources/clients';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerResource } from '../../core/crud.ts';
import { pageMeta } from '../../core/list-query.ts';
import { integerParam } from '../../core/list-query-params.ts';
import { idParam, parseInput, route } from '../../core/routes.ts';
import { serialize } from '../../core/serialize.ts';
import { clientPoints, clientsService } from './clients.service.ts';

/** The ledger's page query: what the handler reads and what the document states (one schema). */
const pointsQuery = z.object({
  page: integerParam(1, 1_000_000, {
    type: 'validation.integer',
    min: 'validation.min_value',
    max: 'validation.max_value',
  })
    .optional()
    .describe('Page number, from 1'),
  per_page: integerParam(1, MAX_PER_PAGE, {
    type: 'validation.integer',
    min: 'validation.min_value',
    max: 'validation.max_value',
  })
    .optional()
    .describe(`Lines per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`),
});

const pointsBody = z.object({
  data: z.array(clientPointsEntry),
  meta: z.object({
    current_page: z.int().min(1),
    last_page: z.int().min(1),
    per_page: z.int().min(1).max(MAX_PER_PAGE),
    total: z.int().min(0),
    from: z.int().min(1).nullable(),
    to: z.int().min(1).nullable(),
  }),
});

/**
 * Customers (admin realm): list (with `pagination=all` options), export, show, update, delete,
 * block/unblock, and the points ledger of one customer.
 */
export function registerClientRoutes(app: FastifyInstance): void {
  registerResource(app, clients, clientsService);

  route(app, 'admin', {
    method: 'GET',
    path: '/clients/:id/points',
    access: { permission: 'read-clients' },
    tags: ['clients'],
    summary:
      'The customer’s loyalty points ledger, newest first: each line’s points (delta), reason, order, note, time and the balance right after it',
    operation: 'points',
    query: pointsQuery,
    responses: { 200: pointsBody },
    handler: async (request) => {
      const id = idParam(request);
      const query = parseInput(pointsQuery, request.query, clients.labels);
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
      const { rows, total } = await clientPoints(request.ctx(), id, page);
      return {
        data: rows.map((row) => serialize(clientPointsEntry, row)),
        meta: pageMeta(page, total),
      };
    },
  });
}
