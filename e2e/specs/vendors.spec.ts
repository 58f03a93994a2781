import { API_PASSWORD, apiGet, type LoggedIn, tag } from '../support/api.ts';
import { digits, registerBrand, saudiIban } from '../support/brands.ts';
import { describeInLanguages } from '../support/languages.ts';
import { box, closeToasts, visit } from '../support/navigate.ts';
import { loginAs, openAs, screenshot } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Brands, in Arabic and in English: a vendor registers through the API; the admin approves it,
 * asks for its documents and rejects them with a reason; the vendor signs in, sees the reason,
 * and uploads the letter again from its brand page; the admin approves the documents.
 */

const TEXT = {
  ar: {
    locale: 'ar-SA',
    change: 'تغيير حالة الاعتماد',
    submit: 'تغيير الحالة',
    next: 'الحالة الجديدة',
    reason: 'السبب',
    changed: 'تم تغيير الحالة بنجاح.',
    reasonRequired: 'السبب مطلوب',
    pending: 'بانتظار الموافقة',
    approved: 'معتمدة',
    review: 'المستندات قيد المراجعة',
    rejected: 'المستندات مرفوضة',
    documentsApproved: 'المستندات معتمدة',
    rejectedNotice: 'رُفضت مستندات علامتك التجارية',
    uploadAgain: 'رفع المستندات من جديد',
    save: 'حفظ',
    saved: 'تم التعديل بنجاح.',
    why: 'خطاب البنك غير مختوم',
  },
  en: {
    locale: 'en-US',
    change: 'Change approval status',
    submit: 'Change status',
    next: 'New status',
    reason: 'Reason',
    changed: 'Status changed successfully.',
    reasonRequired: 'Reason is required',
    pending: 'Pending approval',
    approved: 'Approved',
    review: 'Documents under review',
    rejected: 'Documents rejected',
    documentsApproved: 'Documents approved',
    rejectedNotice: 'Your brand’s documents were rejected',
    uploadAgain: 'Upload the documents again',
    save: 'Save',
    saved: 'Updated successfully.',
    why: 'The bank letter is not stamped',
  },
} as const;

type Labels = Record<keyof (typeof TEXT)['en'], string>;

// Each test walks a long flow through two accounts: room for a busy machine.
test.describe.configure({ timeout: 45_000 });

const headers = { 'X-Api-Password': API_PASSWORD, 'Accept-Language': 'en' };

