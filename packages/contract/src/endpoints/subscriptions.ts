import { checkoutStarted, renewInput, subscriptionPlans } from '../payments.ts';
import { subscriptions } from '../resources/subscriptions.ts';
import { dataRead, endpoint, writeBody } from './endpoint.ts';

/** The plans a brand may subscribe to, with their prices today (SAR). */
export const plans = dataRead('/subscriptions/plans', subscriptions.userTypes, subscriptionPlans);

/** Renew the brand's subscription: a payment starts, answered with the gateway's checkout page. */
export const renew = endpoint({
  method: 'POST',
  path: '/subscriptions/:id/renew',
  userTypes: ['vendor'],
  body: renewInput,
  responses: { 200: writeBody(checkoutStarted) },
});
