import { DEMO_PASSWORD } from '@sufra/contract/demo-accounts';
import { apiCall, apiGet, apiLogin, type LoggedIn, tag } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { ALWAYS_OPEN, createAsCustomer, customerLogin, customerRead } from '../support/live-branch.ts';
import { choose, closeToasts, rows, visit } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

/**
 * E-invoicing end to end, in Arabic and in English, against the built-in ZATCA stand-in (the
 * default of the browser tests' server): a brand manager onboards a branch of its own through the
 * compliance page's form (a wrong one-time password first, refused under its field in the page's
 * language, then the stand-in's 123345); an order of that branch is handed over; its signed tax
 * invoice is reported by the server's reporter, shows on the compliance page and in the order's
 * drawer, and the printed invoice carries its phase-2 QR.
 */
const TEXT = {
  ar: {
    locale: 'ar-SA',
    onboard: 'ربط فرع',
    submit: 'ربط',
    branch: 'الفرع',
    otp: 'رمز التحقق لمرة واحدة (OTP)',
    street: 'الشارع',
    building: 'رقم المبنى',
    district: 'الحي',
    city: 'المدينة',
    postal: 'الرمز البريدي',
    shortAddress: 'العنوان المختصر',
    otpRefused: 'لم تقبل الهيئة رمز التحقق. أنشئ رمزًا جديدًا من بوابة فاتورة وحاول مرة أخرى.',
    otpDigits: 'رمز التحقق هو الأرقام الستة الظاهرة في بوابة فاتورة',
    onboarded: 'تم ربط الفرع: أصبحت فواتيره توقَّع ويُبلَّغ عنها إلى هيئة الزكاة والضريبة والجمارك.',
    reported: 'مُبلَّغ عنها',
    figures: 'الفوترة الإلكترونية في لمحة',
    documentsTab: 'المستندات',
    unitsTab: 'الفروع (الوحدات)',
    drawerSection: 'الفاتورة الإلكترونية',
    xml: 'تنزيل XML',
    phase2: 'رمز الفاتورة الإلكترونية (المرحلة الثانية)',
    invoiceKind: 'فاتورة ضريبية',
  },
  en: {
    locale: 'en-US',
    onboard: 'Onboard a branch',
    submit: 'Onboard',
    branch: 'Branch',
    otp: 'One-time password (OTP)',
    street: 'Street',
    building: 'Building number',
    district: 'District',
    city: 'City',
    postal: 'Postal code',
    shortAddress: 'Short address',
    otpRefused:
      'ZATCA did not accept the one-time password. Generate a new one on the Fatoora portal and try again.',
    otpDigits: 'The one-time password is the 6 digits shown on the Fatoora portal',
    onboarded: 'The branch is onboarded: its invoices are now signed and reported to ZATCA.',
    reported: 'Reported',
    figures: 'E-invoicing at a glance',
    documentsTab: 'Documents',
    unitsTab: 'Branches (units)',
    drawerSection: 'E-invoice',
    xml: 'Download XML',
    phase2: 'ZATCA e-invoice QR (phase 2)',
    invoiceKind: 'Tax invoice',
  },
} as const;

/** The stand-in's one-time password (ZATCA_STAND_IN_OTP's default). */
const STAND_IN_OTP = '123345';

interface Branch {
  id: number;
  name_ar: string;
  name_en: string;
}

/** A branch of the demo brand of the test's own, open around the clock, approved by the platform. */
async function newBranch(request: APIRequestContext, vendor: LoggedIn): Promise<Branch> {
  const word = tag();
  const cities = await apiGet<{ data: { id: number }[] }>(request, vendor, 'branch-cities');
  const created = await apiCall<{ data: Branch }>(request, vendor, 'POST', 'branches', {
    name_ar: `فرع الفوترة ${word}`,
    name_en: `E-invoicing ${word}`,
    address_ar: 'طريق الأمير تركي، الرياض',
    address_en: 'Prince Turki Road, Riyadh',
    address_lat: 24.81,
    address_long: 46.61,
    city_id: cities.data[0]?.id,
    working_hours: ALWAYS_OPEN,
    receiving: true,
  });
  const admin = await apiLogin(request, 'admin');
  await apiCall(request, admin, 'POST', `branches/${created.data.id}/status`, { status: 'AdminApproved' });
  return created.data;
}

