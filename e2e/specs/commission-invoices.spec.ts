import { readFileSync } from 'node:fs';
import { apiCall, apiLogin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { expectListFits, expectNoPageOverflow } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

/**
 * The platform's commission invoice to a brand (issue 29), in Arabic and in English: the admin
 * onboards the platform's e-invoicing unit against the built-in ZATCA stand-in and issues last
 * month's invoices; the demo vendor finds its cleared invoice on its commission invoices page and
 * downloads the XML and the PDF/A-3 (the XML inside); the page fits at 1366, 820 and 390 px.
 */

// Both languages read the same demo vendor's invoice of the same month.
test.describe.configure({ mode: 'serial' });

const TEXT = {
  ar: {
    locale: 'ar-SA',
    filters: 'عوامل التصفية',
    cleared: 'معتمدة',
    pdf: 'تنزيل PDF',
    xml: 'تنزيل XML',
    title: 'فواتير العمولة',
  },
  en: {
    locale: 'en-US',
    filters: 'Filters',
    cleared: 'Cleared',
    pdf: 'Download PDF',
    xml: 'Download XML',
    title: 'Commission invoices',
  },
} as const;

/** The Riyadh month before this one, `YYYY-MM`. */
function lastMonth(): string {
  const riyadh = new Date(Date.now() + 3 * 3_600_000);
  const year = riyadh.getUTCFullYear();
  const month = riyadh.getUTCMonth(); // 0-based: this month's index is last month's number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

const ADDRESS = {
  otp: '123345',
  street: 'طريق الملك عبدالعزيز',
  building_number: '7788',
  district: 'الملقا',
  city: 'الرياض',
  postal_code: '13524',
  short_address: 'RMKA7788',
};

/**
 * The platform's unit onboarded against the stand-in, the demo vendor's brand with its national
 * address (a branch onboarded: the invoice's buyer address), and last month issued (once: again
 * signs and clears what was held, and adds nothing).
 */
async function issueLastMonth(request: APIRequestContext): Promise<string> {
  const admin = await apiLogin(request, 'admin');
  const unit = await apiCall<{ data: unknown }>(request, admin, 'GET', 'commission-invoices/unit');
  if (!unit.data)
    await apiCall(request, admin, 'POST', 'commission-invoices/unit', {
      ...ADDRESS,
      business_category: 'منصة طلبات المطاعم',
    });
  const vendor = await apiLogin(request, 'vendor');
  const units = await apiCall<{ data: unknown[] }>(request, vendor, 'GET', 'zatca-units');
  if (units.data.length === 0) {
    const branches = await apiCall<{ data: { id: number }[] }>(request, vendor, 'GET', 'branches?per_page=1');
    const branch = branches.data[0];
    if (!branch) throw new Error('the demo vendor has no branch');
    await apiCall(request, vendor, 'POST', `branches/${branch.id}/zatca-unit`, {
      ...ADDRESS,
      business_category: 'مطاعم',
    });
  }
  const month = lastMonth();
  await apiCall(request, admin, 'POST', 'commission-invoices/issue', { month });
  return month;
}

describeInLanguages(TEXT, 'commission invoices', (text, lang) => {
  test('the vendor sees its cleared invoice and downloads its XML and PDF', async ({ page, request }) => {
    test.setTimeout(60_000);
    const month = await issueLastMonth(request);
    await loginAs(page, request, 'vendor');
    await page.goto('/dashboard/commission-invoices/record');
    await expect(page.getByRole('heading', { name: text.title }).first()).toBeVisible();

    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: `SUFRA-C-${month.replace('-', '')}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text.cleared)).toBeVisible();
    await screenshot(page, lang, 'commission-invoices');
    // At 1366 px the list fits beside the sider; nothing serious for axe, no English in Arabic.
    await expectListFits(page, 'commission invoices', text.filters);
    await expectAccessible(page, 'commission invoices list');

    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: text.xml }).click(),
    ]);
    expect(xml.suggestedFilename()).toMatch(/^SUFRA-C-\d{6}-\d{6}\.xml$/);
    const xmlText = readFileSync(await xml.path(), 'utf8');
    expect(xmlText).toContain('<cbc:ProfileID>reporting:1.0</cbc:ProfileID>');
    expect(xmlText).toContain('name="0100000">388</cbc:InvoiceTypeCode>');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: text.pdf }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^SUFRA-C-\d{6}-\d{6}\.pdf$/);
    const pdfBytes = readFileSync(await pdf.path());
    expect(pdfBytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // The XML rides inside, as the associated file named after the invoice.
    expect(pdfBytes.toString('latin1')).toContain(xml.suggestedFilename());

    for (const width of [820, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoPageOverflow(page, `commission invoices at ${width}px`);
      await screenshot(page, lang, `commission-invoices-${width}`);
    }
  });
});
