import * as endpoints from '@sufra/contract/endpoints/subscriptions';
import { subscriptions } from '@sufra/contract/resources/subscriptions';
import type { FastifyInstance } from 'fastify';
import { idParam, parseInput, route } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { startRenewal, subscriptionPrice } from '../payments/payments.service.ts';
import { subscriptionsService } from './subscriptions.service.ts';

/** Brands' subscriptions (read) and a vendor's renewal through the payment gateway. */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  const { deps } = app;
  for (const userType of subscriptions.userTypes)
    route(app, userType, {
      endpoint: endpoints.plans,
      access: { permission: 'read-subscriptions' },
      tags: ['subscriptions'],
      summary: 'The plans a brand may subscribe to, with their prices today (SAR)',
      operation: 'plans',
      handler: async (request) => {
        const { db } = request.ctx();
        return {
          data: {
            monthly: await subscriptionPrice(db, 'monthly'),
            yearly: await subscriptionPrice(db, 'yearly'),
          },
        };
      },
    });
  route(app, 'vendor', {
    endpoint: endpoints.renew,
    access: { permission: 'create-payments' },
    tags: ['subscriptions'],
    summary:
      'Renew the brand’s current subscription for a plan: starts a payment of the plan’s price and answers the gateway’s checkout page. The period is extended only once the gateway confirms the payment.',
    operation: 'renew',
    errors: [404, 503],
    handler: async (request) => {
      const ctx = request.ctx();
      const input = parseInput(endpoints.renew.body, request.body, subscriptions.labels);
      const started = await startRenewal(deps, ctx, idParam(request), input.type);
      return { message: request.t('billing.checkout_started'), data: started };
    },
  });
  registerResource(app, subscriptions, subscriptionsService);
}
