import { expect, type Page, test } from '@playwright/test';
import { createCountry, tag } from '../support/api.ts';
import { createCategory, createMeal } from '../support/menu.ts';
import { loginAs, screenshot } from '../support/session.ts';

const LANGS = [
  { lang: 'ar', locale: 'ar-SA' },
  { lang: 'en', locale: 'en-US' },
] as const;
const WIDTHS = [1366, 820, 390] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const { lang, locale } of LANGS) {
  test.describe(`screenshots ${lang}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 300_000 });

    test('pages before login', async ({ page }) => {
      for (const path of ['choose-user-type', 'join-us']) {
        await page.goto(`/dashboard/${path}`);
        await settle(page);
        await screenshot(page, lang, path);
      }
      await page.locator('[data-user-type="vendor"]').click();
      await settle(page);
      await screenshot(page, lang, 'login');
      for (const path of ['register', 'forget-password']) {
        await page.goto(`/dashboard/${path}`);
        await settle(page);
        await screenshot(page, lang, path);
      }
    });

    test('admin pages', async ({ page, request }) => {
      const admin = await loginAs(page, request, 'admin');
      await createCountry(request, admin, `Shot${tag()}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 860 });
        for (const path of [
          'home',
          'countries/record',
          'cities/record',
          'cancel-reasons/record',
          'faq/record',
        ]) {
          await page.goto(`/dashboard/${path}`);
          await settle(page);
          await screenshot(page, lang, `${width}-${path.replace('/record', '')}`);
        }
      }
      await page.setViewportSize({ width: 1366, height: 860 });
      await page.goto('/dashboard/cities/record');
      await page.locator('.ant-table-row').first().locator('button').first().click();
      await settle(page);
      await screenshot(page, lang, 'cities-drawer');
      await page.goto('/dashboard/cities/add');
      await page.locator('button[type="submit"]').click();
      await settle(page);
      await screenshot(page, lang, 'cities-add-errors');
      for (const path of ['profile', 'update-profile', 'password', 'does-not-exist']) {
        await page.goto(`/dashboard/${path}`);
        await settle(page);
        await screenshot(page, lang, path);
      }
    });

    test('vendor menu pages', async ({ page, request }) => {
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      await createMeal(request, vendor, { category_id: category.id, price: '25' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 860 });
        for (const path of [
          'meals/record',
          'mealsTogether/record',
          'categories/record',
          'mealExtras/record',
        ]) {
          await page.goto(`/dashboard/${path}`);
          await settle(page);
          await screenshot(page, lang, `${width}-${path.replace('/record', '')}`);
        }
      }
    });
  });
}
