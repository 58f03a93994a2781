import { expect, type Page, test } from '@playwright/test';

/**
 * The first pages a visitor sees (choose the user type, log in) load at most this much JavaScript
 * as it travels over the network (brotli), whatever the rest of the dashboard weighs. A size, not a
 * time. Issue 7 asks for 200 KB (about 490 KB at first, 325 KB after splitting by route).
 *
 * What keeps them there: the logged-in route table (every resource with its zod schemas) is added
 * to the router on the first visit outside the sign-in pages; the login form is two antd inputs
 * whose contract rules (zod) load on the first input; antd's Form, App (dialogs, notifications),
 * Typography, Dropdown and Tooltip, dayjs and TanStack Query are loaded by the pages and moments
 * that use them. What remains is react-dom, react-router, i18next with both catalogues and antd's
 * core (ConfigProvider, theme, Button, Input). Lower this ceiling, never raise it.
 */
const BUDGET_BYTES = 200 * 1024;

/** Every script the page fetched, with the bytes that crossed the wire and their encoding. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    scripts.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = response ? await response.headerValue('content-encoding') : null;
        return { url: request.url(), bytes: sizes.responseBodySize, encoding: encoding ?? undefined };
      })(),
    );
  });
  return () => Promise.all(scripts);
}

async function measure(page: Page, path: string, ready: () => Promise<void>) {
  const scripts = recordScripts(page);
  await page.goto(path);
  await ready();
  // Everything the page asks for on its own (lazy chunks included) has arrived.
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  return { loaded, total };
}

test('the choose-user-type page loads no more compressed JavaScript than its budget', async ({ page }) => {
  const { loaded, total } = await measure(page, '/dashboard/choose-user-type', async () => {
    await expect(page.getByRole('button', { name: 'Administration' })).toBeVisible();
  });
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) expect(script.encoding, script.url).toBe('br');
  expect(total, `${loaded.length} scripts`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the login page loads no more compressed JavaScript than its budget', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sufra.userType', 'admin'));
  const { loaded, total } = await measure(page, '/dashboard/login', async () => {
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });
  for (const script of loaded) expect(script.encoding, script.url).toBe('br');
  expect(total, `${loaded.length} scripts`).toBeLessThanOrEqual(BUDGET_BYTES);
});
