import type { subscriptions } from '@sufra/contract/resources/subscriptions';
import { riyadhDay } from '@sufra/contract/riyadh';
import type { RequestContext } from '../../core/http/context.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedListReads } from '../../core/lists/service-reads.ts';
import { SubscriptionsRepository } from './subscriptions.repository.ts';

const repo = (ctx: RequestContext) =>
  new SubscriptionsRepository(ctx.db, ctx.locale, riyadhDay(ctx.clock.now()));

/**
 * Brands' subscriptions as the platform and a vendor read them. They are never added, edited or
 * deleted here: a renewal goes through the payment gateway (payments.service.ts `startRenewal`).
 */
export const subscriptionsService: ServiceOf<typeof subscriptions> = {
  ...scopedListReads(repo, { key: 'id', direction: 'desc' }, (row) => `${row.brand_name} #${row.id}`),
  show: (ctx, id) => repo(ctx).find(ctx.scope, id),
};
