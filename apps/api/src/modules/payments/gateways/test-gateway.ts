import { randomBytes } from 'node:crypto';
import { type GatewayPaymentStatus, TEST_GATEWAY_CARDS, testGatewayCallback } from '@sufra/contract/payments';
import { parseInput } from '../../../core/http/routes.ts';
import type { Clock } from '../../../core/jobs/clock.ts';
import type { Database } from '../../../db/database.ts';
import type { CallbackClaim, CheckoutRequest, GatewayPayment, PaymentGateway } from './gateway.ts';
import { checkoutFields } from './gateway.ts';

/** The path of the test gateway's checkout page for a charge (hosted by this server). */
export const testCheckoutPath = (chargeId: string) => `/api/v1/payments/checkout/test/${chargeId}`;

export const TEST_CHARGE_ID = /^tg_[A-Za-z0-9_-]{16,64}$/;

/**
 * The built-in test gateway (`PAYMENT_GATEWAY=test`, the default): a gateway that lives in this
 * server. It keeps its own charges in its own table, hosts a checkout page where one card is
 * approved and one declined, and when a card is tried it calls back like a real gateway, with an
 * event id and its charge id only: the server then asks it (`fetchPayment`) what happened.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(db: Database, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = `tg_${randomBytes(18).toString('base64url')}`;
    await this.#db
      .insertInto('test_gateway_charges')
      .values({
        id,
        ...checkoutFields(request),
        metadata: JSON.stringify(request.metadata),
        expires_at: request.expiresAt,
      })
      .execute();
    return { id, url: testCheckoutPath(id) };
  }

  async fetchPayment(id: string): Promise<GatewayPayment | undefined> {
    if (!TEST_CHARGE_ID.test(id)) return undefined;
    const charge = await this.charge(id);
    if (!charge) return undefined;
    // A checkout left unpaid past its time takes no payment: it has failed.
    const expired = charge.status === 'initiated' && charge.expires_at <= this.#clock.now();
    return {
      id: charge.id,
      status: expired ? 'failed' : charge.status,
      amountHalalas: charge.amount,
      currency: charge.currency,
      message: expired ? 'expired' : charge.message,
    };
  }

  readCallback(body: unknown): CallbackClaim {
    const input = parseInput(testGatewayCallback, body);
    return { eventId: input.id, gatewayPaymentId: input.charge_id };
  }

  /** A charge as its checkout page shows it (`expired`: left unpaid past its time). */
  async charge(id: string) {
    const charge = await this.#db
      .selectFrom('test_gateway_charges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      charge && {
        ...charge,
        expired: charge.status === 'initiated' && charge.expires_at <= this.#clock.now(),
      }
    );
  }

  /**
   * The payer tried a card: the approved card pays the charge, the declined one fails it (once:
   * a charge already settled keeps its outcome). Undefined when the number is not a test card.
   */
  async tryCard(id: string, cardNumber: string): Promise<GatewayPaymentStatus | undefined> {
    const digits = cardNumber.replace(/[\s-]/g, '');
    const outcome =
      digits === TEST_GATEWAY_CARDS.succeeds
        ? 'paid'
        : digits === TEST_GATEWAY_CARDS.fails
          ? 'failed'
          : undefined;
    if (!outcome) return undefined;
    const updated = await this.#db
      .updateTable('test_gateway_charges')
      .set({
        status: outcome,
        card_last4: digits.slice(-4),
        message: outcome === 'paid' ? 'APPROVED' : 'DECLINED: insufficient funds',
        updated_at: this.#clock.now(),
      })
      .where('id', '=', id)
      .where('status', '=', 'initiated')
      .where('expires_at', '>', this.#clock.now())
      .returning('status')
      .executeTakeFirst();
    if (updated) return updated.status;
    return (await this.charge(id))?.status;
  }
}
