import { API_PASSWORD } from '../support/api.ts';
import { describeInLanguages } from '../support/languages.ts';
import { expectNoPageOverflow } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/**
 * A vendor renews its subscription through the built-in test gateway, in Arabic and in English: the
 * approved card lands on /payment/success with the new next deduction date; the declined card lands
 * on /payment/fail, whose retry goes back to the gateway and pays.
 */

// Both languages renew the same demo vendor's subscription and read its next deduction: one at a
// time, or each sees the other's year added.
test.describe.configure({ mode: 'serial' });
const TEXT = {
  ar: {
    locale: 'ar-SA',
    renew: 'تجديد',
    yearly: 'سنوي',
    pay: /ادفع/,
    paid: 'تم استلام الدفع',
    /** The plan's name agrees with the noun before it (لاشتراك سنوي, never «للباقة سنوي»). */
    paidFor: /ر\.س لاشتراك سنوي، وتم تمديد اشتراكك/,
    failed: 'لم تكتمل عملية الدفع',
    retry: 'حاول مرة أخرى',
    toSubscriptions: 'الذهاب إلى الاشتراكات',
  },
  en: {
    locale: 'en-US',
    renew: 'Renew',
    yearly: 'Yearly',
    pay: /^Pay/,
    paid: 'Payment received',
    paidFor: /SAR paid for the Yearly plan\. Your subscription has been extended/,
    failed: 'The payment did not go through',
    retry: 'Try again',
    toSubscriptions: 'Go to subscriptions',
  },
} as const;

const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';

/** The vendor's current subscription as the server holds it. */
async function currentSubscription(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/vendor/subscriptions?per_page=20', {
    headers: { 'X-Api-Password': API_PASSWORD, Authorization: `Bearer ${token}` },
  });
  const rows = (
    (await answer.json()) as { data: { id: number; renewable: boolean; next_deduction_date: string }[] }
  ).data;
  const current = rows.find((row) => row.renewable);
  if (!current) throw new Error('the demo vendor has no current subscription');
  return current;
}

/** On the gateway's page: type the card and pay. */
async function payOnGateway(page: Page, card: string, shot?: () => Promise<void>) {
  await expect(page).toHaveURL(/\/api\/v1\/payments\/checkout\/test\/tg_/);
  await page.locator('#card_number').fill(card);
  await shot?.();
  await page.locator('button[type="submit"]').click();
}

describeInLanguages(TEXT, 'subscription renewal', (text, lang) => {
  test('the approved card extends the subscription; the declined one fails and the retry pays', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const session = await loginAs(page, request, 'vendor');
    const before = await currentSubscription(request, session.token);

    await page.goto('/dashboard/subscription/record');
    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByRole('button', { name: text.renew }) });
    await row.getByRole('button', { name: text.renew }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/subscription/${before.id}/renew$`));
    await page.getByRole('radio', { name: new RegExp(text.yearly) }).check({ force: true });
    await screenshot(page, lang, 'subscription-renew');
    await page.getByRole('button', { name: text.pay }).click();

    // The declined card: the fail page, nothing changed.
    await payOnGateway(page, DECLINED, () => screenshot(page, lang, 'payment-checkout'));
    await expect(page).toHaveURL(/\/dashboard\/payment\/fail\?payment_id=\d+$/);
    await expect(page.getByText(text.failed)).toBeVisible();
    await screenshot(page, lang, 'payment-fail');
    expect(
      (await currentSubscription(request, session.token)).next_deduction_date >= before.next_deduction_date,
    ).toBe(true);

    // The retry goes back to the gateway; the approved card pays.
    await page.getByRole('button', { name: text.retry }).click();
    await payOnGateway(page, APPROVED);
    await expect(page).toHaveURL(/\/dashboard\/payment\/success\?payment_id=\d+$/);
    await expect(page.getByText(text.paid)).toBeVisible();
    await expect(page.getByText(text.paidFor)).toBeVisible();
    const after = await currentSubscription(request, session.token);
    expect(after.next_deduction_date > before.next_deduction_date).toBe(true);
    // The page shows the date the server now holds (its year, in Latin digits in both languages).
    await expect(page.getByTestId('next-deduction')).toContainText(after.next_deduction_date.slice(0, 4));
    await screenshot(page, lang, 'payment-success');

    await page.getByRole('button', { name: text.toSubscriptions }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription\/record$/);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    for (const width of [820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoPageOverflow(page, `subscriptions at ${width}px`);
    }
  });
});
