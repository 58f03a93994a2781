import type { PaymentGatewayName, SubscriptionType } from '@sufra/contract/payments';
import { riyadhDay } from '@sufra/contract/riyadh';
import type { Locale } from '@sufra/contract/user-types';
import { toHalalas } from '@sufra/contract/validation';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps, ClientContext, RequestContext } from '../../core/http/context.ts';
import { AppError, notFound } from '../../core/http/errors.ts';
import { transaction } from '../../core/http/transaction.ts';
import type { Clock } from '../../core/jobs/clock.ts';
import { audit } from '../../core/sessions/audit.ts';
import type { Locked } from '../../core/sessions/scoped-writes.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import { notifyBrandManagers } from '../notifications/notifications.service.ts';
import { publishStep, writeStep } from '../reservations/reservation-steps.service.ts';
import { platformSeller, subscriptionPrice as settingsPrice } from '../settings/settings.service.ts';
import { CHECKOUT_TTL_MS, type GatewayPayment, type PaymentGateway } from './gateways/gateway.ts';
import { paymentGateway } from './gateways/index.ts';
import { PaymentsRepository } from './payments.repository.ts';

/** The dashboard's return pages (SPEC §2) and the gateways' callback route. */
const DASHBOARD_SUCCESS = '/dashboard/payment/success';
const DASHBOARD_FAIL = '/dashboard/payment/fail';
export const callbackPath = (gateway: PaymentGatewayName) => `/api/v1/payments/callback/${gateway}`;

/** An address on this server: absolute when PUBLIC_URL is set (a remote gateway needs that). */
function here(deps: AppDeps, path: string): string {
  return `${deps.config.publicUrl ?? ''}${path}`;
}

const clockOf = (deps: AppDeps): Clock => deps.clock ?? { now: () => new Date() };

/** The plan's price from the platform settings (their one reader), or the built-in one. */
export function subscriptionPrice(db: Database, plan: SubscriptionType): Promise<string> {
  return settingsPrice(db, plan);
}

/** Start a payment with the gateway and keep its checkout page; the payment fails if the gateway refuses. */
async function startCheckout(
  deps: AppDeps,
  payment: Locked,
  amount: string,
  description: string,
  metadata: Record<string, string>,
  returnTo: { success: string; back: string },
) {
  const gateway = paymentGateway(deps);
  const repo = new PaymentsRepository(deps.db);
  try {
    const checkout = await gateway.createCheckout({
      amountHalalas: toHalalas(amount),
      currency: 'SAR',
      description,
      callbackUrl: here(deps, callbackPath(gateway.name)),
      successUrl: returnTo.success,
      backUrl: returnTo.back,
      metadata: { payment_id: String(payment.id), ...metadata },
      expiresAt: new Date(clockOf(deps).now().getTime() + CHECKOUT_TTL_MS),
    });
    await repo.attachCheckout(payment, checkout.id, checkout.url);
    return { payment_id: payment.id, redirect_url: checkout.url };
  } catch (error) {
    await repo.failUnstarted(payment, 'gateway_unavailable');
    throw error;
  }
}

/**
 * A vendor renews its brand's current subscription for a plan: a payment of the plan's price is
 * started with the gateway; the period is extended only when the gateway confirms it paid.
 */
