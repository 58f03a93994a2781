import { fieldLabel, type Labels } from '@sufra/contract/messages';
import { orderCommission, sar, toHalalas } from '@sufra/contract/money';
import { orders as ordersDef, REFUND_MIN_HALALAS } from '@sufra/contract/resources/orders';
import type { OrderStatus, StatusActor } from '@sufra/contract/statuses';
import { ORDER_SALE_STATUSES, orderTransition } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { publishEvent } from '../../core/events/events.ts';
import type { ClientContext } from '../../core/http/context.ts';
import { AppError, invalid, notFound } from '../../core/http/errors.ts';
import { transaction } from '../../core/http/transaction.ts';
import type { Actor } from '../../core/sessions/actor.ts';
import { audit } from '../../core/sessions/audit.ts';
import { clientActor } from '../../core/workflow/client-writes.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { Database } from '../../db/database.ts';
import type { ActorType } from '../../db/schema/domain.ts';
import { reserveSaleInvoice } from '../zatca/issuing.ts';
import type { OrderScope } from './order-scope.ts';
import { OrderStepsRepository } from './order-steps.repository.ts';

/** Who takes a step: their role in the transitions table, and who they are for the history. */
export interface StepTaker {
  role: StatusActor | null;
  actorType: ActorType;
  actorId: number | null;
  /** The staff member for the audit trail (null for a customer). */
  staff: Actor | null;
  ip: string | null;
}

/** A staff member's role in DOMAIN.md's transitions: the admin, a branch account by its sub-role; a brand manager takes no step. */
export function staffRole(actor: Actor): StatusActor | null {
  if (actor.type === 'admin') return 'admin';
  if (actor.type === 'branch') return actor.subRole;
  return null;
}

/**
 * A customer canceling a record of theirs (an order, a reservation) with a reason: the step `take`
 * of that kind of record, in their `scope`, taken as the customer.
 */
export function clientCancelStep<S, R>(
  ctx: ClientContext,
  scope: S,
  id: number,
  reasonId: number,
  take: (
    db: Database,
    locale: Locale,
    scope: S,
    id: number,
    input: { status: 'canceled'; cancel_reason_id: number },
    taker: StepTaker,
  ) => Promise<R>,
): Promise<R> {
  return take(
    ctx.db,
    ctx.locale,
    scope,
    id,
    { status: 'canceled', cancel_reason_id: reasonId },
    clientActor(ctx),
  );
}

export interface StepInput {
  status: OrderStatus;
  cancel_reason_id?: number | undefined;
  delay_minutes?: number | undefined;
  note?: string | null | undefined;
}

export interface StepResult {
  /** The message key of the answer and its parameters. */
  message: { key: string; params?: Record<string, string | number> };
  /** The e-invoicing unit that has a document to sign now (a hand-over of an onboarded branch). */
  signUnit?: number | undefined;
}

/** What refuses a step of one kind of record: its labels (naming the statuses) and its message keys. */
export interface StepRefusals {
  labels: Labels;
  /** Not one of the transitions. */
  step: string;
  /** A transition the taker's role may not take. */
  notYours: string;
}

const orderRefusals: StepRefusals = {
  labels: ordersDef.labels,
  step: 'ordering.step',
  notYours: 'ordering.step_not_yours',
};

/**
 * A step from `from` to `to` must be one of the transitions (`step`, none when it is not) and one
 * the taker's role may take; otherwise 422 naming both statuses (CONTRACT.md "Status changes"), under
 * the field `status` too.
 */
export function assertStepAllowed(
  locale: Locale,
  refusals: StepRefusals,
  from: string,
  to: string,
  step: { who: readonly string[] } | undefined,
  taker: StepTaker,
): void {
  const refused = (key: string) => {
    const params = {
      from: fieldLabel(locale, from, refusals.labels),
      to: fieldLabel(locale, to, refusals.labels),
    };
    return new AppError(422, key, { params, issues: [{ field: 'status', key, params }] });
  };
  if (!step) throw refused(refusals.step);
  if (!taker.role || !step.who.includes(taker.role)) throw refused(refusals.notYours);
}

/**
 * One step of an order (DOMAIN.md "Orders"), in one transaction: the order locked in the caller's
 * scope, the step checked against the transitions table (and the order's delivery type) and the
 * taker's role, the order's new status and times, a history row, on cancel the coupon use and the
 * redeemed points given back and the refund rule, on hand-over the points earned, the audit row,
 * and the `order.status` event last.
 */
