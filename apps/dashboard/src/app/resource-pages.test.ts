import { describe, expect, it } from 'vitest';
import { resourcePages } from './routes.tsx';

/** The route table names each resource page before loading it: what it says must match the page. */
describe('lazily loaded resource pages', () => {
  for (const [name, page] of Object.entries(resourcePages)) {
    it(`${name}: the route table agrees with the page it loads`, async () => {
      const { default: config } = await page.load();
      expect(config.resource).toBe(page.resource);
      expect(config.route).toBe(page.route);
      expect(config.i18nKey).toBe(page.i18nKey);
    });
  }
});
