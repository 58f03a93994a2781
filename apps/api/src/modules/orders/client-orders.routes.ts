import { clientCancelInput, placeOrderInput } from '@sufra/contract/client-orders';
import { translate } from '@sufra/contract/messages';
import { orderDetails, orderRecord, orders } from '@sufra/contract/resources/orders';
import type { FastifyInstance } from 'fastify';
import { writeBody } from '../../core/http/openapi.ts';
import {
  clientBookingRoute,
  idParam,
  pageRoute,
  parseInput,
  route,
  showRoute,
  writeAnswer,
} from '../../core/http/routes.ts';
import { cancelClientOrder, clientOrder, clientOrders, placeClientOrder } from './client-orders.service.ts';

const tags = ['client-orders'];

/** The customer API's orders (CONTRACT.md "Customer (client) API"): place, list, read, cancel. */
export function registerClientOrderRoutes(app: FastifyInstance): void {
  clientBookingRoute(app, {
    path: '/orders',
    tags,
    summary:
      'Place an order at a branch: lines of meals or combos with sizes, extras and quantities, a delivery type the branch offers, a coupon, points to redeem. The server prices everything. Safe to retry with Idempotency-Key.',
    operation: 'place',
    body: placeOrderInput,
    bodyLabels: orders.labels,
    record: orderDetails,
    place: placeClientOrder,
    message: (ctx, order) => translate(ctx.locale, 'ordering.placed', { number: order.order_number }),
  });

  pageRoute(app, 'client', {
    path: '/orders',
    access: { authenticated: true },
    tags,
    summary: 'The customer’s own orders, newest first',
    operation: 'list',
    labels: orders.labels,
    record: orderRecord,
    load: (request, page) => clientOrders(request.clientCtx(), page),
  });

  showRoute(app, 'client', {
    path: '/orders/:id',
    access: { authenticated: true },
    tags,
    summary: 'One of the customer’s orders whole (lines, history, what they may do next)',
    operation: 'show',
    response: orderDetails,
    find: (request) => clientOrder(request.clientCtx(), idParam(request)),
  });

  route(app, 'client', {
    method: 'POST',
    path: '/orders/:id/cancel',
    access: { authenticated: true },
    tags,
    summary: 'Cancel one of the customer’s pending orders with a reason of type order or mutual',
    operation: 'cancel',
    body: clientCancelInput,
    responses: { 200: writeBody(orderDetails) },
    handler: async (request) => {
      const ctx = request.clientCtx();
      const id = idParam(request);
      const input = parseInput(clientCancelInput, request.body, orders.labels);
      const { message, order } = await cancelClientOrder(ctx, id, input.cancel_reason_id);
      return writeAnswer(orderDetails, order, translate(ctx.locale, message.key, message.params));
    },
  });
}
