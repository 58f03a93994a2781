import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './axe.ts';

/**
 * Moving between the dashboard's pages as a person does, and the layout checks of a list at a
 * laptop's width. Loading the dashboard is the costliest step of a browser test (a second and a
 * half of CPU on a small machine: its scripts, React and antd's styles), so a test loads it once
 * and then moves in it as its links do.
 */

/**
 * Opens a dashboard page as the dashboard's own links do: the router moves, the app stays loaded.
 * Returns once the new page has replaced the old one and its data has arrived (a page that sends
 * the visitor on, as to no-permission, ends where it sends). `samePage`: only the address's query
 * changes (a tab of the same page), so nothing is replaced: the caller waits for what the query shows.
 */
export async function openInApp(page: Page, path: string, { samePage = false } = {}): Promise<void> {
  await page.evaluate(
    ([to, mark]) => {
      // The page on screen now: gone once the router has rendered the next one.
      if (mark)
        for (const child of document.querySelectorAll('#main-content > *'))
          child.setAttribute('data-left', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    [`/dashboard/${path}`, !samePage] as const,
  );
  if (!samePage) {
    await expect(page.locator('#main-content > [data-left]')).toHaveCount(0);
    // The old page is gone; the new one is on screen (a route into another layout mounts the shell
    // anew, and until its code has loaded there is no #main-content at all).
    await expect(page.locator('#main-content > :not([data-left])').first()).toBeAttached();
  }
  await settled(page);
}

/**
 * Shows a dashboard page: moves there in the running dashboard (`openInApp`), or loads it when the
 * page does not show the signed-in dashboard yet, or already shows this very path (then a reload
 * reads everything afresh, as a test asking for the same page again means).
 */
export async function visit(page: Page, path: string): Promise<void> {
  const target = new URL(`/dashboard/${path}`, 'http://host');
  const current = /^https?:/.test(page.url()) ? new URL(page.url()) : undefined;
  const running =
    current?.pathname.startsWith('/dashboard/') === true &&
    current.pathname !== target.pathname &&
    (await page.locator('#main-content').count()) > 0;
  if (running) await openInApp(page, path);
  else await page.goto(`/dashboard/${path}`);
}

/**
 * Closes the toasts on screen, as a person clicks their ×: a page that stays open keeps the toast
 * of its last action for a few seconds, and the next one a test waits for must be a new one.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLElement>('.ant-notification-notice-close'))
      close.click();
  });
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

/** A list's rows. */
export const rows = (page: Page): Locator => page.locator('#main-content .ant-table-tbody tr.ant-table-row');

/** The rows of any table on the page, a drawer's or a dialog's too. */
export const tableRows = (page: Page): Locator => page.locator('.ant-table-tbody tr.ant-table-row');

/** Picks an option of an antd select by typing its label (the option list is virtual). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${option}"]`).click();
}

type Box = { x: number; y: number; width: number; height: number };

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

const overlapWidth = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));

/**
 * The page itself never scrolls sideways: only the table may, inside its own box. Asked until the
 * layout has settled: after a change of width the page lays itself out again on React's next render
 * (the breakpoints), which a busy machine may not have reached when the width changed.
 */
export async function expectNoPageOverflow(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: `${what}: page wider than the screen`,
      },
    )
    .toBeLessThanOrEqual(0);
}

/**
 * A list at 1366 px: the sider's section titles whole, nothing hidden under the sticky actions
 * column, no cell wider than its column, every action inside its cell, a whole status switch, and a
 * compact filter panel shown without its toggle (`filters`: the toggle's name in the page's language).
 */
export async function expectListFits(page: Page, what: string, filters: string): Promise<void> {
  for (const title of await page.locator('.app-sider .ant-menu-item-group-title').all()) {
    const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, `${what}: section title "${await title.textContent()}" cut short`).toBe(true);
  }
  await expect(page.locator('.app-sider .ant-menu-item-group-title').first(), what).toBeVisible();
  await expectNoPageOverflow(page, what);

  // The table fits: no sideways scroll, so no column slides under the sticky actions column.
  const content = page.locator('#main-content .ant-table-content, #main-content .ant-table-body');
  const [scrollWidth, clientWidth] = await content.first().evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth, `${what}: table scrolls sideways`).toBeLessThanOrEqual((clientWidth ?? 0) + 1);
  const headers = page.locator('#main-content .ant-table thead th');
  const actions = await box(headers.last());
  const count = await headers.count();
  for (let i = 0; i < count - 1; i += 1) {
    const header = await box(headers.nth(i));
    expect(overlapWidth(header, actions), `${what}: column ${i + 1} under the actions`).toBe(0);
  }
  // Every action button is inside the actions cell, in both languages.
  const firstRow = rows(page).first();
  const actionCell = await box(firstRow.locator('td').last());
  for (const button of await firstRow.locator('td').last().getByRole('button').all()) {
    const b = await box(button);
    expect(b.x >= actionCell.x - 0.5 && b.x + b.width <= actionCell.x + actionCell.width + 0.5).toBe(true);
  }
  // Nothing in a cell runs past it (a long status tag, an amount, a switch).
  const spilled = await page
    .locator('#main-content .ant-table-tbody tr.ant-table-row td')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''),
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
}
