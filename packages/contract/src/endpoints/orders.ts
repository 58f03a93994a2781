import { z } from 'zod';
import { orderInvoice } from '../invoice.ts';
import { orderDetails, orderStatusInput, orders } from '../resources/orders.ts';
import { dataBody, endpoint, recordStep } from './endpoint.ts';

/** An order's status step, a branch's live orders and an order's tax invoice. */

/** Take one step of an order (DOMAIN.md transitions for the caller's role). */
export const orderStatus = recordStep('/orders/:id/status', orders.userTypes, orderStatusInput, orderDetails);

/** The branch's orders not yet handed over, whole (the kitchen board, the cashier). */
export const liveOrders = endpoint({
  method: 'GET',
  path: '/orders/live',
  userTypes: ['branch'],
  responses: { 200: dataBody(z.array(orderDetails)) },
});

/** The simplified tax invoice of a handed-over order (the customer's own orders too). */
export const invoice = endpoint({
  method: 'GET',
  path: '/orders/:id/invoice',
  userTypes: [...orders.userTypes, 'client'],
  responses: { 200: dataBody(orderInvoice) },
});
