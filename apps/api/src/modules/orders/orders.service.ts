import type { orders as ordersDef } from '@sufra/contract/resources/orders';
import type { RequestContext } from '../../core/http/context.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedListReads } from '../../core/lists/service-reads.ts';
import { orderDetails, withDetails } from './order-details.ts';
import { type StepInput, staffRole, takeOrderStep } from './order-steps.service.ts';
import { OrdersRepository } from './orders.repository.ts';

const repo = (ctx: RequestContext) => new OrdersRepository(ctx.db, ctx.locale);

/** The kitchen board's window: live orders placed within the last day. */
const LIVE_WINDOW_MS = 24 * 3_600_000;

/**
 * Orders as the platform, a brand and a branch read them (their tenant only) and the steps their
 * staff take. Orders are never created, edited or deleted here: customers place them.
 */
// show answers the order with its lines and history (`detail` schema of the routes), built as a plain record.
export const ordersService: ServiceOf<typeof ordersDef, Record<string, unknown>> = {
  ...scopedListReads(repo, { key: 'placed_at', direction: 'desc' }, (row) => row.order_number),
  show: (ctx, id) => orderDetails(ctx.db, ctx.locale, ctx.scope, id, staffRole(ctx.actor)),
};

/** Take one step of an order in the caller's tenant; answers the message and the order whole. */
export async function changeOrderStatus(ctx: RequestContext, id: number, input: StepInput) {
  const { message, signUnit } = await takeOrderStep(ctx.db, ctx.locale, ctx.scope, id, input, {
    role: staffRole(ctx.actor),
    actorType: ctx.actor.type,
    actorId: ctx.actor.userId,
    staff: ctx.actor,
    ip: ctx.ip,
  });
  const order = await orderDetails(ctx.db, ctx.locale, ctx.scope, id, staffRole(ctx.actor));
  return { message, order, signUnit };
}

/** A branch's orders not yet handed over (the kitchen board and the cashier), whole, oldest first. */
export async function liveOrders(ctx: RequestContext) {
  if (ctx.scope.kind !== 'branch') throw forbidden();
  const rows = await repo(ctx).live(ctx.scope, new Date(Date.now() - LIVE_WINDOW_MS));
  return withDetails(ctx.db, ctx.locale, rows, staffRole(ctx.actor));
}
