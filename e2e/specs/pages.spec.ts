import { expectAccessible } from '../support/axe.ts';
import { createCategory, createMeal } from '../support/menu.ts';
import { box, expectListFits, expectNoPageOverflow, openInApp, rows } from '../support/navigate.ts';
import { loginAs, openAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Every page of the dashboard, visited once per language: axe-core (WCAG 2.1 A and AA, no serious
 * or critical violation) on the page, its details drawer and its form with errors, and on the lists
 * with the most columns the layout at a laptop (1366 px): nothing under the sticky actions column,
 * no page wider than the screen, a compact filter panel. Each sweep loads the dashboard once and
 * moves through it as its links do; the lists at a tablet (820 px) and a phone (390 px) have their
 * own sweep. Every page reads differently in Arabic (right to left) and English, so both are swept.
 * axe reads the whole page (the shell: sider and header) on a sweep's first page, and after that
 * what changes from page to page: the page's own content, its drawer, its dialog.
 * (a11y.spec.ts: the checker itself, and contrast in every theme.)
 */
const LANGS = [
  { locale: 'ar-SA', filters: 'عوامل التصفية' },
  { locale: 'en-US', filters: 'Filters' },
] as const;

interface ListPage {
  path: string;
  /** Has an add form (checked with its errors shown). */
  add?: boolean;
  /** Among the lists with the most columns: its layout at 1366 px is checked. */
  layout?: boolean;
}

/** The platform admin's lists, in two sweeps that run side by side. */
const ADMIN_LISTS: ListPage[][] = [
  [
    { path: 'orders', layout: true },
    { path: 'reservations', layout: true },
    { path: 'vendors', add: true, layout: true },
    { path: 'branches', add: true, layout: true },
    { path: 'branchusers', add: true, layout: true },
    { path: 'coupons', add: true, layout: true },
    { path: 'subscription', layout: true },
    { path: 'contacts', layout: true },
    { path: 'clients' },
    { path: 'roles' },
    { path: 'notifications' },
  ],
  [
    { path: 'countries', add: true },
    { path: 'cities', add: true, layout: true },
    { path: 'cancel-reasons', add: true, layout: true },
    { path: 'faq', add: true },
    { path: 'sliders', add: true },
    { path: 'meals', add: true, layout: true },
    { path: 'mealsTogether', add: true, layout: true },
    { path: 'categories', add: true },
    { path: 'mealExtras', add: true },
    { path: 'users', add: true },
    { path: 'points', add: true },
  ],
];

/** The brand manager's lists with the most columns. */
const VENDOR_LISTS = [
  'orders',
  'reservations',
  'branches',
  'branchusers',
  'coupons',
  'subscription',
  'meals',
];

/** The e-invoicing compliance page's two tabs (lists with the page's figures above them). */
const EINVOICING_PAGES = ['e-invoicing', 'e-invoicing/units'];

/** A sweep starts on one page, loaded once; it moves on with `openInApp`. */
async function start(page: Page, path: string): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await expect(page.locator('#main-content')).toBeVisible();
}

/** What changes from page to page (the shell is read once, with a sweep's first page). */
const CONTENT = { include: '#main-content' };
const DRAWER = { include: '.ant-drawer-content-wrapper' };

/**
 * Each bilingual pair of a form (`name_ar`, `name_en`) stands on one row, Arabic first, unless the
 * Arabic one takes its row by itself (a wide field: an address, a description).
 */
async function expectPairsSideBySide(page: Page, what: string) {
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  const pairs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main-content form [id$="_ar"]')].flatMap((ar) => {
      const en = document.getElementById(ar.id.replace(/_ar$/, '_en'));
      if (!en || ar.closest('.ant-col-md-24')) return [];
      return [{ id: ar.id, ar: ar.getBoundingClientRect().top, en: en.getBoundingClientRect().top }];
    }),
  );
  for (const pair of pairs) expect(pair.ar, `${what}: ${pair.id} beside its English twin`).toBe(pair.en);
}

/**
 * A list: its first row, its layout where asked, axe on it (`whole`: with the shell) and on its
 * first record's drawer, and its add form with the errors of an empty submit.
 */
