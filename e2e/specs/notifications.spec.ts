import { apiCall, apiGet, apiLogin, tag } from '../support/api.ts';
import { describeInLanguages } from '../support/languages.ts';
import { loginAs, openAs, screenshot } from '../support/session.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * Notifications, in Arabic and in English: the admin sends one to every brand manager from the
 * notifications list; a brand manager signed in elsewhere sees the bell rise without a reload, opens
 * it, finds the notification unread and marks it read with a click; the admin's list shows it
 * delivered, with its recipients in the details drawer.
 */
const TEXT = {
  ar: {
    locale: 'ar-SA',
    send: 'إرسال إشعار',
    confirm: 'إرسال',
    titleAr: 'العنوان (عربي)',
    titleEn: 'العنوان (إنجليزي)',
    messageAr: 'الرسالة (عربي)',
    messageEn: 'الرسالة (إنجليزي)',
    priority: 'الأولوية',
    high: 'عالية',
    delivered: 'تم التسليم',
    details: 'التفاصيل',
    recipients: 'المستلمون',
  },
  en: {
    locale: 'en-US',
    send: 'Send a notification',
    confirm: 'Send',
    titleAr: 'Title (Arabic)',
    titleEn: 'Title (English)',
    messageAr: 'Message (Arabic)',
    messageEn: 'Message (English)',
    priority: 'Priority',
    high: 'High',
    delivered: 'Delivered',
    details: 'Details',
    recipients: 'Recipients',
  },
} as const;

/** Picks `option` in the select labelled `label` inside `scope` (the dialog: the list's filters have one too). */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

describeInLanguages(TEXT, 'notifications', (text, lang) => {
  test('a notification the admin sends raises a brand manager’s bell live and is read from it', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const word = tag(8);
    const titleAr = `صيانة ${word}`;
    const titleEn = `Maintenance ${word}`;

    // the brand manager starts with nothing unread, and waits on its home page
    const vendorLogin = await apiLogin(request, 'vendor');
    await apiCall(request, vendorLogin, 'POST', 'notifications/read-all', {});
    const vendorContext = await browser.newContext({ locale: text.locale });
    const vendor = await vendorContext.newPage();
    await loginAs(vendor, request, 'vendor');
    await vendor.goto('/dashboard/home');
    await expect(vendor.locator('.live-indicator .ant-badge-status-success')).toBeVisible({
      timeout: 15_000,
    });

    // the admin sends it from the list's dialog
    await openAs(page, request, 'admin', '/dashboard/notifications/record');
    // A busy machine may take a while to bring the first rows.
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: text.send }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    // nothing is sent while the fields are empty: each says so
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await dialog.getByLabel(text.titleAr).fill(titleAr);
    await dialog.getByLabel(text.titleEn).fill(titleEn);
    await dialog.getByLabel(text.messageAr).fill('يتوقف النظام للصيانة من الثانية إلى الثالثة فجراً');
    await dialog.getByLabel(text.messageEn).fill('The system stops for maintenance from 2 to 3 am');
    await choose(page, dialog, text.priority, text.high);
    await screenshot(page, lang, 'notification-send');
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', {
      hasText: lang === 'ar' ? titleAr : titleEn,
    });
    await expect(row).toContainText(text.delivered, { timeout: 15_000 });
    await expect(row).toContainText(text.high);

    // the brand manager's bell rises without a reload; the dropdown shows it unread
    const bell = vendor.getByTestId('notification-bell');
    await expect(vendor.locator('.app-header .ant-badge-count')).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const inbox = vendor.getByTestId('notification-inbox');
    const item = inbox.locator('.inbox-item', { hasText: lang === 'ar' ? titleAr : titleEn });
    await expect(item).toHaveClass(/inbox-item-unread/, { timeout: 15_000 });
    await screenshot(vendor, lang, 'notification-inbox');
    await item.click();
    await expect(item).not.toHaveClass(/inbox-item-unread/);
    const mine = await apiGet<{ data: { title: string; read: boolean }[] }>(
      request,
      vendorLogin,
      'notifications/inbox?per_page=20',
    );
    // the API is asked in English (support/api.ts)
    expect(mine.data.find((n) => n.title === titleEn)?.read).toBe(true);

    // the admin's details drawer lists who received it
    await row.getByRole('button', { name: text.details }).click();
    const recipients = page.getByTestId('notification-recipients');
    await expect(recipients.getByRole('heading', { name: text.recipients })).toBeVisible();
    await expect(recipients.locator('.ant-table-row').first()).toBeVisible();
    await vendorContext.close();
  });
});