export async function startRenewal(
  deps: AppDeps,
  ctx: RequestContext,
  subscriptionId: number,
  plan: SubscriptionType,
) {
  const subscription = await ctx.db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.brand_id'])
    .where('s.id', '=', subscriptionId)
    .where(tenantCondition(ctx.scope, { brand: 's.brand_id' }))
    .executeTakeFirst();
  if (!subscription) throw notFound();
  if (!(await isCurrentSubscription(ctx.db, subscription.brand_id, subscription.id)))
    throw new AppError(422, 'billing.not_current');
  const price = await subscriptionPrice(ctx.db, plan);
  const repo = new PaymentsRepository(ctx.db);
  const payment = await repo.insert({
    brand_id: subscription.brand_id,
    purpose: 'subscription',
    plan,
    subscription_id: subscription.id,
    amount: price,
    gateway: paymentGateway(deps).name,
  });
  await audit(
    ctx.db,
    ctx.actor,
    {
      action: 'payment.started',
      entity: 'subscriptions',
      entityId: subscription.id,
      details: { payment_id: payment.id, plan, amount: price },
    },
    ctx.ip,
  );
  const query = `payment_id=${payment.id}`;
  return startCheckout(
    deps,
    payment,
    price,
    `اشتراك سفرة ${plan === 'monthly' ? 'الشهري' : 'السنوي'} رقم ${subscription.id} · Sufra ${plan} subscription #${subscription.id}`,
    { subscription_id: String(subscription.id), plan },
    { success: here(deps, `${DASHBOARD_SUCCESS}?${query}`), back: here(deps, `${DASHBOARD_FAIL}?${query}`) },
  );
}

/** The brand's current subscription: its active one, else its newest. */
export async function isCurrentSubscription(db: Database, brandId: number, id: number): Promise<boolean> {
  const current = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('brand_id', '=', brandId)
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return current?.id === id;
}

/** A customer pays the booking fee of a reservation waiting for it. */
export async function startReservationPayment(deps: AppDeps, ctx: ClientContext, reservationId: number) {
  const reservation = await ctx.db
    .selectFrom('reservations')
    .select(['id', 'brand_id', 'status', 'payment_status', 'reservation_fees', 'reservation_number'])
    .where('id', '=', reservationId)
    .where('client_id', '=', ctx.client.clientId)
    .executeTakeFirst();
  if (!reservation) throw notFound();
  if (Number(reservation.reservation_fees) <= 0) throw new AppError(422, 'billing.no_fee');
  if (reservation.status !== 'pending' || reservation.payment_status !== 'unpaid')
    throw new AppError(422, 'billing.not_payable');
  const repo = new PaymentsRepository(ctx.db);
  const payment = await repo.insert({
    brand_id: reservation.brand_id,
    purpose: 'reservation',
    reservation_id: reservation.id,
    client_id: ctx.client.clientId,
    amount: reservation.reservation_fees,
    gateway: paymentGateway(deps).name,
  });
  // The customer's app shows the gateway's own result page (no dashboard for customers).
  const back = here(deps, '/api/v1/payments/return');
  return startCheckout(
    deps,
    payment,
    reservation.reservation_fees,
    `رسوم الحجز رقم ${reservation.reservation_number} · Booking fee ${reservation.reservation_number}`,
    { reservation_id: String(reservation.id) },
    { success: back, back },
  );
}

/** A payment in the reader's scope (the return pages poll this), with the platform as the seller of a subscription. */
export async function paymentOf(db: Database, clock: Clock, scope: ReaderScope, id: number, locale: Locale) {
  const payment = await new PaymentsRepository(db).find(scope, id, riyadhDay(clock.now()));
  if (!payment) throw notFound();
  return {
    ...payment,
    seller: payment.purpose === 'subscription' ? await platformSeller(db, locale) : null,
  };
}

export type SettleOutcome = 'paid' | 'failed' | 'initiated' | 'already_settled' | 'replayed';

/**
 * What the gateway says of one of our payments, applied once: the payment moves
 * `initiated → paid | failed` under its row lock, and a paid one extends its subscription or
 * confirms its reservation in the same transaction. The gateway's word is checked against ours
 * (amount in halalas and currency) before anything changes; a callback's event id is recorded so a
 * replay changes nothing.
 */
