import { z } from 'zod';
import { orderInvoice } from '../invoice.ts';
import { orderDetails, orderStatusInput, orders } from '../resources/orders.ts';
import { dataRead, recordStep } from './endpoint.ts';

/** An order's status step, a branch's live orders and an order's tax invoice. */

/** Take one step of an order (DOMAIN.md transitions for the caller's role). */
export const orderStatus = recordStep('/orders/:id/status', orders.userTypes, orderStatusInput, orderDetails);

/** The branch's orders not yet handed over, whole (the kitchen board, the cashier). */
export const liveOrders = dataRead('/orders/live', ['branch'], z.array(orderDetails));

/** The simplified tax invoice of a handed-over order (the customer's own orders too). */
export const invoice = dataRead('/orders/:id/invoice', [...orders.userTypes, 'client'], orderInvoice);
