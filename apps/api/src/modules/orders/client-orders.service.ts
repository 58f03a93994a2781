import type { PlaceOrderInput } from '@sufra/contract/client-orders';
import type { ClientContext } from '../../core/http/context.ts';
import { clientScope, oncePerKey } from '../../core/workflow/client-writes.ts';
import { orderDetails } from './order-details.ts';
import { placeOrder } from './order-placement.service.ts';
import type { OrderScope } from './order-scope.ts';
import { clientCancelStep, takeOrderStep } from './order-steps.service.ts';
import { OrdersRepository } from './orders.repository.ts';

/** A customer sees and changes only the orders they placed. */
const own = (ctx: ClientContext): OrderScope => clientScope(ctx);

/**
 * Place an order once per Idempotency-Key (core/http/idempotency.ts) and read it back whole, as the
 * customer sees it: the order this request placed, or the one the first request with this key and
 * body placed.
 */
export async function placeClientOrder(ctx: ClientContext, input: PlaceOrderInput, key: string | undefined) {
  const id = await oncePerKey(ctx, 'orders', { key, body: input }, (claim) => placeOrder(ctx, input, claim));
  return clientOrder(ctx, id);
}

/** One of the customer's orders whole (undefined: none of theirs). */
export function clientOrder(ctx: ClientContext, id: number) {
  return orderDetails(ctx.db, ctx.locale, own(ctx), id, 'client');
}

/** The customer's orders, newest first. */
export function clientOrders(ctx: ClientContext, page: { page: number; perPage: number }) {
  return new OrdersRepository(ctx.db, ctx.locale)
    .list(own(ctx), {})
    .page({ ...page, sort: { key: 'placed_at', direction: 'desc' } });
}

/** The customer cancels a pending order of theirs with a reason (the rules of every step apply). */
export async function cancelClientOrder(ctx: ClientContext, id: number, reasonId: number) {
  const { message } = await clientCancelStep(ctx, own(ctx), id, reasonId, takeOrderStep);
  return { message, order: await clientOrder(ctx, id) };
}
