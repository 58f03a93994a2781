import type { OrderStatus } from '@sufra/contract/statuses';
import type { ActorType, DeliveryType } from '../db/schema/domain.ts';
import { addMinutes } from './clock.ts';
import type { BranchInfo } from './context.ts';
import type { Random } from './random.ts';

export interface FlowEvent {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  actorType: ActorType;
  actorId: number | null;
  reasonId: number | null;
}

export interface OrderFlow {
  events: FlowEvent[];
  status: OrderStatus;
  delayMinutes: number;
  cancelReasonId: number | null;
  canceledAt: Date | null;
  /** Who canceled, when a staff member did (for the refund's created_by). */
  canceledByUser: number | null;
  completedAt: Date | null;
}

export interface FlowInput {
  branch: BranchInfo;
  clientId: number;
  adminId: number;
  placedAt: Date;
  deliveryType: DeliveryType;
  prepMinutes: number;
  /** Where a canceled order stops. */
  cancel: 'none' | 'pending' | 'preparing';
  reasons: readonly number[];
  now: Date;
}

/**
 * The status history of one order along DOMAIN.md's transitions, cut at `now` (so recent orders are
 * still pending, preparing, ready or on their way to the car).
 */
export function orderFlow(random: Random, input: FlowInput): OrderFlow {
  const { branch, placedAt, now } = input;
  const steps: FlowEvent[] = [
    { from: null, to: 'pending', at: placedAt, actorType: 'client', actorId: input.clientId, reasonId: null },
  ];
  let at = placedAt;
  const step = (
    to: OrderStatus,
    minutes: number,
    actorType: ActorType,
    actorId: number | null,
    reasonId: number | null = null,
  ) => {
    at = addMinutes(at, minutes);
    steps.push({ from: steps[steps.length - 1]?.to ?? null, to, at, actorType, actorId, reasonId });
  };
  let delayMinutes = 0;
  if (input.cancel === 'pending') {
    const actor = random.weighted([
      [['client', input.clientId], 50],
      [['branch', branch.cashierId], 30],
      [['admin', input.adminId], 20],
    ] as const);
    step('canceled', random.int(1, 10), actor[0], actor[1], random.pick(input.reasons));
  } else {
    step('preparing', random.int(1, 6), 'branch', random.chance(0.7) ? branch.cashierId : branch.managerId);
    if (random.chance(0.15)) delayMinutes = random.pick([5, 10, 15]);
    if (input.cancel === 'preparing') {
      const actor = random.chance(0.7)
        ? (['branch', branch.managerId] as const)
        : (['admin', input.adminId] as const);
      step('canceled', random.int(2, 8), actor[0], actor[1], random.pick(input.reasons));
    } else {
      step(
        'ready',
        Math.max(1, input.prepMinutes + delayMinutes + random.int(-2, 6)),
        'branch',
        branch.kitchenId,
      );
      if (input.deliveryType === 'car_delivering') {
        step('process', random.int(1, 4), 'branch', branch.cashierId);
        step('delivered', random.int(2, 8), 'branch', branch.cashierId);
      } else {
        step('completed', random.int(2, 15), 'branch', branch.cashierId);
      }
    }
  }
  const events = steps.filter((event) => event.at <= now);
  const last = events[events.length - 1];
  if (!last) throw new Error('an order has at least its placement');
  const canceled = last.to === 'canceled' ? last : undefined;
  const done = last.to === 'completed' || last.to === 'delivered' ? last : undefined;
  return {
    events,
    status: last.to,
    delayMinutes: events.some((event) => event.to === 'preparing') ? delayMinutes : 0,
    cancelReasonId: canceled?.reasonId ?? null,
    canceledAt: canceled?.at ?? null,
    canceledByUser: canceled && canceled.actorType !== 'client' ? canceled.actorId : null,
    completedAt: done?.at ?? null,
  };
}