async function sweepList(page: Page, what: string, filters: string, list: ListPage, whole: boolean) {
  await openInApp(page, `${list.path}/record`);
  await expect(rows(page).first(), what).toBeVisible();
  // One top heading a page: its title (screen readers move by headings).
  await expect(page.getByRole('heading', { level: 1 }), what).toHaveCount(1);
  if (list.layout) await expectListFits(page, what, filters);
  await expectAccessible(page, `${what} list`, whole ? {} : CONTENT);
  await rows(page).first().locator('button:has(.anticon-eye)').click();
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
  await expectAccessible(page, `${what} details`, DRAWER);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
  if (!list.add) return;
  await openInApp(page, `${list.path}/add`);
  await expect(page.getByRole('heading', { level: 1 }), `${what} add`).toHaveCount(1);
  await expectPairsSideBySide(page, `${what} add`);
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await expectAccessible(page, `${what} add with errors`, CONTENT);
}

for (const { locale, filters } of LANGS) {
  test.describe(`every page (${locale})`, () => {
    test.use({ locale });

    ADMIN_LISTS.forEach((lists, part) => {
      test(`the admin's lists (part ${part + 1}): layout, details drawer, add form`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        await loginAs(page, request, 'admin');
        await start(page, 'profile');
        for (const [i, list] of lists.entries())
          await sweepList(page, `admin ${list.path}`, filters, list, i === 0);
      });
    });

    test('the vendor’s lists, its subscription renewal and a meal form with images', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      const meal = await createMeal(request, vendor, { category_id: category.id, price: '25' });
      await start(page, 'profile');
      for (const [i, path] of VENDOR_LISTS.entries()) {
        const what = `vendor ${path}`;
        await openInApp(page, `${path}/record`);
        await expect(rows(page).first(), what).toBeVisible();
        await expectListFits(page, what, filters);
        await expectAccessible(page, `${what} list`, i === 0 ? {} : CONTENT);
      }
      await openInApp(page, 'subscription/record');
      await page.locator('a[href*="/renew"] button').first().click();
      await expect(page.locator('.plan-choices')).toBeVisible();
      await expectAccessible(page, 'subscription renewal', CONTENT);
      await openInApp(page, `meals/${meal.id}/edit`);
      await expect(page.getByTestId('image-item')).toHaveCount(1);
      await expectAccessible(page, 'meal edit', CONTENT);
    });

    test('the e-invoicing compliance page: both tabs for the platform and a brand, a document’s drawer, the onboarding and renewal forms with errors', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      for (const account of ['admin', 'vendor'] as const) {
        await loginAs(page, request, account);
        await start(page, 'profile');
        for (const [i, path] of EINVOICING_PAGES.entries()) {
          const what = `${account} ${path}`;
          await openInApp(page, path);
          await expect(rows(page).first(), what).toBeVisible();
          await expect(page.getByTestId('zatca-figures'), what).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }), what).toHaveCount(1);
          await expectListFits(page, what, filters);
          await expectAccessible(page, `${what} list`, i === 0 ? {} : CONTENT);
          await rows(page).first().locator('button:has(.anticon-eye)').click();
          await expect(page.locator('.ant-drawer-content-wrapper')).toBeVisible();
          await expectAccessible(page, `${what} details`, DRAWER);
          await page.keyboard.press('Escape');
          await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
        }
        // On the units tab: "onboard a branch" and a unit's renewal, each sent empty (its errors shown).
        const dialog = page.locator('.ant-modal');
        for (const [open, name] of [
          [page.locator('.page-header button.ant-btn-primary'), 'onboarding'],
          [rows(page).first().locator('button:has(.anticon-sync)'), 'renewal'],
        ] as const) {
          await open.click();
          await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
          await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
          await expectAccessible(page, `${account} ${name} with errors`, { include: '.ant-modal-wrap' });
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
    });

    test('the admin’s other pages: home, profile, errors, settings, edit forms, the bell and the sider', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await loginAs(page, request, 'admin');
      await start(page, 'home');
      await expect(page.locator('.stat-card').first()).toBeVisible();
      await expectAccessible(page, 'home');
      for (const path of ['profile', 'update-profile', 'password']) {
        await openInApp(page, path);
        await expectAccessible(page, path, CONTENT);
      }
      // The error pages stand on their own (no shell around them).
      for (const path of ['no-permission', 'does-not-exist']) {
        await openInApp(page, path);
        await expectAccessible(page, path);
      }
      // The platform settings, tab by tab.
      for (const tab of ['general', 'legal', 'subscriptions', 'invoices', 'commission', 'contact']) {
        await openInApp(page, `settings/record?tab=${tab}`, { samePage: tab !== 'general' });
        await expect(page.locator(`form[data-group="${tab}"]`)).toBeVisible();
        if (tab === 'legal') await expect(page.locator('.rich-text-content')).toHaveCount(4);
        await expectAccessible(page, `settings ${tab}`, CONTENT);
      }
      // Edit forms: a city, and the reply to a contact message.
      for (const path of ['cities', 'contacts']) {
        await openInApp(page, `${path}/record`);
        await rows(page).first().locator('button:has(.anticon-edit)').click();
        await expect(page).toHaveURL(new RegExp(`/${path}/\\d+/edit$`));
        await expect(page.locator('form button[type="submit"]')).toBeVisible();
        await expectAccessible(page, `${path} edit`, CONTENT);
      }
      // The notification bell's dropdown, and the send dialog with its errors.
      await openInApp(page, 'notifications/record');
      await expect(rows(page).first()).toBeVisible();
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-inbox').locator('.inbox-item').first()).toBeVisible();
      await expectAccessible(page, 'notification inbox', { include: '[data-testid="notification-inbox"]' });
      await page.keyboard.press('Escape');
      await page.locator('.page-header button.ant-btn-primary').click();
      const dialog = page.locator('.ant-modal');
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await expectAccessible(page, 'send notification with errors', { include: '.ant-modal-wrap' });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The sider stays one screen high and its last page scrolls into view above the fold button:
      // the platform's menu is the longest, and it once made a short page scroll and hid its last items.
      await page.setViewportSize({ width: 1366, height: 768 });
      await openInApp(page, 'cities/record');
      await expect(rows(page).first()).toBeVisible();
      const sider = await box(page.locator('.app-sider'));
      expect(sider.height).toBeLessThanOrEqual(768);
      const last = page.locator('.app-sider .ant-menu-item').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const fold = await box(page.locator('.app-sider .ant-layout-sider-trigger'));
      const item = await box(last);
      expect(item.y + item.height).toBeLessThanOrEqual(fold.y + 0.5);
      // The page itself did not scroll to show it.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the kitchen board and the reservations day view', async ({ page, browser, request }) => {
      await openAs(page, request, 'kitchen', '/dashboard/kitchen');
      await expect(page.locator('.kitchen-board')).toBeVisible();
      await expectAccessible(page, 'kitchen board');
      const context = await browser.newContext({ locale });
      try {
        const host = await context.newPage();
        await loginAs(host, request, 'branch');
        await host.goto('/dashboard/reservations/day');
        await expect(host.locator('.reservation-day-grid')).toBeVisible();
        await expectAccessible(host, 'reservations day view');
      } finally {
        await context.close();
      }
    });

    test('the pages before login', async ({ page }) => {
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

    test('at 820 and 390 px the filters fold behind a button and nothing overflows', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await loginAs(page, request, 'admin');
      await start(page, 'profile');
      for (const width of [820, 390]) {
        await page.setViewportSize({ width, height: 860 });
        for (const path of [
          'cities/record',
          'cancel-reasons/record',
          'mealsTogether/record',
          ...EINVOICING_PAGES,
        ]) {
          await openInApp(page, path);
          await expect(rows(page).first()).toBeVisible();
          const what = `${path} at ${width}px`;
          await expectNoPageOverflow(page, what);
          if (width === 820) {
            // The sider is folded to its icons: no section title cut short ("Gene…"), a line
            // between the sections instead.
            await expect(page.locator('.app-sider .ant-menu-item-group-title'), what).toHaveCount(0);
            expect(await page.locator('.app-sider .ant-menu-item-divider').count(), what).toBeGreaterThan(0);
            await expect(page.locator('.app-sider .ant-menu-item').first(), what).toBeVisible();
          }
          // The header's controls stay whole inside the header.
          const header = await box(page.locator('.app-header'));
          for (const control of await page.locator('.app-header button').all()) {
            const c = await box(control);
            expect(c.y, `${what}: header control cut off`).toBeGreaterThanOrEqual(header.y);
            expect(c.y + c.height, `${what}: header control cut off`).toBeLessThanOrEqual(
              header.y + header.height,
            );
            expect(c.x).toBeGreaterThanOrEqual(0);
            expect(c.x + c.width).toBeLessThanOrEqual(width);
          }
          const fields = page.locator('#list-filter-fields');
          await expect(fields, what).toBeHidden();
          const toggle = page.locator('.filter-toggle').getByRole('button', { name: filters });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(fields.locator('input').first(), what).toBeVisible();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expectNoPageOverflow(page, `${what}, filters open`);
          // The actions of the first row are on the screen (the table scrolls inside its box).
          const action = await box(rows(page).first().locator('td').last().getByRole('button').first());
          expect(action.x).toBeGreaterThanOrEqual(0);
          expect(action.x + action.width).toBeLessThanOrEqual(width);
        }
      }
    });
  });
}
