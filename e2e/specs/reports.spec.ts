import { readFileSync } from 'node:fs';
import { apiGet, apiLogin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { tableRows, visit } from '../support/navigate.ts';
import { loginAs, openAs, screenshot } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The three reports (SPEC §2 `/clientReports/record`, `/vendorReports/record`,
 * `/commissionReports/record`), in Arabic and in English: the admin sees the rows and the chart,
 * narrows them to a month by the date filters, and exports the rows; a vendor sees its own brand
 * only; on a phone the page reads without sliding sideways.
 */

const REPORTS = [
  { route: 'clientReports', api: 'clients', key: 'client' },
  { route: 'vendorReports', api: 'vendors', key: 'vendor' },
  { route: 'commissionReports', api: 'commission', key: 'commission' },
] as const;

const TEXT = {
  ar: {
    locale: 'ar-SA',
    titles: { client: 'تقرير العملاء', vendor: 'تقرير العلامات التجارية', commission: 'تقرير العمولة' },
    charts: {
      client: 'أعلى العملاء حسب قيمة الطلبات',
      vendor: 'المبيعات حسب العلامة التجارية',
      commission: 'العمولة حسب الشهر',
    },
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    export: 'تصدير',
    csv: 'ملف CSV',
    filters: 'عوامل التصفية',
    perBranch: 'الطلبات والحجوزات لكل فرع',
    perCity: 'الطلبات والحجوزات لكل مدينة',
    overTime: 'المبيعات عبر الزمن',
    period: 'الفترة',
    last30: 'آخر 30 يومًا',
  },
  en: {
    locale: 'en-US',
    titles: { client: 'Customers report', vendor: 'Brands report', commission: 'Commission report' },
    charts: {
      client: 'Top customers by orders amount',
      vendor: 'Sales per brand',
      commission: 'Commission per month',
    },
    from: 'From date',
    to: 'To date',
    export: 'Export',
    csv: 'CSV file',
    filters: 'Filters',
    perBranch: 'Orders and reservations per branch',
    perCity: 'Orders and reservations per city',
    overTime: 'Sales over time',
    period: 'Period',
    last30: 'Last 30 days',
  },
} as const;

interface CommissionRow {
  period: string;
}

/** The first and last day of the newest month with counted orders (the commission report's first row). */
async function busyMonth(request: Parameters<typeof apiLogin>[0]): Promise<{ from: string; to: string }> {
  const admin = await apiLogin(request, 'admin');
  const report = await apiGet<{ data: CommissionRow[] }>(request, admin, 'reports/commission?per_page=5');
  const period = report.data[0]?.period;
  if (!period) throw new Error('the demo seed has no counted orders');
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

async function pickDay(page: Page, label: string, day: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

describeInLanguages(TEXT, 'reports', (text, lang) => {
  for (const report of REPORTS) {
    test(`the admin reads the ${report.api} report with its chart, filters a month and exports it`, async ({
      page,
      request,
    }) => {
      const month = await busyMonth(request);
      await openAs(page, request, 'admin', `/dashboard/${report.route}/record`);
      await expect(page.getByRole('heading', { name: text.titles[report.key] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(text.titles[report.key]));
      await expect(tableRows(page).first()).toBeVisible();
      const chart = page.getByRole('figure', { name: text.charts[report.key] });
      await expect(chart).toBeVisible();
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expectAccessible(page, `${report.api} report (${lang})`);

      // A month by the date filters: the address and the request carry both days.
      const listed = page.waitForRequest(
        (req) =>
          req.url().includes(`/admin/reports/${report.api}?`) &&
          new URL(req.url()).searchParams.get('filter[to]') === month.to,
      );
      await pickDay(page, text.from, month.from);
      await expect(page).toHaveURL(new RegExp(`from=${month.from}`));
      await pickDay(page, text.to, month.to);
      await expect(page).toHaveURL(new RegExp(`to=${month.to}`));
      expect(new URL((await listed).url()).searchParams.get('filter[from]')).toBe(month.from);
      await expect(tableRows(page).first()).toBeVisible();
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await screenshot(page, lang, `report-${report.api}`);

      // The export carries the filters and holds rows.
      const exported = page.waitForRequest((req) =>
        req.url().includes(`/admin/reports/${report.api}/export`),
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.export }).hover();
      await page.getByText(text.csv, { exact: true }).click();
      const url = new URL((await exported).url());
      expect(url.searchParams.get('filter[from]')).toBe(month.from);
      expect(url.searchParams.get('filter[to]')).toBe(month.to);
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const lines = readFileSync(await file.path(), 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(lines.length).toBeGreaterThan(1);
    });
  }

  test('home charts sales over time and orders and reservations per branch and per city, for a period; the charts read in dark mode', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'admin', '/dashboard/home');
    for (const name of [text.overTime, text.perBranch, text.perCity]) {
      const chart = page.getByRole('figure', { name });
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    }
    // Each card's icon and value stay on one line, within the card (issue 32: the sales sum in riyals
    // wrapped below its icon at 1366 px in Arabic), and riyals carry no dollar sign.
    const cards = await page.locator('.stat-card .ant-statistic-content').evaluateAll((els) =>
      els.map((el) => ({
        lines: el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
        overflow: el.scrollWidth - el.clientWidth,
        text: el.textContent,
      })),
    );
    expect(cards).toHaveLength(4);
    expect(cards.filter((card) => card.lines >= 1.5 || card.overflow > 0)).toEqual([]);
    await expect(page.locator('.stat-card .anticon-dollar')).toHaveCount(0);
    // The last 30 days: the address keeps the period, the cards and the chart are the period's.
    const allOrders = await page.locator('.stat-card').first().textContent();
    await page.getByRole('textbox', { name: text.period }).first().click();
    await page.getByText(text.last30, { exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.stat-card').first()).not.toHaveText(allOrders ?? '');
    const days = page.getByRole('figure', { name: text.overTime }).locator('.recharts-bar-rectangle');
    await expect(days.first()).toBeVisible();
    await expectAccessible(page, `home charts (${lang})`);
    await screenshot(page, lang, 'home-charts');
    await page.evaluate(() => localStorage.setItem('sufra.mode', 'dark'));
    await page.goto('/dashboard/vendorReports/record');
    await expect(
      page.getByRole('figure', { name: text.charts.vendor }).locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expectAccessible(page, `vendors report, dark (${lang})`, { rules: ['color-contrast'] });
    await screenshot(page, lang, 'report-vendors-dark');
  });

  test('home keeps the charts’ place while their drawing loads: nothing below moves when they arrive', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    // The charts' code is a chunk of its own: hold it until the page has drawn everything else.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/bar-chart-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/home');
    const cards = page.locator('.rank-card');
    // Everything but the drawings: the cards, the period picker, and the three charts' places.
    await expect(cards.last()).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.period }).first()).toBeVisible();
    await expect(page.getByTestId('chart-placeholder')).toHaveCount(3);
    const top = async () => [(await cards.first().boundingBox())?.y, (await cards.last().boundingBox())?.y];
    const before = await top();
    release();
    for (const name of [text.overTime, text.perBranch, text.perCity]) {
      await expect(
        page.getByRole('figure', { name }).locator('.recharts-bar-rectangle').first(),
      ).toBeVisible();
    }
    const after = await top();
    for (const [index, y] of after.entries()) {
      expect(Math.abs((y ?? 0) - (before[index] ?? Number.NaN))).toBeLessThanOrEqual(2);
    }
  });

  test('a vendor sees its own brand only', async ({ page, request }) => {
    const vendor = await loginAs(page, request, 'vendor');
    const own = await apiGet<{ data: { id: number; name: string }[] }>(request, vendor, 'reports/vendors');
    expect(own.data).toHaveLength(1);
    await page.goto('/dashboard/vendorReports/record');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(page.getByRole('figure', { name: text.charts.vendor })).toBeVisible();
    await visit(page, 'commissionReports/record');
    await expect(tableRows(page).first()).toBeVisible();
    const names = await tableRows(page).locator('td:nth-child(2)').allTextContents();
    expect(new Set(names).size).toBe(1);
    await screenshot(page, lang, 'report-commission-vendor');
  });

  test('at 820 and 390 px the reports and the home page read without sliding sideways, the filters behind their button', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    for (const [width, report] of [820, 390].flatMap((w) => REPORTS.map((r) => [w, r] as const))) {
      await page.setViewportSize({ width, height: 844 });
      await visit(page, `${report.route}/record`);
      await expect(tableRows(page).first()).toBeVisible();
      const chart = page.getByRole('figure', { name: text.charts[report.key] });
      await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.locator('button[aria-controls="list-filter-fields"]')).toContainText(text.filters);
      await expect(page.getByLabel(text.from, { exact: true })).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${report.api} at ${width} px: the page slides sideways`).toBeLessThanOrEqual(1);
      // The chart comes before the table on a tablet and a phone.
      const chartTop = (await chart.boundingBox())?.y ?? 0;
      const tableTop = (await page.locator('.resource-table').boundingBox())?.y ?? 0;
      expect(chartTop).toBeLessThan(tableTop);
      await screenshot(page, lang, `report-${report.api}-${width}`);
    }
    // The home page too: its cards, period picker and charts fit the width.
    for (const width of [820, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // Loaded at this width, as a phone or a tablet opens it.
      await page.goto('/dashboard/home');
      const overTime = page.getByRole('figure', { name: text.overTime });
      await expect(overTime.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.period }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `home at ${width} px: the page slides sideways`).toBeLessThanOrEqual(1);
      // The header and the folded sider (820) or menu button (390) keep their names.
      await expectAccessible(page, `home at ${width} px`);
      await screenshot(page, lang, `home-${width}`);
    }
  });
});
