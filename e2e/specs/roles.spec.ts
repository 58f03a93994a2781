import { API_PASSWORD, apiCall, apiLogin, DEMO_PASSWORD, type LoggedIn, tag } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { openInApp, visit } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

/**
 * Issue 8, roles: the admin changes a role in the permission matrix (takes away its Meals section)
 * and the affected user's sidebar follows on their next sign-in; role 1 is never edited.
 */
const TEXT = {
  'en-US': {
    lang: 'en',
    edit: 'Edit',
    save: 'Save',
    mealsSection: 'Every permission of the Meals section',
    viewMeals: 'View meals',
    deleteMeals: 'Delete meals',
    viewFaqs: 'View FAQs',
    deleteColumn: 'Delete: every page',
    deleteOrders: 'Delete orders',
    matrix: 'Permission matrix',
    general: 'General',
    meals: 'Meals',
    other: 'Other',
    noPermission: 'No permission',
    notFound: 'Page not found',
    system: 'System role',
    add: 'Add role',
    allPermissions: 'All permissions',
    held: '4 of 85',
  },
  'ar-SA': {
    lang: 'ar',
    edit: 'تعديل',
    save: 'حفظ',
    mealsSection: 'جميع صلاحيات قسم الوجبات',
    viewMeals: 'عرض الوجبات',
    deleteMeals: 'حذف الوجبات',
    viewFaqs: 'عرض الأسئلة الشائعة',
    deleteColumn: 'حذف: جميع الصفحات',
    deleteOrders: 'حذف الطلبات',
    matrix: 'مصفوفة الصلاحيات',
    general: 'عام',
    meals: 'الوجبات',
    other: 'أخرى',
    noPermission: 'لا توجد صلاحية',
    notFound: 'الصفحة غير موجودة',
    system: 'دور النظام',
    add: 'إضافة دور',
    allPermissions: 'جميع الصلاحيات',
    held: '4 من 85',
  },
} as const;

interface Role {
  id: number;
  name_en: string;
  permissions_list: string[];
}

/** A role and an account holding it, made through the API by the super admin. */
async function roleWithUser(request: APIRequestContext, admin: LoggedIn) {
  const word = tag();
  const role = (
    await apiCall<{ data: Role }>(request, admin, 'POST', 'roles', {
      name_ar: `دور ${word}`,
      name_en: `Role ${word}`,
      permissions_list: ['read-meals', 'read-mealcategories', 'read-faqs', 'read-countries'],
    })
  ).data;
  const email = `roles-${word}@e2e.sufra.sa`;
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  await apiCall(request, admin, 'POST', 'users', {
    name: `Holder ${word}`,
    email,
    phone: `055${digits}`,
    password: DEMO_PASSWORD,
    role_id: role.id,
  });
  return { role, email };
}

/** An admin session through the API (the demo admin, or the role's holder by email). */
async function apiSession(request: APIRequestContext, email: string): Promise<LoggedIn> {
  const response = await request.post('/api/v1/admin/login', {
    headers: { 'X-Api-Password': API_PASSWORD },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: Record<string, unknown> } };
  return { type: 'admin', token: data.token, user: data.user };
}

/**
 * Hand a session to the browser as the login screen stores it. It is written from a page of the
 * same origin that is not the dashboard, so the previous user's page cannot write over it.
 */
async function signIn(page: Page, session: LoggedIn): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('sufra.token', s.token);
    localStorage.setItem('sufra.userType', s.type);
    localStorage.setItem('sufra.user', JSON.stringify(s.user));
  }, session);
}

/** The demo super admin signed in to the browser, and a new role with an account holding it. */
async function adminWithRole(
  page: Page,
  request: APIRequestContext,
): Promise<{ admin: LoggedIn; role: Role }> {
  const admin = await apiLogin(request, 'admin');
  const { role } = await roleWithUser(request, admin);
  await signIn(page, admin);
  return { admin, role };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main navigation|القائمة الرئيسية/ });
const groupTitles = (page: Page) => sidebar(page).locator('.ant-menu-item-group-title');

