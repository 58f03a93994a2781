import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createCategory, createMeal } from '../support/menu.ts';
import { loginAs } from '../support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

for (const locale of ['en-US', 'ar-SA']) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale });

    test('login page', async ({ page }) => {
      await page.goto('/dashboard/choose-user-type');
      await page.locator('[data-user-type="admin"]').click();
      await expect(page.locator('form')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('home page', async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/home');
      await expect(page.locator('.stat-card').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a list page', async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/cities/record');
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the meals list and the meal form with images', async ({ page, request }) => {
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      const meal = await createMeal(request, vendor, { category_id: category.id, price: '25' });
      await page.goto('/dashboard/meals/record');
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/dashboard/meals/${meal.id}/edit`);
      await expect(page.getByTestId('image-item')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
