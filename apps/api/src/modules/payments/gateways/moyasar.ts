import { moyasarWebhook } from '@sufra/contract/payments';
import { AppError } from '../../../core/http/errors.ts';
import { parseInput } from '../../../core/http/routes.ts';
import { safeEqual } from '../../../core/sessions/tokens.ts';
import type { CallbackClaim, CheckoutRequest, GatewayPayment, PaymentGateway } from './gateway.ts';
import { checkoutFields } from './gateway.ts';

export interface MoyasarOptions {
  /** `https://api.moyasar.com/v1`, or a stand-in that answers as it does. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** How long one call may take. */
  timeoutMs?: number;
}

interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url?: string;
}

/** Moyasar's invoice statuses, as ours: money taken, money not coming, or not yet decided. */
function statusOf(invoice: MoyasarInvoice): GatewayPayment['status'] {
  if (invoice.status === 'paid') return 'paid';
  if (['failed', 'expired', 'canceled', 'voided'].includes(invoice.status)) return 'failed';
  return 'initiated';
}

/**
 * Moyasar through its hosted invoices (docs.moyasar.com "Invoices"): the server creates an invoice
 * (amount in halalas) and sends the payer to its page; Moyasar's webhook names the paid invoice and
 * carries the webhook's secret token; the server then fetches the invoice with its secret key and
 * believes only that.
 */
export class MoyasarGateway implements PaymentGateway {
  readonly name = 'moyasar' as const;
  readonly #options: Required<MoyasarOptions>;

  constructor(options: MoyasarOptions) {
    this.#options = { timeoutMs: 10_000, ...options, apiUrl: options.apiUrl.replace(/\/+$/, '') };
  }

  async #call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const auth = Buffer.from(`${this.#options.secretKey}:`).toString('base64');
    try {
      return await fetch(`${this.#options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch {
      throw new AppError(503, 'billing.gateway_unavailable');
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const response = await this.#call('POST', '/invoices', {
      ...checkoutFields(request),
      metadata: request.metadata,
      expired_at: request.expiresAt.toISOString(),
    });
    if (!response.ok) throw new AppError(503, 'billing.gateway_unavailable');
    const invoice = (await response.json()) as Partial<MoyasarInvoice>;
    if (
      typeof invoice.id !== 'string' ||
      typeof invoice.url !== 'string' ||
      invoice.amount !== request.amountHalalas
    )
      throw new AppError(503, 'billing.gateway_unavailable');
    return { id: invoice.id, url: invoice.url };
  }

  async fetchPayment(id: string): Promise<GatewayPayment | undefined> {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return undefined;
    const response = await this.#call('GET', `/invoices/${id}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new AppError(503, 'billing.gateway_unavailable');
    const invoice = (await response.json()) as Partial<MoyasarInvoice>;
    if (
      typeof invoice.id !== 'string' ||
      typeof invoice.status !== 'string' ||
      typeof invoice.amount !== 'number' ||
      typeof invoice.currency !== 'string'
    )
      throw new AppError(503, 'billing.gateway_unavailable');
    return {
      id: invoice.id,
      status: statusOf(invoice as MoyasarInvoice),
      amountHalalas: invoice.amount,
      currency: invoice.currency,
      message: invoice.status === 'paid' ? null : invoice.status,
    };
  }

  readCallback(body: unknown): CallbackClaim {
    // Authenticity before anything else: a callback without the secret (or with another) is refused
    // as not authentic, whatever else it holds or lacks.
    const given =
      body && typeof body === 'object' ? (body as { secret_token?: unknown }).secret_token : undefined;
    if (typeof given !== 'string' || !safeEqual(given, this.#options.webhookSecret))
      throw new AppError(401, 'billing.callback_not_authentic');
    const event = parseInput(moyasarWebhook, body);
    const invoiceId = event.data.invoice_id;
    if (!invoiceId) throw new AppError(422, 'billing.callback_unknown_payment');
    return { eventId: event.id, gatewayPaymentId: invoiceId };
  }
}
