import { randomBytes } from 'node:crypto';
import {
  checkoutStarted,
  moyasarWebhook,
  PAYMENT_GATEWAYS,
  paymentRecord,
  testCheckoutForm,
  testGatewayCallback,
} from '@sufra/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/http/errors.ts';
import { messageBody, writeBody } from '../../core/http/openapi.ts';
import { idParam, parseInput, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { paymentGateway, testGateway } from './gateways/index.ts';
import { paymentOf, settlePayment, startReservationPayment } from './payments.service.ts';
import { checkoutPage, resultPage } from './test-checkout-page.ts';

const tags = ['payments'];

/** The request's translations for a page. */
const pageText = (request: FastifyRequest) => ({
  t: (key: string, params?: Record<string, string | number>) => request.t(key, params),
  locale: request.locale,
});
const gatewayParams = z.object({ gateway: z.enum(PAYMENT_GATEWAYS) });
const chargeParams = z.object({ charge: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const checkoutQuery = z.object({ error: z.enum(['card']).optional() });

/** The test gateway's charge a checkout path names (`:charge`): none when that gateway is off or has none. */
async function testCharge(deps: FastifyInstance['deps'], request: FastifyRequest) {
  const { charge: id } = parseInput(chargeParams, request.params);
  const gateway = testGateway(deps);
  return { id, gateway, charge: gateway ? await gateway.charge(id) : undefined };
}

/** The test checkout's page for a charge it does not know (404). */
function missingCharge(request: FastifyRequest, reply: FastifyReply) {
  reply.type('text/html; charset=utf-8');
  return reply
    .status(404)
    .send(resultPage(pageText(request), request.t('billing.checkout_missing'), false, null));
}

/**
 * Payments: the gateways' callbacks, the built-in test gateway's checkout page, the page a payer
 * lands on after paying a booking fee, a payment's state for the pages that wait for it, and a
 * customer paying a reservation's booking fee. (A vendor's renewal lives with the subscriptions.)
 */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const { deps } = app;

  route(app, 'payments', {
    method: 'POST',
    path: '/callback/:gateway',
    access: { public: true },
    tags,
    summary:
      'A payment gateway reports a payment (Moyasar’s webhook, or the test gateway). Nothing is believed: the server fetches the payment from the gateway, checks its amount and currency, and records the event once; a replay answers 200 and changes nothing.',
    operation: 'callback',
    params: gatewayParams,
    body: z.union([moyasarWebhook, testGatewayCallback]),
    responses: { 200: messageBody },
    // 401: a webhook without its secret, or with another; 404: a gateway this server does not use,
    // or no such payment.
    errors: [401, 404],
    handler: async (request) => {
      const { gateway: name } = parseInput(gatewayParams, request.params);
      const gateway = paymentGateway(deps);
      if (gateway.name !== name) throw new AppError(404, 'errors.not_found');
      const claim = gateway.readCallback(request.body);
      const outcome = await settlePayment(deps, gateway, claim.gatewayPaymentId, {
        eventId: claim.eventId,
        log: request.log,
      });
      return {
        message: request.t(
          outcome === 'replayed' ? 'billing.callback_replayed' : 'billing.callback_recorded',
        ),
      };
    },
  });

  route(app, 'payments', {
    method: 'GET',
    path: '/checkout/test/:charge',
    access: { public: true },
    tags,
    summary:
      'The test gateway’s checkout page (PAYMENT_GATEWAY=test): the amount, a card field, and the two test cards — one approved, one declined',
    operation: 'testCheckout',
    params: chargeParams,
    query: checkoutQuery,
    responses: { 200: z.string() },
    produces: ['text/html'],
    html: true,
    errors: [404],
    handler: async (request, reply) => {
      const { charge } = await testCharge(deps, request);
      const query = parseInput(checkoutQuery, request.query);
      if (!charge) return missingCharge(request, reply);
      const text = pageText(request);
      reply.type('text/html; charset=utf-8');
      if (charge.status !== 'initiated')
        return resultPage(
          text,
          request.t(charge.status === 'paid' ? 'billing.checkout_paid' : 'billing.checkout_failed'),
          charge.status === 'paid',
          charge.status === 'paid' ? charge.success_url : charge.back_url,
        );
      if (charge.expired)
        return resultPage(text, request.t('billing.checkout_expired'), false, charge.back_url);
      return checkoutPage(
        text,
        charge,
        query.error ? request.t('billing.checkout_not_test_card') : undefined,
      );
    },
  });

  route(app, 'payments', {
    method: 'POST',
    path: '/checkout/test/:charge',
    access: { public: true },
    tags,
    summary:
      'Pay on the test gateway’s page with a card: the approved card pays, the declined one fails; the gateway then calls back as a real one does and the browser goes on to the page it came from (303). Another number goes back to the form.',
    operation: 'testPay',
    params: chargeParams,
    body: testCheckoutForm,
    responses: {},
    produces: ['text/html'],
    html: true,
    redirects: true,
    errors: [404],
    handler: async (request, reply) => {
      const { id, gateway, charge } = await testCharge(deps, request);
      const form = parseInput(testCheckoutForm, request.body);
      if (!gateway || !charge) return missingCharge(request, reply);
      const outcome = await gateway.tryCard(id, form.card_number);
      if (!outcome) return reply.redirect(`${id}?error=card`, 303);
      // The gateway's callback, as it would come over the network: an event id and the charge.
      await settlePayment(deps, gateway, id, {
        eventId: `evt_${randomBytes(12).toString('base64url')}`,
        log: request.log,
      });
      const next = outcome === 'paid' ? charge.success_url : charge.back_url;
      return reply.redirect(next ?? id, 303);
    },
  });

  route(app, 'payments', {
    method: 'GET',
    path: '/return',
    access: { public: true },
    tags,
    summary:
      'Where a customer’s browser lands after paying a booking fee on the gateway’s page: back to the app, which shows the reservation as the server holds it',
    operation: 'return',
    responses: { 200: z.string() },
    produces: ['text/html'],
    html: true,
    handler: async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      return resultPage(pageText(request), request.t('billing.return_to_app'), true, null);
    },
  });

  for (const userType of ['admin', 'vendor'] as const) {
    route(app, userType, {
      method: 'GET',
      path: '/payments/:id',
      access: { permission: 'read-payments' },
      tags,
      summary:
        'One subscription payment as the server holds it (the return pages show this, never what their URL says), with the subscription it pays',
      operation: 'show',
      response: paymentRecord,
      errors: [404],
      handler: async (request) => {
        const ctx = request.ctx();
        return {
          data: serialize(
            paymentRecord,
            await paymentOf(ctx.db, ctx.clock, ctx.scope, idParam(request), ctx.locale),
          ),
        };
      },
    });
  }

  route(app, 'client', {
    method: 'POST',
    path: '/reservations/:id/pay',
    access: { authenticated: true },
    tags,
    summary:
      'Pay the booking fee of one of your reservations still waiting for it: answers the gateway’s checkout page. The reservation is confirmed (hold) once the gateway reports the payment.',
    operation: 'payReservation',
    body: z.object({}),
    responses: { 200: writeBody(checkoutStarted) },
    errors: [404, 503],
    handler: async (request) => {
      const ctx = request.clientCtx();
      const started = await startReservationPayment(deps, ctx, idParam(request));
      return { message: request.t('billing.checkout_started'), data: started };
    },
  });

  route(app, 'client', {
    method: 'GET',
    path: '/payments/:id',
    access: { authenticated: true },
    tags,
    summary: 'One of your payments (a booking fee) as the server holds it',
    operation: 'payment',
    response: paymentRecord,
    errors: [404],
    handler: async (request) => {
      const ctx = request.clientCtx();
      const scope = { kind: 'client', clientId: ctx.client.clientId } as const;
      return {
        data: serialize(
          paymentRecord,
          await paymentOf(ctx.db, ctx.clock, scope, idParam(request), ctx.locale),
        ),
      };
    },
  });
}
