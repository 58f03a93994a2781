import { API_PASSWORD, apiCall, apiLogin, type LoggedIn, tag } from '../support/api.ts';
import { registerBrand } from '../support/brands.ts';
import { describeInLanguages } from '../support/languages.ts';
import { visit } from '../support/navigate.ts';
import { screenshot, signInAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * What a brand may not add is said, not offered: a brand waiting for the administration's approval,
 * then (approved) a single-branch brand that already has its branch, finds the Add branch button
 * disabled with the reason beside it, and the add page tells it why instead of showing a form the
 * server would refuse. Its documents then rejected, its branch is shown but offers no edit, delete
 * or switch, and the edit page says why. In Arabic and in English.
 */

const TEXT = {
  ar: {
    locale: 'ar-SA',
    add: 'إضافة فرع',
    nameAr: 'اسم الفرع (عربي)',
    notApproved: 'تُتاح إضافة الفروع بعد موافقة الإدارة على علامتك التجارية.',
    singleBranch: 'تعمل علامتك التجارية بفرع واحد ولديها فرعها بالفعل، فلا يمكن إضافة فرع آخر.',
    back: 'العودة إلى القائمة',
    save: 'حفظ',
    addMeal: 'إضافة وجبة',
    mealName: 'اسم الوجبة (عربي)',
    waiting: 'يمكنك إضافة السجلات وتعديلها بعد موافقة الإدارة على علامتك التجارية.',
    rejected: 'يمكنك إضافة السجلات وتعديلها بعد اعتماد مستندات علامتك التجارية.',
    details: 'التفاصيل',
    edit: 'تعديل',
    delete: 'حذف',
  },
  en: {
    locale: 'en-US',
    add: 'Add branch',
    nameAr: 'Branch name (Arabic)',
    notApproved: 'Branches can be added once the administration approves your brand.',
    singleBranch:
      'Your brand works with a single branch and already has it, so another branch cannot be added.',
    back: 'Back to the list',
    save: 'Save',
    addMeal: 'Add meal',
    mealName: 'Meal name (Arabic)',
    waiting: 'You can add and change records once the administration approves your brand.',
    rejected: 'You can add and change records once your brand’s documents are approved.',
    details: 'Details',
    edit: 'Edit',
    delete: 'Delete',
  },
} as const;

type Labels = (typeof TEXT)['ar' | 'en'];

test.describe.configure({ timeout: 45_000 });

const headers = { 'X-Api-Password': API_PASSWORD, 'Accept-Language': 'en' };
/** A new single-branch brand, registered as the register page does, and its manager's session. */
async function registerSingleBranchBrand(page: Page): Promise<LoggedIn> {
  const { email, password } = await registerBrand(page, tag(), 'نورة القحطاني');
  const login = await page.request.post('/api/v1/vendor/login', { headers, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { data: { token: string; user: Record<string, unknown> } };
  return { type: 'vendor', token: body.data.token, user: body.data.user };
}

/** The list's Add button is there, disabled, described by the reason shown beside it. */
async function addIsRefused(
  page: Page,
  text: Labels,
  lang: 'ar' | 'en',
  reason: string,
  shot: string,
  { add: addName = text.add as string, field = text.nameAr as string, route = 'branches' } = {},
) {
  const add = page.getByRole('button', { name: addName });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(reason);
  await expect(page.getByTestId('add-blocked-reason')).toHaveText(reason);
  await screenshot(page, lang, `${shot}-list`);
  // The add page, opened by its address: the reason and the way back, no form.
  await visit(page, `${route}/add`);
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await expect(page.getByLabel(field, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.save, exact: true })).toHaveCount(0);
  await screenshot(page, lang, `${shot}-page`);
  await page.getByRole('button', { name: text.back }).click();
  await expect(page).toHaveURL(new RegExp(`/${route}/record$`));
}

describeInLanguages(TEXT, 'branch limits', (text, lang) => {
  test('a waiting brand, then a single-branch brand with its branch, is told why it may not add one', async ({
    page,
    request,
  }) => {
    const vendor = await registerSingleBranchBrand(page);
    await signInAs(page, vendor);

    // Waiting for the administration's approval.
    await page.goto('/dashboard/branches/record');
    await addIsRefused(page, text, lang, text.notApproved, 'branch-add-waiting');
    // Its menu, as every page whose records the server would refuse to write.
    await visit(page, 'meals/record');
    await addIsRefused(page, text, lang, text.waiting, 'meal-add-waiting', {
      add: text.addMeal,
      field: text.mealName,
      route: 'meals',
    });

    // Approved, then its one branch added: the limit is reached.
    const admin = await apiLogin(request, 'admin');
    await apiCall(request, admin, 'POST', `vendors/${vendor.user.brand_id}/status`, {
      status: 'AdminApproved',
    });
    const cities = await apiCall<{ data: { id: number }[] }>(request, vendor, 'GET', 'branch-cities');
    await apiCall(request, vendor, 'POST', 'branches', {
      name_ar: 'الفرع الوحيد',
      name_en: `Only Branch ${tag()}`,
      address_ar: 'شارع التحلية، جدة',
      address_en: 'Tahlia Street, Jeddah',
      address_lat: 21.54,
      address_long: 39.17,
      city_id: cities.data[0]?.id,
    });
    await visit(page, 'branches/record');
    await addIsRefused(page, text, lang, text.singleBranch, 'branch-add-single');
    const row = page.locator('.ant-table-row').first();
    await expect(row.getByRole('button', { name: text.edit })).toBeVisible();

    // Its documents rejected: the branch is read, not written (no edit, delete or status switch).
    const brand = `vendors/${vendor.user.brand_id}/status`;
    await apiCall(request, admin, 'POST', brand, { status: 'PendingDocumentsApproval' });
    await apiCall(request, admin, 'POST', brand, {
      status: 'DocumentsRejected',
      reason: 'السجل التجاري منتهي',
    });
    await page.reload();
    await expect(row.getByRole('button', { name: text.details })).toBeVisible();
    await expect(row.getByRole('button', { name: text.edit })).toHaveCount(0);
    await expect(row.getByRole('button', { name: text.delete })).toHaveCount(0);
    await expect(row.getByRole('switch')).toHaveCount(0);
    await screenshot(page, lang, 'branch-rows-rejected');
    const branchId = await row.getAttribute('data-row-key');
    await visit(page, `branches/${branchId}/edit`);
    await expect(page.getByText(text.rejected, { exact: true })).toBeVisible();
    await expect(page.getByLabel(text.nameAr, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.save, exact: true })).toHaveCount(0);
  });
});
