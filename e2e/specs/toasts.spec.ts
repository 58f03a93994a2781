import { createCountry, tag } from '../support/api.ts';
import { loginAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * SPEC §9: toasts at the top right of the content in both languages, below the header, never over
 * its controls, nor (in Arabic, where the menu is on the right) over the menu.
 */
for (const locale of ['en-US', 'ar-SA']) {
  test.describe(`toasts (${locale})`, () => {
    test.use({ locale });

    test('a toast shows at the top right, below the header controls', async ({ page, request }) => {
      const admin = await loginAs(page, request, 'admin');
      const country = await createCountry(request, admin, `Toast${tag()}`);
      await page.goto(`/dashboard/countries/record?country_name=${encodeURIComponent(country.country_name)}`);
      const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: country.country_name });
      await expect(row).toHaveCount(1);
      await row.locator('button:has(.anticon-delete)').click();
      await page.getByRole('dialog').locator('.ant-btn-dangerous').click();

      const toast = page.locator('.ant-notification-notice').first();
      await expect(toast).toBeVisible();
      // Wait for the toast to stop moving in (no animation under reduced motion, but be sure).
      await expect
        .poll(async () => JSON.stringify(await toast.boundingBox()))
        .toBe(JSON.stringify(await toast.boundingBox()));
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('no toast box');
      // Top right of the page's content, whatever the language's direction: in Arabic the menu is
      // on the right, and the toast keeps to its left, covering neither its brand nor its items.
      const sider = await page.locator('.app-sider').boundingBox();
      if (!sider) throw new Error('no sidebar');
      const right = locale === 'ar-SA' ? sider.x : viewport.width;
      if (locale === 'ar-SA') expect(sider.x).toBeGreaterThan(viewport.width / 2);
      expect(right - (box.x + box.width)).toBeGreaterThanOrEqual(0);
      expect(right - (box.x + box.width)).toBeLessThanOrEqual(32);
      expect(box.x).toBeGreaterThan(viewport.width / 2 - sider.width);
      expect(box.y).toBeLessThan(160);
      // Below the header: it covers none of its controls.
      const header = await page.locator('.app-header').boundingBox();
      if (!header) throw new Error('no header');
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      for (const control of await page.locator('.app-header button').all()) {
        const c = await control.boundingBox();
        if (!c) continue;
        const apart =
          c.x + c.width <= box.x ||
          box.x + box.width <= c.x ||
          c.y + c.height <= box.y ||
          box.y + box.height <= c.y;
        expect(apart).toBe(true);
      }
      // The header controls still take a click while the toast is up.
      await expect(page.locator('.app-header button').first()).toBeVisible();
    });
  });
}