/** The admin's row of the brand, found by its English name (the list read afresh). */
async function brandRow(page: Page, name: string) {
  await page.goto(`/dashboard/vendors/record?name=${encodeURIComponent(name)}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** Take one approval step through the status dialog of the row the list shows. */
async function step(page: Page, name: string, text: Labels, to: string, reason?: string) {
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  await expect(row).toHaveCount(1);
  await closeToasts(page);
  await row.getByRole('button', { name: text.change }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const select = dialog.getByRole('combobox', { name: text.next });
  await select.click();
  await page.locator('.ant-select-item-option', { hasText: to }).click();
  if (reason !== undefined) {
    // A rejection needs its reason: refused empty, then given.
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.reasonRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: text.reason }).fill(reason);
  }
  await dialog.getByRole('button', { name: text.submit }).click();
  await expect(page.getByText(text.changed).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(to, { exact: true })).toBeVisible();
}

describeInLanguages(TEXT, 'brands', (text, lang) => {
  test('the admin takes a registered brand through approval and documents; the vendor sees the reason', async ({
    page,
    request,
    browser,
  }) => {
    const word = tag(8);
    const brand = await registerBrand(page, word);
    const admin = await loginAs(page, request, 'admin');

    const row = await brandRow(page, brand.brand_en);
    await expect(row.getByText(text.pending, { exact: true })).toBeVisible();
    await screenshot(page, lang, 'vendors-record');
    await step(page, brand.brand_en, text, text.approved);
    await step(page, brand.brand_en, text, text.review);
    await step(page, brand.brand_en, text, text.rejected, text.why);

    // The vendor signs in (its own browser) and sees why, then sends the letter again from its brand page.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: text.locale,
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 860 },
    });
    const vendorPage = await context.newPage();
    await vendorPage.goto('/healthz');
    const login = await vendorPage.request.post('/api/v1/vendor/login', {
      headers,
      data: { email: brand.email, password: brand.password },
    });
    const vendor = (await login.json()) as { data: { token: string; user: Record<string, unknown> } };
    await vendorPage.evaluate((s) => {
      localStorage.setItem('sufra.token', s.token);
      localStorage.setItem('sufra.userType', 'vendor');
      localStorage.setItem('sufra.user', JSON.stringify(s.user));
    }, vendor.data);
    await vendorPage.goto('/dashboard/home');
    await expect(vendorPage.getByText(text.rejectedNotice)).toBeVisible();
    await expect(vendorPage.getByTestId('rejection-reason')).toContainText(text.why);
    await vendorPage.getByRole('link', { name: text.uploadAgain }).click();
    await expect(vendorPage).toHaveURL(/\/my-brand$/);
    await expect(vendorPage.getByTestId('brand-status-reason')).toHaveText(text.why);
    await vendorPage.locator('input[type="file"][accept*="pdf"]').setInputFiles({
      name: 'bank-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(vendorPage.getByTestId('letter-name')).toHaveText('bank-letter.pdf');
    await vendorPage.getByRole('button', { name: text.save }).click();
    await expect(vendorPage.getByText(text.saved).first()).toBeVisible();
    await expect(vendorPage.getByText(text.review, { exact: true }).first()).toBeVisible();
    await expect(vendorPage.getByRole('button', { name: 'bank-letter.pdf' })).toBeVisible();
    await screenshot(vendorPage, lang, 'my-brand');
    await context.close();

    // Back to the admin, whose list is read again: the documents are approved.
    await brandRow(page, brand.brand_en);
    await step(page, brand.brand_en, text, text.documentsApproved);
    const list = await apiGet<{ data: { status: string; status_reason: string | null }[] }>(
      request,
      admin,
      `vendors?filter[name]=${encodeURIComponent(brand.brand_en)}`,
    );
    expect(list.data).toMatchObject([{ status: 'DocumentsApproved', status_reason: null }]);
  });
});

/** A 1 × 1 PNG (the server decodes every logo). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin adds a brand with its manager, bank letter and logo; the drawer shows them', async ({
  page,
  request,
}) => {
  const word = tag(8);
  await openAs(page, request, 'admin', '/dashboard/vendors/add');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Brand name (Arabic)').fill(`مطبخ ${word}`);
  await field('Brand name (English)').fill(`Pantry ${word}`);
  await field('Commercial register').fill(digits(10));
  await field('VAT number').fill('123456789012345');
  await field('Commission rate (%)').fill('7.5');
  await field('Name').fill('Layla Alharbi');
  await field('Email').fill(`pantry-${word}@example.sa`);
  await field('Mobile number').pressSequentially('0501234567');
  await field('Password').fill('Pantry@2026');
  await field('Password confirmation').fill('Pantry@2026');
  await field('IBAN').fill(saudiIban(`80${digits(18)}`));
  await field('WhatsApp number').pressSequentially('551234567');
  await page.getByRole('button', { name: 'Save' }).click();
  // The VAT rule is checked before anything is sent.
  await expect(page.getByText('The VAT number must be 15 digits that start and end with 3')).toBeVisible();
  await field('VAT number').fill(`3${digits(13)}3`);
  await page.locator('input[type="file"][accept*="pdf"]').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  // Each logo slot is a whole upload card, under its field's label in the same form item.
  const logos = page.locator('.ant-form-item', { has: page.getByTestId('logo-slot') });
  const card = await box(page.getByTestId('logo-slot').first().locator('.ant-upload-select'));
  expect(card.width, 'a logo slot’s upload card').toBeGreaterThanOrEqual(96);
  expect(card.height, 'a logo slot’s upload card').toBeGreaterThanOrEqual(96);
  const label = await box(logos.locator('.ant-form-item-label label'));
  expect(label.y + label.height, 'the logos’ label above their slots').toBeLessThanOrEqual(card.y);
  await expect(logos.locator('.ant-form-item-label')).toHaveText('Logos (up to 5)');
  await page.locator('.vendor-logo input[type="file"]').first().setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('logo-slot').first().locator('img')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created successfully.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/vendors\/record/);

  const row = await brandRow(page, `Pantry ${word}`);
  await expect(row.getByText('Pending approval', { exact: true })).toBeVisible();
  await expect(row).toContainText('7.5%');
  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByRole('button', { name: 'letter.pdf' })).toBeVisible();
  await expect(drawer.getByRole('img', { name: `Pantry ${word} 1` })).toBeVisible();
  await expect(drawer).toContainText('+966 501-234-567');
  await screenshot(page, 'en', 'vendors-details');
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'letter.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('letter.pdf');
});

/** The pages at a laptop, a tablet and a phone width, for a look (e2e/test-results/screenshots). */
test('brand pages at 1366, 820 and 390 px', async ({ page, request }) => {
  const admin: LoggedIn = await loginAs(page, request, 'admin');
  const first = await apiGet<{ data: { id: number }[] }>(request, admin, 'vendors?per_page=1&sort=-id');
  for (const width of [1366, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, 'vendors/record');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await screenshot(page, 'en', `vendors-record-${width}`);
    await visit(page, `vendors/${first.data[0]?.id}/edit`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await screenshot(page, 'en', `vendors-edit-${width}`);
  }
});