/** A cashier of the branch, signed in through the branch API: it hands the order over. */
async function newCashier(request: APIRequestContext, vendor: LoggedIn, branchId: number): Promise<LoggedIn> {
  const email = `einvoicing.cashier.${tag(8)}@e2e.sufra.sa`;
  await apiCall(request, vendor, 'POST', 'branch-users', {
    name: 'E2E cashier',
    email,
    phone: `055${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: DEMO_PASSWORD,
    sub_role: 'cashier',
    branch_id: branchId,
  });
  const login = await request.post('/api/v1/branch/login', {
    headers: { 'X-Api-Password': process.env.API_PASSWORD ?? 'sufra-dev-api-password' },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { data: { token: string; user: Record<string, unknown> } };
  return { type: 'branch', token: body.data.token, user: body.data.user };
}

/** The demo customer orders at the branch; the cashier accepts, readies and hands it over. */
async function handedOverOrder(
  request: APIRequestContext,
  branchId: number,
  cashier: LoggedIn,
): Promise<{ id: number; order_number: string }> {
  const login = await customerLogin(request);
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const menu = await customerRead<{ data: { categories: { meals: { id: number }[] }[] } }>(
    request,
    `branches/${branchId}/menu`,
  );
  const meal = menu.data.categories.flatMap((category) => category.meals)[0];
  const order = await createAsCustomer<{ id: number; order_number: string }>(request, token, 'orders', {
    branch_id: branchId,
    delivery_type: 'receiving',
    items: [{ meal_id: meal?.id, quantity: 2 }],
  });
  for (const status of ['preparing', 'ready', 'completed'])
    await apiCall(request, cashier, 'POST', `orders/${order.id}/status`, { status });
  return order;
}

describeInLanguages(TEXT, 'e-invoicing', (text, lang) => {
  test('a brand onboards a branch through the form, and its handed-over order is reported and printed with the phase-2 QR', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const vendor = await loginAs(page, request, 'vendor');
    const branch = await newBranch(request, vendor);
    const branchName = lang === 'ar' ? branch.name_ar : branch.name_en;

    await page.goto('/dashboard/e-invoicing/units');
    await expect(page.getByRole('region', { name: text.figures })).toBeVisible();
    await page.getByRole('button', { name: text.onboard }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, text.branch, branchName);
    const field = (name: string) => dialog.getByLabel(name, { exact: true });
    await field(text.street).fill('طريق الأمير تركي');
    await field(text.building).fill('4321');
    await field(text.district).fill('الملقا');
    await field(text.city).fill('الرياض');
    await field(text.postal).fill('13521');
    await field(text.shortAddress).fill('RMAA4321');
    // Five digits: the schema's own message, before anything is sent.
    await field(text.otp).fill('12345');
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog.getByText(text.otpDigits, { exact: true })).toBeVisible();
    // Six digits the stand-in does not know: ZATCA's refusal, translated, under the field.
    await field(text.otp).fill('111111');
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog.getByText(text.otpRefused, { exact: true })).toBeVisible();
    await expectAccessible(page, 'onboarding with a refused OTP', { include: '.ant-modal-wrap' });
    await screenshot(page, lang, 'e-invoicing-onboard-refused');
    await closeToasts(page);
    await field(text.otp).fill(STAND_IN_OTP);
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page.getByText(text.onboarded, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page).filter({ hasText: branchName })).toHaveCount(1);

    // An order of the branch handed over: its tax invoice is signed, then reported by the reporter.
    const cashier = await newCashier(request, vendor, branch.id);
    const order = await handedOverOrder(request, branch.id, cashier);
    const search = `zatca-documents?filter[search]=${encodeURIComponent(order.order_number)}`;
    await expect
      .poll(
        async () =>
          (await apiGet<{ data: { status: string }[] }>(request, vendor, search)).data.map((d) => d.status),
        { timeout: 60_000, message: 'the order’s tax invoice reported to the stand-in' },
      )
      .toEqual(['reported']);

    // The compliance page lists it, reported.
    await visit(page, `e-invoicing?search=${encodeURIComponent(order.order_number)}`);
    await expect(page.getByRole('tab', { name: text.documentsTab })).toHaveAttribute('aria-selected', 'true');
    const row = rows(page).filter({ hasText: order.order_number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(text.reported, { exact: true })).toBeVisible();
    await expect(row.getByText(branchName)).toBeVisible();
    await screenshot(page, lang, 'e-invoicing-documents');

    // The order's drawer: its e-invoice, reported, with its XML.
    await visit(page, `orders/record?order_number=${encodeURIComponent(order.order_number)}`);
    await rows(page).first().locator('button:has(.anticon-eye)').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    const section = drawer.getByTestId('order-e-invoices');
    await expect(section.getByText(text.invoiceKind, { exact: true })).toBeVisible();
    await expect(section.getByText(text.reported, { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: text.xml }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xml$/);

    // The printed invoice: the phase-2 QR, said so beneath it.
    const invoice = await apiGet<{ data: { e_invoice: { qr: string | null } | null } }>(
      request,
      vendor,
      `orders/${order.id}/invoice`,
    );
    expect(invoice.data.e_invoice?.qr).toBeTruthy();
    await visit(page, `orders/${order.id}/invoice`);
    const qr = page.locator('.invoice-qr-figure img.invoice-qr');
    await expect(qr).toHaveAttribute('data-qr', invoice.data.e_invoice?.qr ?? '');
    await expect(page.locator('.invoice-qr-caption')).toContainText(text.phase2);
  });
});