for (const locale of ['en-US', 'ar-SA'] as const) {
  const text = TEXT[locale];
  test.describe(`roles (${locale})`, () => {
    test.use({ locale });

    test('a role changed in the matrix changes its holder’s sidebar at the next sign-in', async ({
      page,
      request,
    }) => {
      const admin = await apiLogin(request, 'admin');
      const { role, email } = await roleWithUser(request, admin);

      // Before: the holder sees the Meals section and opens the meals list.
      await signIn(page, await apiSession(request, email));
      await page.goto('/dashboard/home');
      await expect(groupTitles(page)).toHaveText([text.general, text.meals, text.other]);
      await expect(sidebar(page).locator('a[href="/dashboard/meals/record"]')).toBeVisible();

      // The admin takes the Meals section away in the matrix.
      await signIn(page, admin);
      await page.goto(`/dashboard/roles/record?name=${encodeURIComponent(role.name_en)}`);
      const row = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: text.edit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/roles/${role.id}/edit$`));
      await expect(page.getByLabel(text.viewMeals, { exact: true })).toBeChecked();
      // A partly held section's box fills the section first (as any "all" box), then empties it.
      const section = page.getByLabel(text.mealsSection, { exact: true });
      await section.click();
      await expect(page.getByLabel(text.deleteMeals, { exact: true })).toBeChecked();
      await expect(section).toBeChecked();
      await section.click();
      await expect(section).not.toBeChecked();
      await expect(page.getByLabel(text.viewMeals, { exact: true })).not.toBeChecked();
      await expect(page.getByLabel(text.deleteMeals, { exact: true })).not.toBeChecked();
      await expect(page.getByLabel(text.viewFaqs, { exact: true })).toBeChecked();
      await screenshot(page, text.lang, 'roles-matrix');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/roles\/record/);
      const stored = await apiCall<{ data: Role }>(request, admin, 'GET', `roles/${role.id}`);
      expect(stored.data.permissions_list).toEqual(['read-countries', 'read-faqs']);

      // After the next sign-in: no Meals section, and the meals page says no permission.
      await signIn(page, await apiSession(request, email));
      await page.goto('/dashboard/home');
      await expect(groupTitles(page)).toHaveText([text.general, text.other]);
      await expect(sidebar(page).locator('a[href="/dashboard/faq/record"]')).toBeVisible();
      await visit(page, 'meals/record');
      await expect(page).toHaveURL(/\/dashboard\/no-permission$/);
      await expect(page.getByRole('heading', { name: text.noPermission })).toBeVisible();
    });

    test('the matrix fits and stays aligned at 1366, 820 and 390 px (a card per page on a phone)', async ({
      page,
      request,
    }) => {
      const { role } = await adminWithRole(page, request);
      await page.goto(`/dashboard/roles/${role.id}/edit`);
      await expect(page.getByLabel(text.viewMeals, { exact: true })).toBeChecked();
      const centre = async (label: string) => {
        const box = await page.getByLabel(label, { exact: true }).locator('xpath=..').boundingBox();
        if (!box) throw new Error(`${label} is not shown`);
        return box.x + box.width / 2;
      };
      for (const width of [1366, 820, 390]) {
        await page.setViewportSize({ width, height: 860 });
        // The page never slides sideways; only the matrix may, inside its own region.
        const page_ = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          view: document.documentElement.clientWidth,
        }));
        expect(page_.scroll, `page width at ${width}`).toBeLessThanOrEqual(page_.view);
        const region = page.getByRole('region', { name: text.matrix });
        // After the resize the layout settles (breakpoints re-render): wait for it, then it must fit.
        await expect
          .poll(() => region.evaluate((el) => el.scrollWidth <= el.clientWidth), {
            message: `matrix fits at ${width}`,
          })
          .toBe(true);
        // A column's cells sit under its header.
        expect(Math.abs((await centre(text.deleteColumn)) - (await centre(text.deleteOrders)))).toBeLessThan(
          2,
        );
        await screenshot(page, text.lang, `roles-matrix-${width}`);
      }
      // Dark mode: the page names on the matrix's own dark background, never on white.
      await page.setViewportSize({ width: 1366, height: 860 });
      await page.evaluate(() => localStorage.setItem('sufra.mode', 'dark'));
      await page.reload();
      const name = page.locator('tbody th.permission-matrix-resource').first();
      await expect(name).toBeVisible();
      const colours = await name.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, text: style.color };
      });
      expect(colours.background).not.toBe('rgb(255, 255, 255)');
      expect(colours.text).not.toBe(colours.background);
      await screenshot(page, text.lang, 'roles-matrix-dark');
    });

    test('the roles list: names, holders, permissions held, the system tag, and no add button', async ({
      page,
      request,
    }) => {
      const { role } = await adminWithRole(page, request);
      await page.goto('/dashboard/roles/record');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      // The one tagged row is the super admin's role.
      const superAdmin = rows.filter({ has: page.locator('.ant-tag', { hasText: text.system }) });
      await expect(superAdmin).toHaveCount(1);
      await expect(superAdmin.locator('td').first()).toHaveText('1');
      await expect(superAdmin).toContainText(text.allPermissions);
      await expect(page.getByRole('button', { name: text.add })).toHaveCount(0);
      await openInApp(page, `roles/record?name=${encodeURIComponent(role.name_en)}`, { samePage: true });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(
        text.lang === 'ar' ? `دور ${role.name_en.slice(5)}` : role.name_en,
      );
      await expect(rows.first()).toContainText(text.held);
      await screenshot(page, text.lang, 'roles-list-1366');
      await page.setViewportSize({ width: 390, height: 860 });
      await screenshot(page, text.lang, 'roles-list-390');
    });

    test('the list and the matrix pages have no serious accessibility violation, at 1366 and 390 px', async ({
      page,
      request,
    }) => {
      const { role } = await adminWithRole(page, request);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 860 });
        for (const path of ['roles/record', `roles/${role.id}/edit`]) {
          await visit(page, path);
          await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
          await expect(page.locator('.ant-table-row, .permission-matrix').first()).toBeVisible();
          // The page's own content (the shell is checked by a11y.spec.ts).
          expect(await seriousViolations(page, { include: '#main-content' }), `${path} at ${width}`).toEqual(
            [],
          );
        }
      }
    });

    test('role 1 is never edited: its edit page is the not-found page', async ({ page, request }) => {
      await loginAs(page, request, 'admin');
      const asked: string[] = [];
      page.on('request', (req) => {
        if (/\/api\/v1\/admin\/roles\/1$/.test(new URL(req.url()).pathname)) asked.push(req.method());
      });
      await page.goto('/dashboard/roles/1/edit');
      await expect(page).toHaveURL(/\/dashboard\/not-found$/);
      await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
      expect(asked).toEqual([]);
    });
  });
}
