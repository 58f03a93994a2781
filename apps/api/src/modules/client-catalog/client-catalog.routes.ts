import { clientBranch as branchBody, CANCEL_FOR, clientMenu as menuBody } from '@sufra/contract/client-api';
import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, pageAnswer, parseInput, route, showRoute } from '../../core/http/routes.ts';
import { integerParam } from '../../core/lists/list-query-params.ts';
import { pageMetaBody, pageOf, pageQuery } from '../../core/lists/page-query.ts';
import { clientBranch, clientBranches, clientCancelReasons, clientMenu } from './client-catalog.service.ts';

const tags = ['client-catalog'];
const idBounds = { type: 'validation.integer', min: 'validation.min_value', max: 'validation.max_value' };

const branchesQuery = pageQuery.extend({
  city_id: integerParam(1, 999_999_999, idBounds).optional().describe('Only branches in this city'),
  brand_id: integerParam(1, 999_999_999, idBounds).optional().describe('Only branches of this brand'),
});
const reasonsQuery = z.object({
  type: z
    .enum(CANCEL_FOR, { error: 'validation.in' })
    .describe('Reasons for canceling an order or a reservation'),
});

/** The customer app's catalogue: branches (open now or not), one branch, its menu, cancel reasons. */
export function registerClientCatalogRoutes(app: FastifyInstance): void {
  route(app, 'client', {
    method: 'GET',
    path: '/branches',
    access: { public: true },
    tags,
    summary: 'Branches taking customers, with whether each is open now (Asia/Riyadh), its services and hours',
    operation: 'branches',
    query: branchesQuery,
    responses: { 200: z.object({ data: z.array(branchBody), meta: pageMetaBody }) },
    handler: async (request) => {
      const query = parseInput(branchesQuery, request.query);
      const page = pageOf(query);
      const { db } = request.server.deps;
      const filters = { cityId: query.city_id, brandId: query.brand_id };
      return pageAnswer(branchBody, page, await clientBranches(db, request.locale, filters, page));
    },
  });

  showRoute(app, 'client', {
    path: '/branches/:id',
    access: { public: true },
    tags,
    summary: 'One branch taking customers',
    operation: 'branch',
    response: branchBody,
    find: (request) => clientBranch(request.server.deps.db, request.locale, idParam(request)),
  });

  showRoute(app, 'client', {
    path: '/branches/:id/menu',
    access: { public: true },
    tags,
    summary:
      'A branch’s menu as it stands: categories with their available meals (sizes, extras, images) and the combos',
    operation: 'menu',
    response: menuBody,
    find: (request) => clientMenu(request.server.deps.db, request.locale, idParam(request)),
  });

  route(app, 'client', {
    method: 'GET',
    path: '/cancel-reasons',
    access: { authenticated: true },
    tags,
    summary: 'Reasons a customer may give to cancel an order or a reservation, in the request’s language',
    operation: 'cancel-reasons',
    query: reasonsQuery,
    response: z.array(z.object({ id: z.int(), reason: z.string() })),
    handler: async (request) => {
      const { type } = parseInput(reasonsQuery, request.query, cancelReasons.labels);
      return { data: await clientCancelReasons(request.server.deps.db, request.locale, type) };
    },
  });
}
