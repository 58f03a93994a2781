import { expect, type Locator, type Page, test } from '@playwright/test';
import type { AccountName } from '../support/api.ts';
import { loginAs } from '../support/session.ts';

/**
 * What a person sees on the lists at a laptop (1366 px), a tablet (820 px) and a phone (390 px), in
 * Arabic and English: nothing hidden under the sticky actions column, no page wider than the screen,
 * a compact filter panel that folds behind a button on small screens.
 */
const LANGS = [
  { locale: 'ar-SA', filters: 'عوامل التصفية' },
  { locale: 'en-US', filters: 'Filters' },
] as const;

/** The lists with the most columns for each role (the platform sees each record's brand too). */
const LISTS: { account: AccountName; paths: string[] }[] = [
  {
    account: 'admin',
    paths: [
      'orders',
      'reservations',
      'vendors',
      'branches',
      'branchusers',
      'coupons',
      'subscription',
      'contacts',
      'cities',
      'cancel-reasons',
      'meals',
      'mealsTogether',
    ],
  },
  {
    account: 'vendor',
    paths: ['orders', 'reservations', 'branches', 'branchusers', 'coupons', 'subscription', 'meals'],
  },
];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

const overlapWidth = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));

async function openList(page: Page, path: string) {
  await page.goto(`/dashboard/${path}/record`);
  // A busy machine may take a while to bring the first page of a list.
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
}

/** The page itself never scrolls sideways: only the table may, inside its own box. */
async function expectNoPageOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: page wider than the screen`).toBeLessThanOrEqual(0);
}

for (const { locale, filters } of LANGS) {
  test.describe(`list layout (${locale})`, () => {
    test.use({ locale });

    // One test per list: each is quick on its own, and they run side by side.
    for (const { account, path } of LISTS.flatMap(({ account, paths }) =>
      paths.map((path) => ({ account, path })),
    )) {
      test(`${account} ${path}: every column in view at 1366 px, a compact filter panel`, async ({
        page,
        request,
      }) => {
        await loginAs(page, request, account);
        await openList(page, path);
        const what = `${account} ${path}`;
        // The open sider titles its sections, each title whole.
        for (const title of await page.locator('.app-sider .ant-menu-item-group-title').all()) {
          const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth);
          expect(fits, `${what}: section title "${await title.textContent()}" cut short`).toBe(true);
        }
        await expect(page.locator('.app-sider .ant-menu-item-group-title').first(), what).toBeVisible();
        await expectNoPageOverflow(page, what);

        // The table fits: no sideways scroll, so no column slides under the sticky actions column.
        const content = page.locator('#main-content .ant-table-content, #main-content .ant-table-body');
        const [scrollWidth, clientWidth] = await content
          .first()
          .evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scrollWidth, `${what}: table scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
        const headers = page.locator('#main-content .ant-table thead th');
        const actions = await box(headers.last());
        const count = await headers.count();
        for (let i = 0; i < count - 1; i += 1) {
          const header = await box(headers.nth(i));
          expect(overlapWidth(header, actions), `${what}: column ${i + 1} under the actions`).toBe(0);
        }
        // Every action button is inside the actions cell, in both languages.
        const firstRow = page.locator('#main-content .ant-table-tbody tr.ant-table-row').first();
        const actionCell = await box(firstRow.locator('td').last());
        for (const button of await firstRow.locator('td').last().getByRole('button').all()) {
          const b = await box(button);
          expect(b.x >= actionCell.x - 0.5 && b.x + b.width <= actionCell.x + actionCell.width + 0.5).toBe(
            true,
          );
        }
        // Nothing in a cell runs past it (a long status tag, an amount, a switch).
        const spilled = await page
          .locator('#main-content .ant-table-tbody tr.ant-table-row td')
          .evaluateAll((cells) =>
            cells
              .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
              .map((cell) => cell.textContent ?? ''),
          );
        expect(spilled, `${what}: cells wider than their column`).toEqual([]);
        // The status switch is whole inside its cell (it was cut off in Arabic).
        const switches = firstRow.locator('.ant-switch');
        if ((await switches.count()) > 0) {
          const toggle = await box(switches.first());
          const cell = await box(firstRow.locator('td:has(.ant-switch)').first());
          expect(toggle.x, `${what}: switch cut off`).toBeGreaterThanOrEqual(cell.x);
          expect(toggle.x + toggle.width, `${what}: switch cut off`).toBeLessThanOrEqual(cell.x + cell.width);
        }
        // The filter panel takes a small part of the screen, every control labelled and shown.
        const panel = await box(page.locator('.filter-form'));
        expect(panel.height, `${what}: filter panel height`).toBeLessThanOrEqual(220);
        await expect(page.locator('.filter-toggle').getByRole('button', { name: filters })).toBeHidden();
        await expect(page.locator('.filter-form input').first()).toBeVisible();
      });
    }

    test('the sider stays one screen high and its last page scrolls into view above the fold button', async ({
      page,
      request,
    }) => {
      // The platform's menu is the longest: it made a short page scroll and hid its last items.
      await loginAs(page, request, 'admin');
      await page.setViewportSize({ width: 1366, height: 768 });
      await openList(page, 'cities');
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

    test('at 820 and 390 px the filters fold behind a button and nothing overflows', async ({
      page,
      request,
    }) => {
      await loginAs(page, request, 'admin');
      for (const width of [820, 390]) {
        await page.setViewportSize({ width, height: 860 });
        for (const path of ['cities', 'cancel-reasons', 'mealsTogether']) {
          await openList(page, path);
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
          const firstRow = page.locator('#main-content .ant-table-tbody tr.ant-table-row').first();
          const action = await box(firstRow.locator('td').last().getByRole('button').first());
          expect(action.x).toBeGreaterThanOrEqual(0);
          expect(action.x + action.width).toBeLessThanOrEqual(width);
        }
      }
    });
  });
}
