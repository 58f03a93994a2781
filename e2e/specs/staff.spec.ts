import { apiCall, apiLogin, tag } from '../support/api.ts';
import { describeInLanguages } from '../support/languages.ts';
import { choose, openInApp, tableRows, visit } from '../support/navigate.ts';
import { openAs, screenshot } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * Branch staff, in Arabic and in English: the branch manager adds a kitchen account (an email of
 * its own on every run), who then signs in through the login page and sees only the kitchen's
 * pages: no branch users, no menu, and the no-permission page when opening the staff list. The
 * admin adds an administrator with a role of two reading permissions through the role select; that
 * administrator's sidebar shows those two pages only.
 */

const PASSWORD = 'Kitchen#2026a';

const TEXT = {
  ar: {
    locale: 'ar-SA',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    job: 'الوظيفة',
    kitchen: 'المطبخ',
    manager: 'مدير الفرع',
    cashier: 'الكاشير',
    save: 'حفظ',
    created: 'تمت الإضافة بنجاح.',
    strong: 'يجب أن تتكون كلمة المرور',
    branchType: 'مدير الفرع',
    login: 'تسجيل الدخول',
    home: 'الرئيسية',
    hidden: ['مستخدمو الفروع', 'الوجبات', 'تصنيفات الوجبات', 'إضافات الوجبات', 'الفروع'],
    noPermission: 'لا توجد صلاحية',
    staffTitle: 'مستخدمو الفروع',
    navMain: 'القائمة الرئيسية',
    role: 'الدور',
    adminType: 'الإدارة',
    granted: ['الأسئلة الشائعة', 'الدول'],
    notGranted: ['المستخدمون', 'الأدوار والصلاحيات', 'مستخدمو الفروع', 'المدن'],
    usersTitle: 'المستخدمون',
    person: 'طاهي التجربة',
    reader: 'مشرف التجربة',
  },
  en: {
    locale: 'en-US',
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number',
    password: 'Password',
    job: 'Job',
    kitchen: 'Kitchen',
    manager: 'Branch manager',
    cashier: 'Cashier',
    save: 'Save',
    created: 'Created successfully.',
    strong: 'The password must be at least 8 characters',
    branchType: 'Branch manager',
    login: 'Log in',
    home: 'Home',
    hidden: ['Branch users', 'Meals', 'Meal categories', 'Meal extras', 'Branches'],
    noPermission: 'No permission',
    staffTitle: 'Branch users',
    navMain: 'Main navigation',
    role: 'Role',
    adminType: 'Administration',
    granted: ['FAQs', 'Countries'],
    notGranted: ['Users', 'Roles and permissions', 'Branch users', 'Cities'],
    usersTitle: 'Users',
    person: 'Test Cook',
    reader: 'Test Reader',
  },
} as const;

/** Sign in through the login page. */
async function signInThroughUi(page: Page, typeButton: string, email: string, loginButton: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard/');
  await page.getByRole('button', { name: typeButton }).click();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: loginButton, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

/** A Saudi mobile typed as people do (05…), different on every run. */
const mobile = () => `055${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describeInLanguages(TEXT, 'branch staff', (text, lang) => {
  test('the branch manager adds a kitchen account, who signs in and sees only the kitchen’s pages', async ({
    page,
    request,
  }) => {
    const email = `kitchen.${lang}.${tag(8)}@e2e.sufra.sa`;
    await openAs(page, request, 'branch', '/dashboard/branchusers/add');
    // the manager's branch is their own: no branch to pick; the job offers kitchen and cashier only
    await expect(page.getByLabel(text.job, { exact: true })).toBeVisible();
    await expect(page.locator('#branch_id')).toHaveCount(0);
    await page.getByLabel(text.job, { exact: true }).click();
    const options = page.locator('.ant-select-dropdown .ant-select-item-option');
    await expect(options).toHaveText([text.kitchen, text.cashier]);
    await options.filter({ hasText: text.kitchen }).click();

    await page.getByLabel(text.name, { exact: true }).fill(text.person);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.phone, { exact: true }).fill(mobile());
    await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue(/^\d{3}-\d{3}-\d{3,4}$/);
    // the strong-password rule before anything is sent
    await page.getByLabel(text.password, { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.strong)).toBeVisible();
    await expect(page).toHaveURL(/\/branchusers\/add$/);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await screenshot(page, lang, 'staff-add');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page).toHaveURL(/\/branchusers\/record$/);
    await openInApp(page, `branchusers/record?name=${encodeURIComponent(email)}`, { samePage: true });
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(email);
    await expect(tableRows(page).first()).toContainText(text.kitchen);
    await screenshot(page, lang, 'staff-list');

    // the new kitchen account signs in through the login page
    await signInThroughUi(page, text.branchType, email, text.login);

    const nav = page.getByRole('navigation', { name: text.navMain });
    await expect(nav.getByRole('link', { name: text.home })).toBeVisible();
    for (const link of text.hidden)
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    await screenshot(page, lang, 'staff-kitchen-home');

    await visit(page, 'branchusers/record');
    await expect(page.getByText(text.noPermission)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.staffTitle })).toHaveCount(0);
    await visit(page, 'meals/add');
    await expect(page.getByText(text.noPermission)).toBeVisible();
  });

  test('the admin adds an administrator with a narrower role, whose sidebar shows just that role’s pages', async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, 'admin');
    const word = tag(6);
    const role = await apiCall<{ data: { name_ar: string; name_en: string } }>(
      request,
      admin,
      'POST',
      'roles',
      {
        name_ar: `قراء ${word}`,
        name_en: `Readers ${word}`,
        permissions_list: ['read-faqs', 'read-countries'],
      },
    );
    const roleName = lang === 'ar' ? role.data.name_ar : role.data.name_en;
    const email = `reader.${lang}.${tag(8)}@e2e.sufra.sa`;

    await openAs(page, request, 'admin', '/dashboard/users/add');
    await page.getByLabel(text.name, { exact: true }).fill(text.reader);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.phone, { exact: true }).fill(mobile());
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await choose(page, text.role, roleName);
    await screenshot(page, lang, 'users-add');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(page).toHaveURL(/\/users\/record$/);
    await openInApp(page, `users/record?name=${encodeURIComponent(email)}`, { samePage: true });
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(roleName);

    await signInThroughUi(page, text.adminType, email, text.login);
    const nav = page.getByRole('navigation', { name: text.navMain });
    for (const link of text.granted)
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    for (const link of text.notGranted)
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    await visit(page, 'users/record');
    await expect(page.getByText(text.noPermission)).toBeVisible();
  });
});
