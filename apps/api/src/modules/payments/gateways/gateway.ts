import type { GatewayPaymentStatus, PaymentGatewayName } from '@sufra/contract/payments';

/** What the server asks a gateway to collect (amounts in halalas, as gateways count them). */
export interface CheckoutRequest {
  amountHalalas: number;
  currency: 'SAR';
  description: string;
  /** Where the gateway calls back (server to server) when the payment changes. */
  callbackUrl: string;
  /** Where the payer's browser goes after paying, and after giving up or failing. */
  successUrl: string;
  backUrl: string;
  /** Our own references, kept by the gateway and shown in its dashboard. */
  metadata: Record<string, string>;
  /** After this the checkout takes no payment (the gateway then reports it failed). */
  expiresAt: Date;
}

/**
 * A checkout's fields as a hosted-checkout API names them (Moyasar's invoice; the test gateway
 * keeps the same): the amount in halalas, the currency, the description and the three URLs.
 */
export function checkoutFields(request: CheckoutRequest) {
  return {
    amount: request.amountHalalas,
    currency: request.currency,
    description: request.description,
    callback_url: request.callbackUrl,
    success_url: request.successUrl,
    back_url: request.backUrl,
  };
}

/** How long a payer has to pay on a checkout page. */
export const CHECKOUT_TTL_MS = 24 * 3_600_000;

/** A payment as the gateway itself reports it (the only word the server trusts). */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountHalalas: number;
  currency: string;
  /** The gateway's reason for a failure, if it gives one. */
  message: string | null;
}

/** Who a callback says it is about; authentic, but not yet verified with the gateway. */
export interface CallbackClaim {
  eventId: string;
  gatewayPaymentId: string;
}

/**
 * One payment gateway (DOMAIN.md "Payments"): start a hosted checkout, report a payment's true
 * state, and read its callbacks. The server never marks a payment from what a callback or a
 * browser says: it asks `fetchPayment`.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The payment as the gateway holds it; undefined when the gateway does not know it. */
  fetchPayment(id: string): Promise<GatewayPayment | undefined>;
  /**
   * The event id and the payment a callback names; throws 401 when the callback cannot be
   * authenticated (a wrong secret) and 422 when it is not a callback of this gateway.
   */
  readCallback(body: unknown): CallbackClaim;
}
