import * as endpoints from '@sufra/contract/endpoints/orders';
import { translate } from '@sufra/contract/messages';
import { orderDetails, orders } from '@sufra/contract/resources/orders';
import type { FastifyInstance } from 'fastify';
import { recordWrite, route, statusStepRoute, writeAnswer } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { startSigning } from '../zatca/issuing.ts';
import { registerClientOrderRoutes } from './client-orders.routes.ts';
import { changeOrderStatus, liveOrders, ordersService } from './orders.service.ts';

/**
 * Orders for the platform, brands and branches: the list (filters, sorts, export), one order whole,
 * the status step of CONTRACT.md, and the branch's live orders (kitchen board, cashier); and the
 * customer's routes (placing, reading and canceling their own orders).
 */
export function registerOrderRoutes(app: FastifyInstance): void {
  registerResource(app, orders, ordersService, { detail: orderDetails });

  for (const userType of orders.userTypes) {
    statusStepRoute(app, userType, orders, {
      endpoint: endpoints.orderStatus,
      summary:
        'Take one step of an order (DOMAIN.md transitions for the caller’s role; a cancel needs a reason of type order or mutual; accepting may add a delay). A step not allowed answers 422 naming both statuses.',
      handler: async (request) => {
        const { ctx, id, input } = recordWrite(request, endpoints.orderStatus.body, orders.labels);
        const { message, order, signUnit } = await changeOrderStatus(ctx, id, input);
        // The order's e-invoice is signed once the hand-over is answered: the counter does not wait.
        if (signUnit !== undefined) void startSigning(app.deps, signUnit);
        return writeAnswer(orderDetails, order, translate(ctx.locale, message.key, message.params));
      },
    });
  }

  route(app, 'branch', {
    endpoint: endpoints.liveOrders,
    access: { permission: 'read-orders' },
    tags: ['orders'],
    summary:
      'The branch’s orders not yet handed over (pending, preparing, ready, on the way to the car) placed in the last day, oldest first, whole: the kitchen board and the cashier',
    operation: 'live',
    handler: async (request) => {
      const rows = await liveOrders(request.ctx());
      return { data: rows.map((row) => serialize(orderDetails, row)) };
    },
  });

  registerClientOrderRoutes(app);
}
