import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** Full-page screenshot at e2e/test-results/screenshots/<lang>-<name>.png */
export async function screenshot(page: Page, lang: 'ar' | 'en', name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${lang}-${name}.png`), fullPage: true });
}
