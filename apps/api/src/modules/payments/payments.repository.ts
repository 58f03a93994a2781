import type { GatewayPaymentStatus, SubscriptionType } from '@sufra/contract/payments';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { readerCondition } from '../../core/sessions/tenancy.ts';

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

/**
 * Payments, their verified callbacks, and the records a paid payment changes (a subscription's
 * period, a reservation's booking fee). Reads take the reader's scope (the platform all, a brand its
 * own, a customer their own); the settling writes run inside the caller's transaction on a payment
 * the gateway has just confirmed.
 */
export class PaymentsRepository extends Repository {
  /** One payment in the reader's scope, with the subscription it pays (if any). */
  async find(scope: ReaderScope, id: number, today: string) {
    const payment = await this.db
      .selectFrom('payments as p')
      .select(PAYMENT_COLUMNS)
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
    return this.db
      .selectFrom('payments as p')
      .select(PAYMENT_COLUMNS)
      .where('p.gateway', '=', gateway)
      .where('p.gateway_payment_id', '=', gatewayPaymentId)
      .executeTakeFirst();
  }

  /** Payments still `initiated` that the gateway should have settled by now (oldest first). */
  stale(before: Date, limit: number) {
    return this.db
      .selectFrom('payments as p')
      .select(PAYMENT_COLUMNS)
      .where('p.status', '=', 'initiated')
      .where('p.gateway_payment_id', 'is not', null)
      .where('p.created_at', '<=', before)
      .orderBy('p.created_at')
      .limit(limit)
      .execute();
  }

  insert(row: {
    brand_id: number;
    purpose: 'subscription' | 'reservation';
    plan?: SubscriptionType;
    subscription_id?: number;
    reservation_id?: number;
    client_id?: number;
    amount: string;
    gateway: string;
  }) {
    return this.db
      .insertInto('payments')
      .values({ ...row, status: 'initiated' })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }

  /** The gateway's reference and checkout page of a payment just started. */
  async attachCheckout(id: number, gatewayPaymentId: string, checkoutUrl: string) {
    await this.db
      .updateTable('payments')
      .set({ gateway_payment_id: gatewayPaymentId, checkout_url: checkoutUrl, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** A payment the gateway never took: it failed before the payer saw a checkout page. */
  async failUnstarted(id: number, reason: string) {
    await this.db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'initiated')
      .execute();
  }

  /**
   * Record a verified callback once by its event id; false when that event was recorded before
   * (a replay: nothing more to do).
   */
  async recordCallback(row: {
    gateway: string;
    event_id: string;
    payment_id: number;
    outcome: GatewayPaymentStatus;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('payment_callbacks')
      .values(row)
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The payment's row locked for its settlement; its status decides whether anything is left to do. */
  lock(id: number) {
    return this.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  async settle(id: number, outcome: GatewayPaymentStatus, message: string | null, now: Date) {
    await this.db
      .updateTable('payments')
      .set({
        verified_at: now,
        updated_at: now,
        ...(outcome === 'paid' ? { status: 'paid', paid_at: now } : {}),
        ...(outcome === 'failed' ? { status: 'failed', failure_reason: message ?? 'failed' } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * A paid period added to a subscription (its row locked first): from the end of the period under
   * way, or from today when it has lapsed; one more deduction, today's date, the plan and its price.
   */
  /** Extend the period by the plan; answers the new next deduction date. */
  async extendSubscription(
    id: number,
    plan: SubscriptionType,
    price: string,
    today: string,
    now: Date,
  ): Promise<string> {
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

  /** A reservation whose booking fee was paid: marked paid; its row locked, as it was before. */
  async markReservationPaid(id: number) {
    const row = await this.db
      .selectFrom('reservations')
      .select([
        'id',
        'reservation_number',
        'brand_id',
        'branch_id',
        'client_id',
        'status',
        'date',
        sql<string>`to_char(reservation_time, 'HH24:MI')`.as('reservation_time'),
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('reservations')
      .set({ payment_status: 'paid', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return row;
  }
}
