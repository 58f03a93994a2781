import { API_PASSWORD, apiLogin, tag } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { describeInLanguages } from '../support/languages.ts';
import { expectNoPageOverflow } from '../support/navigate.ts';
import { openAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * The platform settings (`/settings/record`), in Arabic and in English: the admin writes the terms
 * with a heading in the editor and saves them; the English terms left empty are refused with the
 * message naming the language; a logo uploaded there is in the header at once and on the sign-in
 * page after logging out.
 */
const TEXT = {
  ar: {
    locale: 'ar-SA',
    legalTab: 'الشروط والخصوصية',
    group: 'مجموعة الإعدادات',
    own: 'الشروط والأحكام (بالعربية)',
    english: 'الشروط والأحكام (بالإنجليزية)',
    heading: 'عنوان 2',
    saved: 'تم حفظ الإعدادات.',
    englishMissing: 'يرجى كتابة الشروط والأحكام بالإنجليزية: فهي مطلوبة باللغتين العربية والإنجليزية.',
    account: /الحساب/,
    logout: 'تسجيل الخروج',
    upload: 'رفع شعار',
    logoUpdated: 'تم تحديث الشعار.',
  },
  en: {
    locale: 'en-US',
    legalTab: 'Terms and privacy',
    group: 'Settings group',
    own: 'Terms and conditions (English)',
    english: 'Terms and conditions (English)',
    heading: 'Heading 2',
    saved: 'The settings have been saved.',
    englishMissing:
      'Please write the terms and conditions in English: they are required in both Arabic and English.',
    account: /Account menu/,
    logout: 'Log out',
    upload: 'Upload a logo',
    logoUpdated: 'The logo has been updated.',
  },
} as const;

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The editor of one field: its toolbar and its text, found by the field's label. */
function editor(page: Page, label: string) {
  const text = page.getByRole('textbox', { name: label, exact: true });
  return { text, frame: page.locator('.rich-text').filter({ has: text }) };
}

/** The answer of the next settings save. */
const nextSave = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/settings') && r.request().method() === 'PUT');

describeInLanguages(TEXT, 'platform settings', (text, lang) => {
  test('the admin saves the terms with a heading; English terms left empty are refused', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'admin', '/dashboard/settings/record');
    await page.getByRole('tab', { name: text.legalTab }).click();
    await expect(page).toHaveURL(/tab=legal/);
    const own = editor(page, text.own);
    // The editor is a chunk of its own, loaded with the first rich-text field shown.
    await expect(own.text).toBeVisible({ timeout: 15_000 });

    // A heading chosen in the toolbar, then a paragraph, in place of what was there.
    const word = tag();
    await own.text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await own.frame.locator('.rich-text-block').click();
    await page.locator('.ant-select-item-option').filter({ hasText: text.heading }).click();
    await own.text.pressSequentially(`Heading ${word}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Body ${word}`);
    await expect(own.text.locator('h2')).toHaveText(`Heading ${word}`);
    const saving = nextSave(page);
    await page.getByTestId('save-legal').click();
    const saved = await saving;
    expect(saved.status()).toBe(200);
    const body = (await saved.json()) as { data: { legal: Record<string, string> } };
    expect(body.data.legal[`terms_${lang}`]).toBe(`<h2>Heading ${word}</h2><p>Body ${word}</p>`);
    await expect(page.getByText(text.saved)).toBeVisible();

    // The English terms emptied: refused under the field, in the page's language.
    const english = editor(page, text.english);
    await english.text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByTestId('save-legal').click();
    await expect(
      page.locator('.ant-form-item-explain-error').filter({ hasText: text.englishMissing }),
    ).toBeVisible();
    await expect(english.frame).toHaveClass(/rich-text-invalid/);
    // The server still has English terms.
    const stored = await request.get('/api/v1/client/pages/terms', {
      headers: { 'X-Api-Password': API_PASSWORD, 'Accept-Language': 'en' },
    });
    expect(stored.status()).toBe(200);
  });

  test('on a phone a list chooses the group: every group reachable, nothing a screen reader cannot read', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, request, 'admin', '/dashboard/settings/record');
    const group = page.getByRole('combobox', { name: text.group });
    await expect(group).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectAccessible(page, 'settings at 390 px', { include: '#main-content' });
    await group.click();
    await page.locator('.ant-select-item-option').filter({ hasText: text.legalTab }).click();
    await expect(page).toHaveURL(/tab=legal/);
    await expect(editor(page, text.own).text).toBeVisible({ timeout: 15_000 });
    await expectNoPageOverflow(page, 'settings at 390 px');
  });
});

// One logo at a time: the sign-in page shows whichever was uploaded last.
test.describe('the platform logo', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    const admin = await apiLogin(request, 'admin');
    await request.delete('/api/v1/admin/settings/logo', {
      headers: { 'X-Api-Password': API_PASSWORD, Authorization: `Bearer ${admin.token}` },
    });
  });

  for (const lang of ['ar', 'en'] as const) {
    const text = TEXT[lang];
    test(`uploaded in the settings, it is in the header and on the sign-in page after logout (${lang})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ locale: text.locale });
      const page = await context.newPage();
      // A session of its own: this test logs out.
      await openAs(page, request, 'admin', '/dashboard/settings/record', { own: true });
      await expect(page.getByTestId('settings-logo')).toBeVisible({ timeout: 15_000 });
      const uploading = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/settings/logo'));
      await page.locator('.settings-logo input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      const answer = (await (await uploading).json()) as { data: { sys_logo: string } };
      const logo = answer.data.sys_logo;
      expect(logo).toMatch(/^\/uploads\/settings\//);
      await expect(page.getByText(text.logoUpdated)).toBeVisible();
      await expect(page.getByTestId('settings-logo')).toHaveAttribute('src', logo);
      await expect(page.locator('.app-brand img').first()).toHaveAttribute('src', logo);

      await page.getByRole('button', { name: text.account }).click();
      await page.getByRole('menuitem', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/dashboard\/choose-user-type$/);
      // A fresh visit (nothing stored) reads the logo from the public settings.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(page.locator('.auth-brand img')).toHaveAttribute('src', logo);
      const shown = await page
        .locator('.auth-brand img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(shown).toBe(true);
      await context.close();
    });
  }
});
