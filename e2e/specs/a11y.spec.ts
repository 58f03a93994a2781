import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, seriousViolations } from '../support/axe.ts';
import { createCategory, createMeal } from '../support/menu.ts';
import { loginAs } from '../support/session.ts';

/**
 * axe-core on every page (WCAG 2.1 A and AA): no serious or critical violation, in both languages,
 * and the shell with the sidebar, a list, a form with errors and a danger dialog in every theme,
 * light and dark.
 */
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The first row of a list (a busy machine may take a while to bring it). */
const firstRowShown = (page: Page) => expect(rows(page).first()).toBeVisible({ timeout: 30_000 });

/** Lists the platform admin opens; each also has an add form. */
const ADMIN_LISTS = [
  'countries',
  'cities',
  'cancel-reasons',
  'faq',
  'sliders',
  'meals',
  'mealsTogether',
  'categories',
  'mealExtras',
  'vendors',
  'branches',
  'branchusers',
  'users',
  'coupons',
  'points',
];

/** Lists with no add page (customers sign up in the app; roles are edited only; orders are placed by customers). */
const LIST_ONLY = ['clients', 'roles', 'orders', 'reservations', 'subscription', 'notifications', 'contacts'];

test('the checker finds what it is there to find: an image without a name, text without contrast', async ({
  page,
}) => {
  await page.goto('/dashboard/choose-user-type');
  await expect(page.locator('[data-user-type="admin"]')).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">' +
        '<p style="color:#eee;background:#fff;font-size:14px">barely there</p>',
    );
  });
  const found = (await seriousViolations(page)).map((v) => v.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

for (const locale of ['en-US', 'ar-SA']) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale });

    test('pages before login', async ({ page }) => {
      // eleven pages and forms, each swept by axe
      test.setTimeout(120_000);
      await page.goto('/dashboard/choose-user-type');
      await expect(page.locator('[data-user-type="admin"]')).toBeVisible();
      await expectAccessible(page, 'choose-user-type');
      await page.goto('/dashboard/join-us');
      await expectAccessible(page, 'join-us');
      // The restaurants' contact form, with its errors under the fields.
      await page.locator('form.join-form button[type="submit"]').click();
      await expect(page.locator('form.join-form .ant-form-item-explain-error').first()).toBeVisible();
      await expectAccessible(page, 'join-us form with errors');
      for (const type of ['admin', 'vendor', 'branch']) {
        await page.goto('/dashboard/choose-user-type');
        await page.locator(`[data-user-type="${type}"]`).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.locator('form')).toBeVisible();
        await expectAccessible(page, `login ${type}`);
      }
      // Errors under the fields, and the password's eye.
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('.auth-field-error').first()).toBeVisible();
      await expectAccessible(page, 'login with errors');
      await page.goto('/dashboard/forget-password');
      await expect(page.locator('form')).toBeVisible();
      await expectAccessible(page, 'forget-password');
      await page.goto('/dashboard/choose-user-type');
      await page.locator('[data-user-type="vendor"]').click();
      await page.goto('/dashboard/register');
      await expect(page.locator('form')).toBeVisible();
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await expectAccessible(page, 'register with errors');
    });

    test('home, profile and error pages', async ({ page, request }) => {
      // Six pages, each checked by axe: a busy machine needs more than one test's usual minute.
      test.setTimeout(150_000);
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/home');
      await expect(page.locator('.stat-card').first()).toBeVisible();
      await expectAccessible(page, 'home');
      for (const path of ['profile', 'update-profile', 'password', 'no-permission', 'does-not-exist']) {
        await page.goto(`/dashboard/${path}`);
        await expect(page.locator('main, #main-content').first()).toBeVisible();
        await expectAccessible(page, path);
      }
    });

    // One test a list, so the sweep spreads over the workers.
    for (const list of ADMIN_LISTS) {
      test(`the ${list} list, its details drawer and its add form`, async ({ page, request }) => {
        await loginAs(page, request, 'admin');
        await page.goto(`/dashboard/${list}/record`);
        await firstRowShown(page);
        await expectAccessible(page, `${list} list`);

        await rows(page).first().locator('button:has(.anticon-eye)').click();
        await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
        await expectAccessible(page, `${list} details`);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();

        await page.goto(`/dashboard/${list}/add`);
        await expect(page.locator('form button[type="submit"]')).toBeVisible();
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
        await expectAccessible(page, `${list} add with errors`);
      });
    }

    for (const list of LIST_ONLY) {
      test(`the ${list} list and its details drawer`, async ({ page, request }) => {
        await loginAs(page, request, 'admin');
        await page.goto(`/dashboard/${list}/record`);
        await firstRowShown(page);
        await expectAccessible(page, `${list} list`);
        await rows(page).first().locator('button:has(.anticon-eye)').click();
        await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
        await expectAccessible(page, `${list} details`);
      });
    }

    test('the kitchen board', async ({ page, request }) => {
      await loginAs(page, request, 'kitchen');
      await page.goto('/dashboard/kitchen');
      await expect(page.locator('.kitchen-board')).toBeVisible();
      await expectAccessible(page, 'kitchen board');
    });

    test('the reservations day view', async ({ page, request }) => {
      await loginAs(page, request, 'branch');
      await page.goto('/dashboard/reservations/day');
      await expect(page.locator('.reservation-day-grid')).toBeVisible();
      await expectAccessible(page, 'reservations day view');
    });

    test('the notification bell’s dropdown and the send dialog with its errors', async ({
      page,
      request,
    }) => {
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/notifications/record');
      await firstRowShown(page);
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-inbox').locator('.inbox-item').first()).toBeVisible();
      await expectAccessible(page, 'notification inbox');
      await page.keyboard.press('Escape');
      await page.locator('.page-header button.ant-btn-primary').click();
      const dialog = page.locator('.ant-modal');
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await expectAccessible(page, 'send notification with errors');
    });

    test('the vendor’s subscription renewal', async ({ page, request }) => {
      await loginAs(page, request, 'vendor');
      await page.goto('/dashboard/subscription/record');
      await firstRowShown(page);
      await expectAccessible(page, 'vendor subscriptions');
      await page.locator('a[href*="/renew"] button').first().click();
      await expect(page.locator('.plan-choices')).toBeVisible();
      await expectAccessible(page, 'subscription renewal');
    });

    test('an edit form', async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/cities/record');
      await rows(page).first().locator('button:has(.anticon-edit)').click();
      await expect(page).toHaveURL(/\/cities\/\d+\/edit$/);
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await expectAccessible(page, 'cities edit');
    });

    // One test a tab of the platform settings, as for the lists.
    for (const tab of ['general', 'legal', 'subscriptions', 'invoices', 'commission', 'contact']) {
      test(`the platform settings, ${tab} tab`, async ({ page, request }) => {
        await loginAs(page, request, 'admin');
        await page.goto(`/dashboard/settings/record?tab=${tab}`);
        await expect(page.locator(`form[data-group="${tab}"]`)).toBeVisible({ timeout: 30_000 });
        if (tab === 'legal')
          await expect(page.locator('.rich-text-content')).toHaveCount(4, { timeout: 30_000 });
        await expectAccessible(page, `settings ${tab}`);
      });
    }

    test('a contact message’s reply page', async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      await page.goto('/dashboard/contacts/record');
      await rows(page).first().locator('button:has(.anticon-edit)').click();
      await expect(page).toHaveURL(/\/contacts\/\d+\/edit$/);
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await expectAccessible(page, 'contact reply');
    });

    test('the meals list and the meal form with images', async ({ page, request }) => {
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      const meal = await createMeal(request, vendor, { category_id: category.id, price: '25' });
      await page.goto('/dashboard/meals/record');
      await firstRowShown(page);
      await expectAccessible(page, 'vendor meals list');
      await page.goto(`/dashboard/meals/${meal.id}/edit`);
      await expect(page.getByTestId('image-item')).toHaveCount(1);
      await expectAccessible(page, 'meal edit');
    });
  });
}

