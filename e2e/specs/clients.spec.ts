import { apiCall, apiGet, type apiLogin, type LoggedIn, tag } from '../support/api.ts';
import { describeInLanguages } from '../support/languages.ts';
import { openInApp, tableRows } from '../support/navigate.ts';
import { loginAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/**
 * Customers, in Arabic and in English: the admin finds a customer by phone, opens the details with
 * the points ledger, corrects the first name, then blocks and unblocks through the status dialog.
 * Customers sign up in the customer app, so each language takes a different seeded customer with
 * points (the Arabic run the newest, the English run the one before) and puts its name back after.
 */

interface Client {
  id: number;
  first_name: string;
  phone: string;
  points: number;
}

interface LedgerLine {
  delta: number;
  balance: number;
}

const TEXT = {
  ar: {
    locale: 'ar-SA',
    phone: 'رقم الجوال',
    firstName: 'الاسم الأول',
    details: 'التفاصيل',
    drawer: 'تفاصيل العميل',
    ledger: 'سجل النقاط',
    edit: 'تعديل',
    save: 'حفظ',
    saved: 'تم التعديل بنجاح.',
    toggle: 'مفعّل أو غير مفعّل',
    deactivate: 'هل تريد إلغاء تفعيل هذا السجل؟',
    activate: 'هل تريد تفعيل هذا السجل؟',
    confirm: 'تأكيد',
    active: 'مفعّل',
    inactive: 'غير مفعّل',
    name: 'سلمى',
    pick: 0,
  },
  en: {
    locale: 'en-US',
    phone: 'Mobile number',
    firstName: 'First name',
    details: 'Details',
    drawer: 'Customer details',
    ledger: 'Points history',
    edit: 'Edit',
    save: 'Save',
    saved: 'Updated successfully.',
    toggle: 'Active or inactive',
    deactivate: 'Deactivate this record?',
    activate: 'Activate this record?',
    confirm: 'Confirm',
    active: 'Active',
    inactive: 'Inactive',
    name: 'Salma',
    pick: 1,
  },
} as const;

/** A seeded active customer with points, different for each language. */
async function seededClient(request: Parameters<typeof apiLogin>[0], admin: LoggedIn, pick: number) {
  const list = await apiGet<{ data: Client[] }>(
    request,
    admin,
    'clients?filter[points_from]=1&filter[blocked]=0&sort=id&per_page=5',
  );
  const client = list.data[pick];
  if (!client) throw new Error('the demo seed has too few customers with points');
  const ledger = await apiCall<{ data: LedgerLine[] }>(request, admin, 'GET', `clients/${client.id}/points`);
  return { client, newest: ledger.data[0] };
}

describeInLanguages(TEXT, 'customers', (text, lang) => {
  test('the admin finds a customer by phone, reads the points ledger, renames, blocks and unblocks', async ({
    page,
    request,
  }) => {
    const admin = await loginAs(page, request, 'admin');
    const { client, newest } = await seededClient(request, admin, text.pick);
    const local = client.phone.replace(/^966/, '');
    const newName = `${text.name} ${tag()}`.replace(/[^A-Za-z\u0621-\u064A ]/g, '');
    try {
      await page.goto('/dashboard/clients/record');
      await expect(tableRows(page).first()).toBeVisible();
      // An e-mail reads left to right in either language: its start shows, an ellipsis cuts its end.
      const email = page.locator('#main-content .cell-text', { hasText: '@' }).first();
      await expect(email).toBeVisible();
      const start = await email.evaluate((cell) => {
        const range = document.createRange();
        range.setStart(cell.firstChild as Text, 0);
        range.setEnd(cell.firstChild as Text, 1);
        const first = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return {
          direction: getComputedStyle(cell).direction,
          firstLetterShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
        };
      });
      expect(start, 'the first e-mail in the list').toEqual({ direction: 'ltr', firstLetterShown: true });
      // The phone filter takes the number as people write it: 05XXXXXXXX.
      await page.getByLabel(text.phone, { exact: true }).pressSequentially(`0${local}`, { delay: 20 });
      await expect(page).toHaveURL(new RegExp(`phone=0${local}`));
      await expect(tableRows(page)).toHaveCount(1);
      const row = tableRows(page).first();
      await expect(row).toContainText(`+966 ${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`);

      // Details with the ledger: newest line first, its balance is the customer's points.
      await row.getByRole('button', { name: text.details }).click();
      const drawer = page.locator('.ant-drawer-content-wrapper');
      await expect(page.getByText(text.drawer)).toBeVisible();
      await expect(drawer).toContainText(`${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`);
      const ledger = drawer.getByTestId('client-points');
      await expect(ledger.getByRole('heading', { name: text.ledger })).toBeVisible();
      await expect(ledger.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      expect(newest?.balance).toBe(client.points);
      await expect(
        ledger.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').last(),
      ).toHaveText(new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB').format(client.points));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Correct the first name through the edit form.
      await row.getByRole('button', { name: text.edit }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/edit$`));
      const firstName = page.getByLabel(text.firstName, { exact: true });
      await expect(firstName).toHaveValue(client.first_name);
      await firstName.fill(newName);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page).toHaveURL(/\/clients\/record/);
      await openInApp(page, `clients/record?phone=${local}`, { samePage: true });
      await expect(tableRows(page)).toHaveCount(1);
      await expect(tableRows(page).first()).toContainText(newName);

      // Block, then unblock, each through the status dialog.
      const status = tableRows(page).first().getByRole('switch', { name: text.toggle });
      await expect(status).toHaveAttribute('aria-checked', 'true');
      /** Through the status dialog: the switch then reads `checked` and `label`, and the API agrees. */
      const flipStatus = async (prompt: string, checked: boolean, label: string) => {
        await status.click();
        await expect(page.getByRole('dialog')).toContainText(prompt);
        await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(status).toHaveAttribute('aria-checked', String(checked));
        await expect(status).toContainText(label);
        const stored = await apiGet<{ data: { blocked: boolean } }>(request, admin, `clients/${client.id}`);
        expect(stored.data.blocked).toBe(!checked);
      };
      await flipStatus(text.deactivate, false, text.inactive);
      await flipStatus(text.activate, true, text.active);
    } finally {
      // The seeded customer keeps its name and status for every other run.
      await apiCall(request, admin, 'PUT', `clients/${client.id}`, { first_name: client.first_name });
      const now = await apiGet<{ data: { blocked: boolean } }>(request, admin, `clients/${client.id}`);
      if (now.data.blocked) await apiCall(request, admin, 'POST', `clients/${client.id}/toggle-status`);
    }
  });
});
