import { placeOrderInput } from '@sufra/contract/client-orders';
import { translate } from '@sufra/contract/messages';
import { orderDetails, orderRecord, orders } from '@sufra/contract/resources/orders';
import type { FastifyInstance } from 'fastify';
import { clientBookingRoute, clientCancelRoute, clientRecordRoutes } from '../../core/http/routes.ts';
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

  clientRecordRoutes(app, {
    path: '/orders',
    tags,
    labels: orders.labels,
    list: { summary: 'The customer’s own orders, newest first', record: orderRecord, load: clientOrders },
    show: {
      summary: 'One of the customer’s orders whole (lines, history, what they may do next)',
      record: orderDetails,
      find: clientOrder,
    },
  });

  clientCancelRoute(app, {
    path: '/orders',
    tags,
    summary: 'Cancel one of the customer’s pending orders with a reason of type order or mutual',
    bodyLabels: orders.labels,
    record: orderDetails,
    cancel: async (ctx, id, reasonId) => {
      const { message, order } = await cancelClientOrder(ctx, id, reasonId);
      return { row: order, message: translate(ctx.locale, message.key, message.params) };
    },
  });
}
