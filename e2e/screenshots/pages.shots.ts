import { expect, type Page, test } from '@playwright/test';
import { createCountry, tag } from '../support/api.ts';
import { createCategory, createMeal } from '../support/menu.ts';
import { loginAs, screenshot } from '../support/session.ts';

const LANGS = [
  { lang: 'ar', locale: 'ar-SA' },
  { lang: 'en', locale: 'en-US' },
] as const;
const WIDTHS = [1366, 820, 390] as const;
type Lang = (typeof LANGS)[number]['lang'];

/** Shoots the page once it has settled (no request under way, no spinner, the fonts loaded). */
async function shoot(page: Page, lang: Lang, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, lang, name);
}

/** Opens each page in turn and shoots it, named after its path unless `name` says. */
async function shootPages(
  page: Page,
  lang: Lang,
  paths: readonly string[],
  name: (path: string) => string = (path) => path,
) {
  for (const path of paths) {
    await page.goto(`/dashboard/${path}`);
    await shoot(page, lang, name(path));
  }
}

/** The same pages at each width, named `<width>-<page>` (a list without its `/record`). */
async function shootPagesAtWidths(page: Page, lang: Lang, paths: readonly string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await shootPages(page, lang, paths, (path) => `${width}-${path.replace('/record', '')}`);
  }
}

for (const { lang, locale } of LANGS) {
  test.describe(`screenshots ${lang}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 300_000 });

    test('pages before login', async ({ page }) => {
      await shootPages(page, lang, ['choose-user-type', 'join-us']);
      await page.locator('[data-user-type="vendor"]').click();
      await shoot(page, lang, 'login');
      await shootPages(page, lang, ['register', 'forget-password']);
    });

    test('admin pages', async ({ page, request }) => {
      const admin = await loginAs(page, request, 'admin');
      await createCountry(request, admin, `Shot${tag()}`);
      await shootPagesAtWidths(page, lang, [
        'home',
        'countries/record',
        'cities/record',
        'cancel-reasons/record',
        'faq/record',
      ]);
      await page.setViewportSize({ width: 1366, height: 860 });
      await page.goto('/dashboard/cities/record');
      await page.locator('.ant-table-row').first().locator('button').first().click();
      await shoot(page, lang, 'cities-drawer');
      await page.goto('/dashboard/cities/add');
      await page.locator('button[type="submit"]').click();
      await shoot(page, lang, 'cities-add-errors');
      await shootPages(page, lang, ['profile', 'update-profile', 'password', 'does-not-exist']);
    });

    test('vendor menu pages', async ({ page, request }) => {
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      await createMeal(request, vendor, { category_id: category.id, price: '25' });
      await shootPagesAtWidths(page, lang, [
        'meals/record',
        'mealsTogether/record',
        'categories/record',
        'mealExtras/record',
      ]);
    });

    test('vendor e-invoicing pages', async ({ page, request }) => {
      await loginAs(page, request, 'vendor');
      await shootPagesAtWidths(page, lang, ['e-invoicing']);
      await shootPages(page, lang, ['e-invoicing/units'], () => 'e-invoicing-units');
    });
  });
}
