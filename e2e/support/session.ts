import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, errors, type Page } from '@playwright/test';
import { type AccountName, apiLogin, type LoggedIn, newLogin } from './api.ts';

/**
 * Hand the account's session to the page, as the login screen would store it (the login screen
 * itself is covered by its own tests): the run's shared session, or with `own` a new one, for a test
 * that logs out. It is stored from a small page of the same origin, so the dashboard loads once, at
 * the test's first `goto`.
 */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  account: AccountName,
  { own = false }: { own?: boolean } = {},
): Promise<LoggedIn> {
  const session = own ? await newLogin(request, account) : await apiLogin(request, account);
  await signInAs(page, session);
  return session;
}

/** A session (from any login) in the browser, stored as the login screen stores it. */
export async function signInAs(page: Page, session: LoggedIn): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((s) => {
    localStorage.setItem('sufra.token', s.token);
    localStorage.setItem('sufra.userType', s.type);
    localStorage.setItem('sufra.user', JSON.stringify(s.user));
  }, session);
}

/** `loginAs`, then the test's first page: the dashboard at `path`. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  account: AccountName,
  path: string,
  options: { own?: boolean } = {},
): Promise<LoggedIn> {
  const session = await loginAs(page, request, account, options);
  await page.goto(path);
  return session;
}

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

/**
 * Full-page screenshot at e2e/test-results/screenshots/<lang>-<name>.png, for people to look at: it
 * asserts nothing, so it is taken only when asked (E2E_SCREENSHOTS=1, as `npm run screenshots`
 * sets), and a capture Chromium does not finish (seen once in a full run, with a select's list
 * open) is reported and the test goes on, instead of using up the test's time.
 */
export async function screenshot(page: Page, lang: 'ar' | 'en', name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = join(SCREENSHOTS, `${lang}-${name}.png`);
  try {
    await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${lang}-${name} not taken: ${error.message.split('\n')[0]}`);
  }
}
