import { type BrowserContext, test as base } from '@playwright/test';

export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with the browser context kept warm across a worker's tests.
 *
 * A new context starts with an empty HTTP cache and no compiled scripts, so its first page load
 * costs the dashboard's whole start-up: about 1.5 s of the renderer's time on this machine against
 * 0.7 s once the scripts are cached (measured with the Performance domain's TaskDuration). Each
 * worker keeps one context per locale and gives every test a new page in it. What a test could leave
 * behind is wiped before the next one starts: cookies, granted permissions, and the origin's storage
 * (localStorage, sessionStorage, IndexedDB, service workers); only the HTTP cache and the compiled
 * code stay, as they do for a person who comes back to the dashboard.
 *
 * `test.use({ freshContext: true })`: a context of the test's own, cold, for what measures a first
 * visit (the bundle budget).
 */
export const test = base.extend<{ freshContext: boolean }, { warmContexts: Map<string, BrowserContext> }>({
  freshContext: [false, { option: true }],
  warmContexts: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      if (browser.isConnected()) for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, freshContext, warmContexts, baseURL, locale, viewport, contextOptions },
    use,
  ) => {
    const options = { ...contextOptions, baseURL, locale, viewport };
    if (freshContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify({ locale, viewport });
    let context = warmContexts.get(key);
    if (!context) {
      context = await browser.newContext(options);
      warmContexts.set(key, context);
    }
    await use(context);
    for (const page of context.pages()) await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
  },
  page: async ({ context, baseURL }, use) => {
    const page = await context.newPage();
    if (baseURL) {
      // The origin's storage as a first visit finds it (a previous test's session, language, …).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage,cookies',
      });
      await cdp.detach();
    }
    // Closed with the test's other pages once it ends (the context's fixture); a failed test's
    // screenshot is taken before that, of every open page, as Playwright's own `screenshot` option does.
    await use(page);
  },
});
