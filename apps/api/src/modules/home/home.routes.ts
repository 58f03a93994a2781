import { home } from '@sufra/contract/endpoints/home';
import { homeStats } from '@sufra/contract/home';
import { USER_TYPES } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { parseInput, signedInRoute } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { homeStatsFor } from './home.service.ts';

/** GET /{userType}/home: the home cards; every logged-in user may see their own tenant's. */
export function registerHomeRoutes(app: FastifyInstance): void {
  for (const userType of USER_TYPES) {
    signedInRoute(app, userType, ['home'], {
      endpoint: home,
      summary:
        'Home cards: counts, sales, ratings, top meals, per branch and per city (filter[from], filter[to])',
      operation: 'stats',
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const period = parseInput(home.query, {
          'filter[from]': query['filter[from]'],
          'filter[to]': query['filter[to]'],
        });
        const stats = await homeStatsFor(request.ctx(), {
          from: period['filter[from]'],
          to: period['filter[to]'],
        });
        return { data: serialize(homeStats, stats) };
      },
    });
  }
}
