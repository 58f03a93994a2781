import { riyadhDay } from '@sufra/contract/riyadh';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../seed/clock.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newSubscription, paymentRow, renew, subscriptionRow } from '../../test/kits/payment-test-kit.ts';
import { type MoyasarStandIn, startMoyasarStandIn } from '../../test/stand-ins/moyasar-stand-in.ts';

/**
 * The Moyasar adapter against a local stand-in that answers as Moyasar's documented invoices API:
 * hosted invoices in halalas, the webhook's secret token, the invoice fetched with the secret key
 * before anything is believed.
 */
const SECRET_KEY = 'sk_test_standin_0123456789';
const WEBHOOK_SECRET = 'whsec_standin_abcdefghij';
let t: TestApp;
let moyasar: MoyasarStandIn;
beforeAll(async () => {
  moyasar = await startMoyasarStandIn(SECRET_KEY);
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'moyasar',
      MOYASAR_API_URL: moyasar.url,
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://sufra.example.sa',
    },
  });
});
afterAll(async () => {
  await t.close();
  await moyasar.close();
});

/** Moyasar's webhook for a payment of an invoice. */
function webhook(invoiceId: string, overrides: { id?: string; secret?: string; type?: string } = {}) {
  return {
    id: overrides.id ?? `evt_${invoiceId}`,
    type: overrides.type ?? 'payment_paid',
    created_at: new Date().toISOString(),
    secret_token: overrides.secret ?? WEBHOOK_SECRET,
    account_name: 'Sufra',
    live: false,
    data: { id: `pay_${invoiceId}`, status: 'paid', amount: 0, currency: 'SAR', invoice_id: invoiceId },
  };
}

const callback = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/callback/moyasar',
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': 'en' },
  });

describe('Moyasar', () => {
  it('creates a hosted invoice in halalas with the secret key, our callback and return pages', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'monthly');
    const payment = await paymentRow(t, started.payment_id);
    const invoice = moyasar.invoices.get(payment.gateway_payment_id ?? '');
    expect(invoice).toBeDefined();
    expect(started.redirect_url).toBe(invoice?.url);
    expect(invoice).toMatchObject({
      amount: 29_900,
      currency: 'SAR',
      callback_url: 'https://sufra.example.sa/api/v1/payments/callback/moyasar',
      success_url: `https://sufra.example.sa/dashboard/payment/success?payment_id=${started.payment_id}`,
      back_url: `https://sufra.example.sa/dashboard/payment/fail?payment_id=${started.payment_id}`,
      metadata: { payment_id: String(started.payment_id), subscription_id: String(sub.id), plan: 'monthly' },
    });
    expect(invoice?.expired_at).toBeTruthy();
    expect(moyasar.requests.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
    );
  });

  it('believes a webhook only with its secret and only what the invoice says; pays once, replays change nothing', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'yearly');
    const invoiceId = (await paymentRow(t, started.payment_id)).gateway_payment_id ?? '';

    const forged = await callback(webhook(invoiceId, { secret: 'whsec_guessed_wrong_000' }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The payment notification could not be authenticated.');
    // Without its secret at all, or with nothing else right either: 401 still, not a 422.
    const { secret_token: _left, ...unsigned } = webhook(invoiceId) as Record<string, unknown>;
    for (const body of [unsigned, { id: 'evt_x' }, {}]) {
      const answer = await callback(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(401);
      expect(answer.json().message).toBe('The payment notification could not be authenticated.');
    }
    // Authentic, but the invoice is not paid: the webhook's word is not enough.
    const early = await callback(webhook(invoiceId, { id: `evt_early_${invoiceId}` }));
    expect(early.statusCode).toBe(200);
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'initiated' });

    const invoice = moyasar.invoices.get(invoiceId);
    if (!invoice) throw new Error('no invoice');
    invoice.status = 'paid';
    const paid = await callback(webhook(invoiceId));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe('The payment notification has been recorded.');
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'paid' });
    const expected = {
      status: 'active',
      type: 'yearly',
      deduction_date: riyadhDay(new Date()),
      next_deduction_date: addMonths(sub.next_deduction_date ?? '', 12),
      number_deduction: sub.number_deduction + 1,
    };
    expect(await subscriptionRow(t, sub.id)).toMatchObject(expected);

    const replay = await callback(webhook(invoiceId));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('This payment notification was already recorded.');
    const another = await callback(webhook(invoiceId, { id: `evt_second_${invoiceId}` }));
    expect(another.statusCode).toBe(200);
    expect(await subscriptionRow(t, sub.id)).toMatchObject(expected);
  });

  it('refuses an invoice whose amount or currency differs from the payment, and an unknown invoice', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'monthly');
    const invoiceId = (await paymentRow(t, started.payment_id)).gateway_payment_id ?? '';
    const invoice = moyasar.invoices.get(invoiceId);
    if (!invoice) throw new Error('no invoice');
    invoice.status = 'paid';
    invoice.amount = 100;
    const cheaper = await callback(webhook(invoiceId));
    expect(cheaper.statusCode).toBe(422);
    invoice.amount = 29_900;
    invoice.currency = 'USD';
    const dollars = await callback(webhook(invoiceId, { id: `evt_usd_${invoiceId}` }));
    expect(dollars.statusCode).toBe(422);
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'initiated' });
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ number_deduction: sub.number_deduction });

    // Once the gateway tells the truth, the same payment is settled (the refused events were not recorded).
    invoice.currency = 'SAR';
    const honest = await callback(webhook(invoiceId));
    expect(honest.statusCode).toBe(200);
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'paid' });

    const unknown = await callback(webhook('6f1c6a0e-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    const noInvoice = await callback({ ...webhook(invoiceId), data: { id: 'pay_x', status: 'paid' } });
    expect(noInvoice.statusCode).toBe(422);
  });

  it('fails the payment with a translated 503 when Moyasar does not answer, and starts nothing', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const down = await createTestApp({
      env: {
        PAYMENT_GATEWAY: 'moyasar',
        MOYASAR_API_URL: 'http://127.0.0.1:9/v1',
        MOYASAR_SECRET_KEY: SECRET_KEY,
        MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PUBLIC_URL: 'https://sufra.example.sa',
      },
    });
    try {
      const vendorThere = await factories(down).newVendor();
      const subThere = await newSubscription(down, vendorThere.brandId);
      const answer = await down.request('POST', `/api/v1/vendor/subscriptions/${subThere.id}/renew`, {
        as: vendorThere,
        body: { type: 'monthly' },
        locale: 'ar',
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe('خدمة الدفع لا تستجيب. يرجى المحاولة بعد قليل.');
      const rows = await down.db
        .selectFrom('payments')
        .select(['status', 'failure_reason'])
        .where('brand_id', '=', vendorThere.brandId)
        .execute();
      expect(rows).toEqual([{ status: 'failed', failure_reason: 'gateway_unavailable' }]);
    } finally {
      await down.close();
    }
    // The first app's own subscription is untouched by any of this.
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ number_deduction: sub.number_deduction });
  });
});
