import { checkoutStarted, renewInput, subscriptionPlans } from '@sufra/contract/payments';
import { subscriptions } from '@sufra/contract/resources/subscriptions';
import type { FastifyInstance } from 'fastify';
import { writeBody } from '../../core/http/openapi.ts';
import { idParam, parseInput, route } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { startRenewal, subscriptionPrice } from '../payments/payments.service.ts';
import { subscriptionsService } from './subscriptions.service.ts';

/** Brands' subscriptions (read) and a vendor's renewal through the payment gateway. */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  const { deps } = app;
  for (const userType of subscriptions.userTypes)
    route(app, userType, {
      method: 'GET',
      path: '/subscriptions/plans',
      access: { permission: 'read-subscriptions' },
      tags: ['subscriptions'],
      summary: 'The plans a brand may subscribe to, with their prices today (SAR)',
      operation: 'plans',
      response: subscriptionPlans,
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
    method: 'POST',
    path: '/subscriptions/:id/renew',
    access: { permission: 'create-payments' },
    tags: ['subscriptions'],
    summary:
      'Renew the brand’s current subscription for a plan: starts a payment of the plan’s price and answers the gateway’s checkout page. The period is extended only once the gateway confirms the payment.',
    operation: 'renew',
    body: renewInput,
    responses: { 200: writeBody(checkoutStarted) },
    errors: [404, 503],
    handler: async (request) => {
      const ctx = request.ctx();
      const input = parseInput(renewInput, request.body, subscriptions.labels);
      const started = await startRenewal(deps, ctx, idParam(request), input.type);
      return { message: request.t('billing.checkout_started'), data: started };
    },
  });
  registerResource(app, subscriptions, subscriptionsService);
}
