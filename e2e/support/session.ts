import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, errors, type Page } from '@playwright/test';
import { type AccountName, apiLogin, type LoggedIn } from './api.ts';

/**
 * Log in through the API and hand the session to the page, as the login screen would store it
 * (the login screen itself is covered by its own tests).
 */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  account: AccountName,
): Promise<LoggedIn> {
  const session = await apiLogin(request, account);
  await page.goto('/dashboard/choose-user-type');
  await page.evaluate((s) => {
    localStorage.setItem('sufra.token', s.token);
    localStorage.setItem('sufra.userType', s.type);
    localStorage.setItem('sufra.user', JSON.stringify(s.user));
  }, session);
  return session;
}

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

/**
 * Full-page screenshot at e2e/test-results/screenshots/<lang>-<name>.png, for people to look at: it
 * asserts nothing, so a capture Chromium does not finish (seen once in a full run, with a select's
 * list open) is reported and the test goes on, instead of using up the test's time.
 */
export async function screenshot(page: Page, lang: 'ar' | 'en', name: string): Promise<void> {
  const path = join(SCREENSHOTS, `${lang}-${name}.png`);
  try {
    await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${lang}-${name} not taken: ${error.message.split('\n')[0]}`);
  }
}
