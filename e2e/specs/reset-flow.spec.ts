import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownAccount } from '../support/accounts.ts';
import { expect, type Page, test } from '../support/test.ts';

const WARNING = "You Can't visit this Page now. Please start from the beginning.";

async function chooseType(page: Page, name: string) {
  await page.goto('/dashboard/choose-user-type');
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

/** Wait until the forget-password page is the one shown (the login page has an Email field too). */
async function onForgetPassword(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/forget-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
}

/** The newest verification code mailed to `email` (the server writes mail to DATA_DIR/outbox). */
function latestCode(email: string): string | null {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith(`-${email}.json`))
    .sort();
  const last = files.at(-1);
  if (!last) return null;
  const mail = JSON.parse(readFileSync(join(outbox, last), 'utf8')) as { text: string };
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null;
}

test('the reset pages refuse to open out of order', async ({ page }) => {
  await chooseType(page, 'Administration');
  for (const path of ['verification-code', 'resend', 'change-password', 'success-message']) {
    await page.goto(`/dashboard/${path}`);
    await onForgetPassword(page);
    await expect(page.getByText(WARNING).first()).toBeVisible();
  }
  await page.getByLabel('Email').fill('nobody@demo.sa');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/verification-code$/);
  // The code step is reached; skipping to the new password still is not allowed.
  await page.goto('/dashboard/change-password');
  await expect(page).toHaveURL(/\/dashboard\/forget-password$/);
});

test('the whole reset flow, with the server refusing a wrong code under the field', async ({ page }) => {
  // The spec's own account: changing its password touches no other test's login.
  const { email } = ownAccount('resetFlow', test.info());
  await chooseType(page, 'Branch manager');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await onForgetPassword(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verification-code$/);

  const otp = page.locator('.ant-otp input');
  await otp.first().click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  const fieldError = page.locator('.code-item .ant-form-item-explain-error');
  await expect(fieldError).toHaveText('The verification code is incorrect or has expired.');

  await expect.poll(() => latestCode(email)).not.toBeNull();
  const code = latestCode(email) ?? '';
  await otp.first().click();
  await page.keyboard.press('Control+A');
  for (let i = 0; i < 6; i += 1) await otp.nth(i).fill(code[i] ?? '');
  await expect(fieldError).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('New@12345');
  await page.getByLabel('Password confirmation').fill('New@1234');
  await expect(page.getByText('Password is not Confirmed')).toBeVisible();
  await page.getByLabel('Password confirmation').fill('New@12345');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/success-message$/);
  await expect(page.getByText('Your password has been changed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('New@12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});
