import type { GatewayPaymentStatus, SubscriptionType } from '@sufra/contract/payments';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import { type Locked, locked } from '../../core/sessions/scoped-writes.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { readerCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import { type LockedReservation, selectStepRows } from '../reservations/reservation-step-rows.ts';

/** The payment columns the service and the answers use. */
const PAYMENT_COLUMNS = [
  'p.id',
  'p.brand_id',
  'p.purpose',
  'p.plan',
  'p.subscription_id',
  'p.reservation_id',
  'p.client_id',
  'p.amount',
  'p.currency',
  'p.gateway',
  'p.gateway_payment_id',
  'p.status',
  'p.failure_reason',
  'p.paid_at',
  'p.checkout_url',
  'p.created_at',
] as const;

/** Payments with the columns the service and the answers use. */
const selectPayments = (db: Database) => db.selectFrom('payments as p').select(PAYMENT_COLUMNS);
type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;
/** A payment locked for its settlement (only {@link PaymentsRepository.lock} makes one). */
export type LockedPayment = Locked<PaymentRow>;
/** A subscription payment with its subscription and plan. */
export type PaidSubscription = { subscription_id: number; plan: SubscriptionType };

/**
 * Payments, their verified callbacks, and the records a paid payment changes (a subscription's
 * period, a reservation's booking fee). Reads take the reader's scope (the platform all, a brand its
 * own, a customer their own); the settling writes run inside the caller's transaction on a payment
 * the gateway has just confirmed.
 */
export class PaymentsRepository extends Repository {
  /** One payment in the reader's scope, with the subscription it pays (if any). */
  async find(scope: ReaderScope, id: number, today: string) {
    const payment = await selectPayments(this.db)
      .where('p.id', '=', id)
      .where(readerCondition(scope, { brand: 'p.brand_id', client: 'p.client_id' }))
      // a customer reads only the payments they made themselves
      .$if(scope.kind !== 'client', (q) => q.where('p.purpose', '=', 'subscription'))
      .executeTakeFirst();
    if (!payment) return undefined;
    const subscription = payment.subscription_id
      ? await this.db
          .selectFrom('subscriptions')
          .select(['id', 'type', 'status', 'deduction_date', 'next_deduction_date', 'number_deduction'])
          .select(sql<number | null>`greatest(next_deduction_date - ${today}::date, 0)`.as('remaining_time'))
          .where('id', '=', payment.subscription_id)
          .executeTakeFirst()
      : undefined;
    return { ...payment, subscription: subscription ?? null };
  }

  /** A payment by the gateway's id for it. */
  byGatewayId(gateway: string, gatewayPaymentId: string) {
    return selectPayments(this.db)
      .where('p.gateway', '=', gateway)
      .where('p.gateway_payment_id', '=', gatewayPaymentId)
      .executeTakeFirst();
  }

  /** Payments still `initiated` that the gateway should have settled by now (oldest first). */
  stale(before: Date, limit: number) {
    return selectPayments(this.db)
      .where('p.status', '=', 'initiated')
      .where('p.gateway_payment_id', 'is not', null)
      .where('p.created_at', '<=', before)
      .orderBy('p.created_at')
      .limit(limit)
      .execute();
  }

  /** A payment started in the caller's scope (the service read its subscription or reservation there first). */
  async insert(row: {
    brand_id: number;
    purpose: 'subscription' | 'reservation';
    plan?: SubscriptionType;
    subscription_id?: number;
    reservation_id?: number;
    client_id?: number;
    amount: string;
    gateway: string;
  }): Promise<Locked> {
    const inserted = await this.db
      .insertInto('payments')
      .values({ ...row, status: 'initiated' })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return locked(inserted);
  }

  /** The gateway's reference and checkout page of a payment just started. */
  async attachCheckout(payment: Locked, gatewayPaymentId: string, checkoutUrl: string) {
    await this.db
      .updateTable('payments')
      .set({ gateway_payment_id: gatewayPaymentId, checkout_url: checkoutUrl, updated_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
  }

  /** A payment the gateway never took: it failed before the payer saw a checkout page. */
  async failUnstarted(payment: Locked, reason: string) {
    await this.db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where('id', '=', payment.id)
      .where('status', '=', 'initiated')
      .execute();
  }

  /**
   * Record a verified callback once by its event id; false when that event was recorded before
   * (a replay: nothing more to do).
   */
  async recordCallback(
    payment: LockedPayment,
    eventId: string,
    outcome: GatewayPaymentStatus,
  ): Promise<boolean> {
    const inserted = await this.db
      .insertInto('payment_callbacks')
      .values({ gateway: payment.gateway, event_id: eventId, payment_id: payment.id, outcome })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /**
   * The gateway's payment, locked for its settlement: found by the gateway and its id for it (the
   * callback's only scope; the service has had the gateway confirm it). Its status decides whether
   * anything is left to do.
   */
  async lock(gateway: string, gatewayPaymentId: string): Promise<LockedPayment | undefined> {
    const row = await selectPayments(this.db)
      .where('p.gateway', '=', gateway)
      .where('p.gateway_payment_id', '=', gatewayPaymentId)
      .forUpdate()
      .executeTakeFirst();
    return row && locked(row);
  }

  /** The gateway's word on the locked payment: paid, failed, or still open (checked now). */
  async settle(payment: LockedPayment, outcome: GatewayPaymentStatus, message: string | null, now: Date) {
    await this.db
      .updateTable('payments')
      .set({
        verified_at: now,
        updated_at: now,
        ...(outcome === 'paid' ? { status: 'paid', paid_at: now } : {}),
        ...(outcome === 'failed' ? { status: 'failed', failure_reason: message ?? 'failed' } : {}),
      })
      .where('id', '=', payment.id)
      .execute();
  }

  /**
   * The period a locked, paid subscription payment buys (the subscription's row locked first): from
   * the end of the period under way, or from today when it has lapsed; one more deduction, today's
   * date, the payment's plan and amount. Answers the new next deduction date.
   */
  async extendSubscription(
    payment: LockedPayment & PaidSubscription,
    today: string,
    now: Date,
  ): Promise<string> {
    const { subscription_id: id, plan, amount: price } = payment;
    await this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const months = plan === 'monthly' ? 1 : 12;
    const row = await this.db
      .updateTable('subscriptions')
      .set({
        next_deduction_date: sql<string>`(CASE WHEN status = 'active' AND next_deduction_date >= ${today}::date
          THEN next_deduction_date ELSE ${today}::date END + make_interval(months => ${months}))::date`,
        deduction_date: today,
        number_deduction: sql<number>`number_deduction + 1`,
        type: plan,
        price,
        status: 'active',
        starts_at: sql<Date>`coalesce(starts_at, ${now})`,
        canceled_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .returning('next_deduction_date')
      .executeTakeFirstOrThrow();
    // The update just set it.
    return row.next_deduction_date ?? today;
  }

  /** The reservation whose booking fee the locked payment paid: locked, as a step's row, and marked paid. */
  async markReservationPaid(payment: LockedPayment & { reservation_id: number }): Promise<LockedReservation> {
    const row = await selectStepRows(this.db)
      .where('r.id', '=', payment.reservation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('reservations')
      .set({ payment_status: 'paid', updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    return locked(row);
  }
}
