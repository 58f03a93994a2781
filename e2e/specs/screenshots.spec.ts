import { expect, type Page, test } from '@playwright/test';
import { createCountry, tag } from '../support/api.ts';
import { loginAs, screenshot } from '../support/session.ts';

/** Screenshots of the main pages in both languages (e2e/test-results/screenshots/<lang>-<page>.png). */
const LANGS = [
  { lang: 'ar', locale: 'ar-SA' },
  { lang: 'en', locale: 'en-US' },
] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const { lang, locale } of LANGS) {
  test.describe(`screenshots ${lang}`, () => {
    test.use({ locale });

    test('pages before login', async ({ page }) => {
      await page.goto('/dashboard/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await settle(page);
      await screenshot(page, lang, 'choose-user-type');
      await page.locator('[data-user-type="vendor"]').click();
      await settle(page);
      await screenshot(page, lang, 'login');
      await page.goto('/dashboard/register');
      await settle(page);
      await screenshot(page, lang, 'register');
      await page.goto('/dashboard/join-us');
      await settle(page);
      await screenshot(page, lang, 'join-us');
      await page.goto('/dashboard/forget-password');
      await settle(page);
      await screenshot(page, lang, 'forget-password');
    });

    test('pages after login', async ({ page, request }) => {
      const admin = await loginAs(page, request, 'admin');
      await createCountry(request, admin, `Shot${tag()}`);
      await page.goto('/dashboard/home');
      await settle(page);
      await screenshot(page, lang, 'home');

      await page.goto('/dashboard/countries/record');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'countries-list');
      await page.locator('.ant-table-row').first().locator('button').first().click();
      await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'countries-drawer');

      await page.goto('/dashboard/cities/record?per_page=5');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'cities-list');
      const firstEdit = page.locator('.ant-table-row').first().locator('button:has(.anticon-edit)');
      await firstEdit.click();
      await expect(page.locator('.list-field')).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'cities-edit');

      await page.goto('/dashboard/cities/add');
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await screenshot(page, lang, 'cities-add-errors');

      await page.goto('/dashboard/cancel-reasons/record');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'cancel-reasons-list');

      await page.goto('/dashboard/faq/record');
      await settle(page);
      await screenshot(page, lang, 'faq-list');
      await page.goto('/dashboard/faq/add');
      await settle(page);
      await screenshot(page, lang, 'faq-add');

      await page.goto('/dashboard/profile');
      await settle(page);
      await screenshot(page, lang, 'profile');
      await page.goto('/dashboard/update-profile');
      await settle(page);
      await screenshot(page, lang, 'update-profile');
      await page.goto('/dashboard/password');
      await settle(page);
      await screenshot(page, lang, 'password');
      await page.goto('/dashboard/does-not-exist');
      await settle(page);
      await screenshot(page, lang, 'not-found');
    });
  });
}
