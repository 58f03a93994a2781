import { z } from 'zod';
import { oneOf } from './validation.ts';

/**
 * Payments through a gateway (DOMAIN.md "Payments", CONTRACT.md "Payments"): a brand renewing its
 * subscription, a customer paying a reservation's booking fee. The server starts a payment
 * (`initiated`, its amount kept in SAR and sent to the gateway in halalas) and answers where to send
 * the payer; only a gateway callback the server verified with the gateway marks it paid or failed.
 */

export const PAYMENT_GATEWAYS = ['test', 'moyasar'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const GATEWAY_PAYMENT_STATUSES = ['initiated', 'paid', 'failed'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export const SUBSCRIPTION_TYPES = ['monthly', 'yearly'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const PAYMENT_PURPOSES = ['subscription', 'reservation'] as const;

/** The plans' prices when the platform settings give none (SAR). */
export const DEFAULT_SUBSCRIPTION_PRICES: Readonly<Record<SubscriptionType, string>> = {
  monthly: '299.00',
  yearly: '2990.00',
};

/**
 * The built-in test gateway's cards (its checkout page lists them): one is always approved, one
 * always declined; any other number is refused as not a test card.
 */
export const TEST_GATEWAY_CARDS = {
  succeeds: '4111111111111111',
  fails: '4000000000000002',
} as const;

/** The plans' prices today (SAR). */
export const subscriptionPlans = z.object({ monthly: z.string(), yearly: z.string() });

/** `POST /vendor/subscriptions/{id}/renew`. */
export const renewInput = z.object({ type: oneOf(SUBSCRIPTION_TYPES) });

/** A payment just started: its id and the gateway's checkout page to send the payer to. */
export const checkoutStarted = z.object({
  payment_id: z.number().int(),
  redirect_url: z.string().describe('The gateway’s checkout page (absolute, or a path on this server)'),
});

const money = z.string().describe('Exact SAR amount with 2 decimals ("299.00")');

/** A brand's subscription as the payment pages show it after a payment. */
export const paymentSubscription = z.object({
  id: z.number().int(),
  type: z.enum(SUBSCRIPTION_TYPES),
  status: z.string(),
  deduction_date: z.string().nullable(),
  next_deduction_date: z.string().nullable(),
  number_deduction: z.number().int(),
  remaining_time: z.number().int().nullable(),
});

/**
 * The platform as the seller on what it bills brands (a subscription payment): its legal name and
 * VAT number from the platform settings (the invoices group); null until both names are set.
 */
export const platformSeller = z.object({
  name: z.string().describe('The legal name in the request’s language'),
  name_ar: z.string(),
  name_en: z.string(),
  vat_number: z.string().nullable(),
});
export type PlatformSeller = z.infer<typeof platformSeller>;

/** One payment as the server holds it (the return pages show this, never what the URL says). */
export const paymentRecord = z.object({
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The plan a subscription payment pays for. */
  plan: z.enum(SUBSCRIPTION_TYPES).nullable(),
  amount: money,
  currency: z.string(),
  gateway: z.string(),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  subscription: paymentSubscription.nullable(),
  reservation_id: z.number().int().nullable(),
  /** Who bills a subscription payment: the platform (null for a booking fee, or before it is set). */
  seller: platformSeller.nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/**
 * The test gateway's callback (what its checkout page sends when a card was tried): an event id
 * and its own charge id. It says nothing about the outcome: the server asks the gateway.
 */
/** A gateway's identifier: printable ASCII without spaces. */
const gatewayId = (max: number) =>
  z
    .string()
    .regex(/^[\x21-\x7e]+$/)
    .max(max);

export const testGatewayCallback = z.object({
  id: gatewayId(200),
  charge_id: gatewayId(100),
});

/**
 * Moyasar's webhook (docs.moyasar.com "Webhook Reference"): the event id and type, the secret token
 * set on the webhook, and the payment, which names the invoice it paid. Other fields pass through.
 */
export const moyasarWebhook = z.looseObject({
  id: gatewayId(200),
  type: z.string().max(100),
  secret_token: z.string().max(500),
  data: z.looseObject({
    id: gatewayId(200),
    invoice_id: gatewayId(200).nullish(),
    status: z.string().max(50).optional(),
  }),
});

/** The test checkout page's form. */
export const testCheckoutForm = z.object({
  card_number: z.string().max(40),
});