export async function takeOrderStep(
  db: Database,
  locale: Locale,
  scope: OrderScope,
  id: number,
  input: StepInput,
  taker: StepTaker,
): Promise<StepResult> {
  return transaction(db, async (trx) => {
    const steps = new OrderStepsRepository(trx);
    const order = await steps.lock(scope, id);
    if (!order) throw notFound();
    await lockCustomer(trx, order.client_id);
    const from = order.status;
    const to = input.status;
    assertStepAllowed(locale, orderRefusals, from, to, orderTransition(from, to, order.delivery_type), taker);
    if (input.delay_minutes !== undefined && input.delay_minutes > 0 && to !== 'preparing')
      throw invalid('delay_minutes', 'ordering.delay_on_accept');
    let reasonId: number | null = null;
    if (to === 'canceled') {
      if (input.cancel_reason_id === undefined) throw invalid('cancel_reason_id', 'validation.required');
      if (!(await steps.orderCancelReason(input.cancel_reason_id)))
        throw invalid('cancel_reason_id', 'ordering.cancel_reason_type');
      reasonId = input.cancel_reason_id;
    }

    const now = new Date();
    const note = input.note ?? null;
    let message: StepResult['message'] = { key: 'crud.status_changed' };
    let signUnit: number | undefined;
    if (to === 'preparing') {
      const delay = input.delay_minutes ?? 0;
      await steps.update(order, {
        status: to,
        accepted_at: now,
        delay_minutes: delay,
        ...(order.promised_at ? { promised_at: new Date(order.promised_at.getTime() + delay * 60_000) } : {}),
      });
    } else if (to === 'ready') {
      await steps.update(order, { status: to, ready_at: now });
    } else if ((ORDER_SALE_STATUSES as readonly OrderStatus[]).includes(to)) {
      // Handed over: whatever was still to pay was paid at the counter or the car; the platform's
      // commission is fixed now, on the brand's terms of the day.
      const terms = await steps.brandCommission(order);
      await steps.update(order, {
        status: to,
        completed_at: now,
        commission: sar(
          orderCommission(toHalalas(order.total), terms.commission_rate, terms.commission_amount),
        ),
        ...(order.payment_status === 'unpaid' ? { payment_status: 'paid' } : {}),
      });
      await earnPoints(steps, order);
      // The order's tax invoice takes its unit's next counter now; it is signed after the answer.
      signUnit = await reserveSaleInvoice(trx, order, now);
    } else if (to === 'canceled') {
      await steps.update(order, {
        status: to,
        canceled_at: now,
        cancel_reason_id: reasonId,
        cancel_note: note,
      });
      await steps.releaseCoupon(order);
      if (order.points_redeemed > 0)
        await steps.addPoints(order, { delta: order.points_redeemed, reason: 'reverse' });
      message = await refundRule(steps, order, taker);
    } else {
      await steps.update(order, { status: to });
    }
    await steps.addHistory(order, {
      from_status: from,
      to_status: to,
      actor_type: taker.actorType,
      actor_id: taker.actorId,
      reason_id: reasonId,
      note,
    });
    await audit(
      trx,
      taker.staff,
      {
        action: 'orders.status',
        entity: 'orders',
        entityId: id,
        details: { from, to, reason_id: reasonId, ...(taker.staff ? {} : { client_id: taker.actorId }) },
      },
      taker.ip,
    );
    await publishEvent(trx, {
      type: 'order.status',
      brandId: order.brand_id,
      branchId: order.branch_id,
      clientId: order.client_id,
      data: {
        id,
        order_number: order.order_number,
        brand_id: order.brand_id,
        branch_id: order.branch_id,
        delivery_type: order.delivery_type,
        status: to,
        from_status: from,
        total: order.total,
        placed_at: order.placed_at.toISOString(),
      },
    });
    return { message, signUnit };
  });
}

type LockedOrder = NonNullable<Awaited<ReturnType<OrderStepsRepository['lock']>>>;

/** DOMAIN.md "Loyalty points": per whole riyal of the total, once per order. */
async function earnPoints(steps: OrderStepsRepository, order: LockedOrder): Promise<void> {
  const settings = await steps.pointSettings(order);
  if (!settings || settings.point_for_one_riyal <= 0) return;
  const earned = Math.floor(toHalalas(order.total) / 100) * settings.point_for_one_riyal;
  if (earned > 0) await steps.addPoints(order, { delta: earned, reason: 'earn' });
}

/** A paid order canceled: 10 SAR or more gets a refund record; less gets none, and the answer says why. */
async function refundRule(
  steps: OrderStepsRepository,
  order: LockedOrder,
  taker: StepTaker,
): Promise<StepResult['message']> {
  if (order.payment_status !== 'paid') return { key: 'ordering.canceled' };
  if (toHalalas(order.total) < REFUND_MIN_HALALAS) return { key: 'ordering.canceled_no_refund' };
  await steps.addRefund(order, { amount: order.total, created_by: taker.staff?.userId ?? null });
  return { key: 'ordering.canceled_refund', params: { amount: order.total } };
}
