import { expect, type Page, test } from '@playwright/test';

/**
 * The first pages a visitor sees (choose the user type, log in) load at most this much JavaScript
 * as it travels over the network (brotli), whatever the rest of the dashboard weighs. A size, not a
 * time.
 *
 * Issue 7 asks for 200 KB. Splitting by route took the list and form machinery (tables, pickers,
 * selects, uploads, the logged-in shell, error illustrations) off these pages: about 405 KB → 325 KB.
 * What remains is the frame every page needs: react-dom (~55 KB), antd's core with App, Form and
 * inputs (~70 KB), react-router (~25 KB), zod (~21 KB), i18next (~16 KB), TanStack Query (~9 KB).
 * This ceiling keeps the gain from eroding until those are dealt with; lower it, never raise it.
 */
const BUDGET_BYTES = 335 * 1024;

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