export async function settlePayment(
  deps: AppDeps,
  gateway: PaymentGateway,
  gatewayPaymentId: string,
  options: { eventId?: string; log?: FastifyBaseLogger } = {},
): Promise<SettleOutcome> {
  const repo = new PaymentsRepository(deps.db);
  const payment = await repo.byGatewayId(gateway.name, gatewayPaymentId);
  if (!payment) throw new AppError(404, 'billing.callback_unknown_payment');
  const remote: GatewayPayment | undefined = await gateway.fetchPayment(gatewayPaymentId);
  if (!remote) throw new AppError(422, 'billing.callback_unverified');
  if (remote.amountHalalas !== toHalalas(payment.amount) || remote.currency !== payment.currency) {
    options.log?.warn(
      {
        paymentId: payment.id,
        gateway: gateway.name,
        amount: remote.amountHalalas,
        currency: remote.currency,
      },
      'gateway payment does not match ours',
    );
    throw new AppError(422, 'billing.callback_mismatch');
  }
  const confirmed = remote;
  const now = clockOf(deps).now();
  return transaction(deps.db, async (trx) => {
    const payments = new PaymentsRepository(trx);
    // The payment's row first: recording the callback takes a key-share lock on it (its foreign
    // key), and two callbacks each holding one while waiting for the update lock would deadlock.
    const locked = await payments.lock(gateway.name, gatewayPaymentId);
    if (!locked) throw new AppError(404, 'billing.callback_unknown_payment');
    if (options.eventId) {
      const first = await payments.recordCallback(locked, options.eventId, confirmed.status);
      if (!first) return 'replayed';
    }
    if (locked.status !== 'initiated') return 'already_settled';
    if (confirmed.status === 'initiated') {
      await payments.settle(locked, 'initiated', null, now);
      return 'initiated';
    }
    await payments.settle(locked, confirmed.status, confirmed.message, now);
    if (payment.purpose === 'subscription' && confirmed.status === 'failed')
      await notifyBrandManagers(
        trx,
        payment.brand_id,
        { key: 'notifications.renewal_failed', priority: 'high' },
        now,
      );
    if (confirmed.status === 'paid') {
      const { subscription_id, plan, reservation_id } = locked;
      if (locked.purpose === 'subscription' && subscription_id && plan) {
        const until = await payments.extendSubscription(
          { ...locked, subscription_id, plan },
          riyadhDay(now),
          now,
        );
        // The brand's managers hear of it (DOMAIN.md "Notifications": subscription and payment).
        await notifyBrandManagers(
          trx,
          payment.brand_id,
          { key: 'notifications.renewed', params: { until }, priority: 'medium' },
          now,
        );
      } else if (locked.purpose === 'reservation' && reservation_id) {
        const reservation = await payments.markReservationPaid({ ...locked, reservation_id });
        // A guest who paid in time is confirmed (DOMAIN.md: pending → hold once paid).
        if (reservation.status === 'pending') {
          await writeStep(trx, reservation, 'hold', {
            actorType: 'system',
            actorId: null,
            note: 'booking fee paid',
          });
          await publishStep(trx, reservation, 'hold');
        }
      }
    }
    await audit(trx, null, {
      action: `payment.${confirmed.status}`,
      entity: 'payments',
      entityId: payment.id,
      details: { gateway: gateway.name, event_id: options.eventId ?? null },
    });
    return confirmed.status;
  });
}

/** Payments still `initiated` after `staleMinutes` are asked of the gateway (missed callbacks). */
export async function reconcilePayments(
  deps: AppDeps,
  options: { limit?: number; log?: FastifyBaseLogger } = {},
): Promise<{ checked: number; settled: number }> {
  const gateway = paymentGateway(deps);
  const before = new Date(clockOf(deps).now().getTime() - deps.config.payments.staleMinutes * 60_000);
  const stale = await new PaymentsRepository(deps.db).stale(before, options.limit ?? 100);
  let settled = 0;
  for (const payment of stale) {
    if (payment.gateway !== gateway.name || !payment.gateway_payment_id) continue;
    try {
      const outcome = await settlePayment(deps, gateway, payment.gateway_payment_id, options);
      if (outcome === 'paid' || outcome === 'failed') settled++;
    } catch (error) {
      options.log?.warn({ paymentId: payment.id, err: error }, 'payment reconciliation failed');
    }
  }
  return { checked: stale.length, settled };
}
