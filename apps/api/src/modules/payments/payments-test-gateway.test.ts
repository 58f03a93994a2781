import { TEST_GATEWAY_CARDS } from '@sufra/contract/payments';
import { riyadhDay } from '@sufra/contract/riyadh';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { addMonths } from '../../seed/clock.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  chargeOf,
  newSubscription,
  paymentRow,
  payWithCard,
  renew,
  subscriptionRow,
} from '../../test/kits/payment-test-kit.ts';
import { reconcilePayments } from './payments.service.ts';

/**
 * A vendor renews through the built-in test gateway (CONTRACT.md "Payments", DOMAIN.md "Payments"):
 * its checkout page, its approved and declined cards, its callbacks verified by asking it, each
 * settled once however often it comes, and the job that settles what no callback reported.
 */
const clock = movableClock();
// An API password is set: the gateway's routes must work without it, the others not.
const t = testAppForFile({ clock, env: { API_PASSWORD: 'sufra-dev-api-password' } });

const today = () => riyadhDay(clock.now());

describe('renewing through the test gateway', () => {
  it('takes the vendor to a checkout page of the plan’s price; the approved card extends the period once', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId, { next: addMonths(today(), 0) });
    const started = await renew(t, vendor, sub.id, 'yearly');
    expect(started.redirect_url).toMatch(/^\/api\/v1\/payments\/checkout\/test\/tg_[\w-]+$/);
    expect(await paymentRow(t, started.payment_id)).toMatchObject({
      status: 'initiated',
      amount: '2990.00',
      plan: 'yearly',
      gateway: 'test',
    });

    // The page opens in the payer's browser: no API password, no token; in Arabic by default.
    const page = await t.app.inject({ method: 'GET', url: started.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('4111 1111 1111 1111');
    // All of it in Arabic (issue 32): no English word in what it shows, the amount grouped.
    const textOf = (html: string) =>
      html
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    expect(textOf(page.body).match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(textOf(page.body)).toContain(`2,990.00 ر.س`);
    expect(textOf(page.body)).toContain(`اشتراك سفرة السنوي رقم ${sub.id}`);
    const english = await t.app.inject({
      method: 'GET',
      url: started.redirect_url,
      headers: { 'accept-language': 'en' },
    });
    expect(textOf(english.body)).toContain('2,990.00 SAR');
    expect(textOf(english.body)).toContain(`Sufra yearly subscription #${sub.id}`);
    expect(textOf(english.body)).not.toMatch(/\p{Script=Arabic}/u);

    const paid = await payWithCard(
      t,
      started.redirect_url,
      `${TEST_GATEWAY_CARDS.succeeds.slice(0, 4)} ${TEST_GATEWAY_CARDS.succeeds.slice(4)}`,
    );
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/dashboard/payment/success?payment_id=${started.payment_id}`);

    const shown = await t.request('GET', `/api/v1/vendor/payments/${started.payment_id}`, { as: vendor });
    expect(shown.statusCode, shown.body).toBe(200);
    const next = addMonths(sub.next_deduction_date ?? '', 12);
    expect(shown.json().data).toMatchObject({
      status: 'paid',
      plan: 'yearly',
      amount: '2990.00',
      subscription: {
        id: sub.id,
        type: 'yearly',
        status: 'active',
        deduction_date: today(),
        next_deduction_date: next,
        number_deduction: sub.number_deduction + 1,
      },
    });

    // The gateway's callback coming again, many times at once, changes nothing more.
    const charge = chargeOf(started.redirect_url);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/callback/test',
          payload: { id: `evt_again_${charge}_${i % 2}`, charge_id: charge },
        }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      next_deduction_date: next,
      number_deduction: sub.number_deduction + 1,
    });
    const settledPage = await t.app.inject({
      method: 'GET',
      url: started.redirect_url,
      headers: { 'accept-language': 'en' },
    });
    expect(settledPage.body).toContain('The payment was approved.');

    // The brand's manager hears of it once, in its language, however often the callback came.
    const inbox = await t.request('GET', '/api/v1/vendor/notifications/inbox', { as: vendor, locale: 'en' });
    expect(inbox.json().data).toEqual([
      expect.objectContaining({
        title: 'Subscription renewed',
        message: `Your brand’s subscription is paid and now runs until ${next}.`,
        read: false,
      }),
    ]);
  });

  it('applies a payment exactly once when its callbacks race, whichever comes first', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'monthly');
    const charge = chargeOf(started.redirect_url);
    // The gateway took the money; its callbacks have not arrived yet.
    await t.db.updateTable('test_gateway_charges').set({ status: 'paid' }).where('id', '=', charge).execute();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/callback/test',
          payload: { id: `evt_race_${charge}_${i}`, charge_id: charge },
        }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      next_deduction_date: addMonths(sub.next_deduction_date ?? '', 1),
      number_deduction: sub.number_deduction + 1,
      type: 'monthly',
    });
    const recorded = await t.db
      .selectFrom('payment_callbacks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payment_id', '=', started.payment_id)
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(10);
  });

  it('sends a declined card to the fail page and changes nothing; a retry with the approved card pays', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId, {
      status: 'expired',
      next: addMonths(today(), -2),
    });
    const first = await renew(t, vendor, sub.id, 'monthly');
    const declined = await payWithCard(t, first.redirect_url, TEST_GATEWAY_CARDS.fails);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/dashboard/payment/fail?payment_id=${first.payment_id}`);
    expect(await paymentRow(t, first.payment_id)).toMatchObject({ status: 'failed', paid_at: null });
    const told = await t.request('GET', '/api/v1/vendor/notifications/inbox', { as: vendor, locale: 'ar' });
    expect(told.json().data.map((n: { title: string }) => n.title)).toEqual(['رُفض دفع الاشتراك']);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      status: 'expired',
      number_deduction: sub.number_deduction,
    });
    // Paying the failed charge again is not possible: the gateway keeps its outcome.
    const again = await payWithCard(t, first.redirect_url, TEST_GATEWAY_CARDS.succeeds);
    expect(again.headers.location).toContain('/dashboard/payment/fail');
    expect(await paymentRow(t, first.payment_id)).toMatchObject({ status: 'failed' });

    const retry = await renew(t, vendor, sub.id, 'monthly');
    expect(retry.payment_id).not.toBe(first.payment_id);
    const paid = await payWithCard(t, retry.redirect_url, TEST_GATEWAY_CARDS.succeeds);
    expect(paid.headers.location).toBe(`/dashboard/payment/success?payment_id=${retry.payment_id}`);
    // A lapsed subscription starts again from today.
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      status: 'active',
      deduction_date: today(),
      next_deduction_date: addMonths(today(), 1),
      number_deduction: sub.number_deduction + 1,
    });
  });

  it('sends another card number back to the form with a translated message, and nothing is paid', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'monthly');
    const wrong = await payWithCard(t, started.redirect_url, '5555 5555 5555 4444');
    expect(wrong.statusCode).toBe(303);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/checkout/test/${chargeOf(started.redirect_url)}?error=card`,
      headers: { 'accept-language': 'en' },
    });
    expect(back.body).toContain('Use one of the test cards shown below.');
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'initiated' });
  });
});

describe('callbacks the server does not believe', () => {
  it('refuses unknown payments, malformed bodies and another gateway’s name, and changes nothing', async () => {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const started = await renew(t, vendor, sub.id, 'monthly');
    const charge = chargeOf(started.redirect_url);
    const post = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        headers: { 'accept-language': 'en' },
      });

    const unknown = await post('/api/v1/payments/callback/test', {
      id: 'evt_forged_1',
      charge_id: 'tg_doesnotexist0000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The payment notification names no payment of this platform.');
    const malformed = await post('/api/v1/payments/callback/test', { id: '', charge: 1 });
    expect(malformed.statusCode).toBe(422);
    const other = await post('/api/v1/payments/callback/moyasar', { id: 'evt_x', charge_id: charge });
    expect(other.statusCode).toBe(404);
    // A true callback for a payment not yet made: still waiting.
    const early = await post('/api/v1/payments/callback/test', {
      id: `evt_early_${charge}`,
      charge_id: charge,
    });
    expect(early.statusCode).toBe(200);
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'initiated' });

    // The gateway reports another amount than ours: refused, nothing paid.
    await t.db
      .updateTable('test_gateway_charges')
      .set({ status: 'paid', amount: 100 })
      .where('id', '=', charge)
      .execute();
    const mismatch = await post('/api/v1/payments/callback/test', {
      id: `evt_mismatch_${charge}`,
      charge_id: charge,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(
      'The payment gateway’s amount or currency does not match this payment.',
    );
    expect(await paymentRow(t, started.payment_id)).toMatchObject({ status: 'initiated' });
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ number_deduction: sub.number_deduction });
  });

  it('keeps the API password on every other route', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/admin/getProfile' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('who may renew', () => {
  it('renews only the brand’s current subscription, in its own tenant, for a vendor with the permission', async () => {
    const f = factories(t);
    const vendor = await f.newVendor();
    const other = await f.newVendor();
    const old = await newSubscription(t, vendor.brandId, {
      status: 'expired',
      next: addMonths(today(), -6),
    });
    const current = await newSubscription(t, vendor.brandId);
    const stale = await t.request('POST', `/api/v1/vendor/subscriptions/${old.id}/renew`, {
      as: vendor,
      body: { type: 'monthly' },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('Only the brand’s current subscription can be renewed.');
    const foreign = await t.request('POST', `/api/v1/vendor/subscriptions/${current.id}/renew`, {
      as: other,
      body: { type: 'monthly' },
    });
    expect(foreign.statusCode).toBe(404);
    const badPlan = await t.request('POST', `/api/v1/vendor/subscriptions/${current.id}/renew`, {
      as: vendor,
      body: { type: 'weekly' },
    });
    expect(badPlan.statusCode).toBe(422);
    expect(badPlan.json().errors.type).toBeDefined();
    const cashier = await f.newBranchUser(vendor, 'cashier');
    const refused = await t.request('POST', `/api/v1/vendor/subscriptions/${current.id}/renew`, {
      as: cashier,
      body: { type: 'monthly' },
    });
    expect(refused.statusCode).toBe(403);
    const none = await t.db
      .selectFrom('payments')
      .select('id')
      .where('brand_id', '=', vendor.brandId)
      .execute();
    expect(none).toEqual([]);

    // The list: the vendor its own, with the days left and which one it may renew; the admin all.
    const list = await t.request('GET', '/api/v1/vendor/subscriptions', { as: vendor });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as {
      id: number;
      renewable: boolean;
      remaining_time: number | null;
      brand_id: number;
    }[];
    expect(rows.map((row) => row.id).sort()).toEqual([old.id, current.id].sort());
    expect(rows.find((row) => row.id === current.id)).toMatchObject({ renewable: true, remaining_time: 10 });
    expect(rows.find((row) => row.id === old.id)).toMatchObject({ renewable: false, remaining_time: 0 });
    const theirs = await t.request('GET', `/api/v1/vendor/subscriptions/${current.id}`, { as: other });
    expect(theirs.statusCode).toBe(404);
    const admin = await t.request('GET', `/api/v1/admin/subscriptions?filter[brand_id]=${vendor.brandId}`, {
      as: 'admin',
    });
    expect(admin.json().data).toHaveLength(2);
  });
});

describe('the reconciliation job', () => {
  it('settles payments no callback reported, and fails checkouts left unpaid past their time', async () => {
    try {
      await reconcileScenario();
    } finally {
      clock.set(new Date());
    }
  });

  async function reconcileScenario() {
    const vendor = await factories(t).newVendor();
    const sub = await newSubscription(t, vendor.brandId);
    const paid = await renew(t, vendor, sub.id, 'monthly');
    const abandoned = await renew(t, vendor, sub.id, 'monthly');
    await t.db
      .updateTable('test_gateway_charges')
      .set({ status: 'paid' })
      .where('id', '=', chargeOf(paid.redirect_url))
      .execute();
    // Too fresh to be asked about.
    await reconcilePayments(t.app.deps);
    expect(await paymentRow(t, paid.payment_id)).toMatchObject({ status: 'initiated' });

    clock.advance(20 * 60_000);
    await reconcilePayments(t.app.deps);
    expect(await paymentRow(t, paid.payment_id)).toMatchObject({ status: 'paid' });
    expect(await paymentRow(t, abandoned.payment_id)).toMatchObject({ status: 'initiated' });
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ number_deduction: sub.number_deduction + 1 });

    clock.advance(25 * 3_600_000);
    await reconcilePayments(t.app.deps);
    expect(await paymentRow(t, abandoned.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired',
    });
    // Its page no longer takes a card.
    const late = await payWithCard(t, abandoned.redirect_url, TEST_GATEWAY_CARDS.succeeds);
    expect(late.headers.location).toContain('/dashboard/payment/fail');
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ number_deduction: sub.number_deduction + 1 });
  }
});