/**
 * The password field's eye: its size and its contrast against the field (WCAG 1.4.11 asks 3:1 for
 * the parts of a control a person must see; axe checks text only).
 */
async function eyeContrast(page: Page): Promise<{ size: number; ratio: number }> {
  return page
    .locator('.ant-input-password-icon')
    .first()
    .evaluate((icon) => {
      const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const field = icon.closest('.ant-input-affix-wrapper') ?? document.body;
      let background = rgba(getComputedStyle(field).backgroundColor);
      // A see-through field shows the page behind it.
      if ((background[3] ?? 1) < 1) {
        const page = rgba(
          getComputedStyle(document.querySelector('.ant-card') ?? document.body).backgroundColor,
        );
        const a = background[3] ?? 0;
        background = [0, 1, 2].map((i) => (background[i] ?? 0) * a + (page[i] ?? 255) * (1 - a));
      }
      const [r, g, b, a = 1] = rgba(getComputedStyle(icon).color);
      const fg = [r, g, b].map((c, i) => (c ?? 0) * a + (background[i] ?? 0) * (1 - a));
      const lum = (c: number[]) =>
        c
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
      const [hi, lo] = [lum(fg), lum(background)].sort((x, y) => y - x);
      return { size: icon.getBoundingClientRect().width, ratio: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05) };
    });
}

const COLORS = ['blue', 'green', 'red', 'purple', 'grey', 'pink'] as const;

/** A theme changes colours alone: the other rules are checked on these pages in the default theme above. */
const contrastOnly = { rules: ['color-contrast'] };

test.describe('contrast in every theme, light and dark', () => {
  for (const color of COLORS) {
    test(`${color} theme`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await loginAs(page, request, 'admin');
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate(
          ([c, m]) => {
            localStorage.setItem('sufra.theme', c);
            localStorage.setItem('sufra.mode', m);
          },
          [color, mode] as const,
        );
        const what = `${color} ${mode}`;
        // The shell: the selected sidebar item, the header, a list with its switches and buttons.
        await page.goto('/dashboard/cities/record');
        await firstRowShown(page);
        await expectAccessible(page, `${what} cities list`, contrastOnly);
        // The danger button of the delete dialog.
        await rows(page).first().locator('button:has(.anticon-delete)').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `${what} delete dialog`, contrastOnly);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        // Error text under the fields.
        await page.goto('/dashboard/cities/add');
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
        await expectAccessible(page, `${what} form errors`, contrastOnly);
        // The password field's eye.
        await page.goto('/dashboard/password');
        await expect(page.locator('.ant-input-password-icon').first()).toBeVisible();
        await expectAccessible(page, `${what} password`, contrastOnly);
        const eye = await eyeContrast(page);
        expect(eye.size, `${what} eye size`).toBeGreaterThanOrEqual(16);
        expect(eye.ratio, `${what} eye contrast`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
