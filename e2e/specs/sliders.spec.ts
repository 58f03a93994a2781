import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SliderRecord } from '@sufra/contract/resources/sliders';
import { apiCall, apiGet, tag } from '../support/api.ts';
import { pngFile } from '../support/menu.ts';
import { openInApp, tableRows } from '../support/navigate.ts';
import { loginAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** The platform's sliders: add with an image, see it listed with its thumbnail, edit it; a wrong file is refused. */

/** A GIF named as one: a type the sliders do not take (JPG, PNG or SVG only). */
function gifFile(): string {
  const path = join(tmpdir(), `sufra-e2e-${tag()}.gif`);
  writeFileSync(path, Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));
  return path;
}

const TEXTS = {
  'ar-SA': {
    wrongType: 'يرجى اختيار صيغة صورة صحيحة (JPG، PNG)',
    titleAr: 'العنوان (عربي)',
    titleEn: 'العنوان (إنجليزي)',
    link: 'الرابط',
    position: 'ترتيب العرض',
    save: 'حفظ',
    edit: 'تعديل',
    showing: 'معروضة الآن',
    removeImage: 'حذف: صورة الشريحة',
  },
  'en-US': {
    wrongType: 'Please select a valid image format (JPG, PNG)',
    titleAr: 'Title (Arabic)',
    titleEn: 'Title (English)',
    link: 'Link',
    position: 'Display order',
    save: 'Save',
    edit: 'Edit',
    showing: 'Showing now',
    removeImage: 'Remove: Slider image',
  },
} as const;

for (const locale of ['ar-SA', 'en-US'] as const) {
  test.describe(`sliders (${locale})`, () => {
    test.use({ locale });
    const text = TEXTS[locale];

    test('the admin adds a slider with its image, sees it with its thumbnail and edits it; a wrong file is refused before anything is sent', async ({
      page,
      request,
    }) => {
      const admin = await loginAs(page, request, 'admin');
      const word = `Banner ${tag()}`;
      const sent: string[] = [];
      page.on('request', (req) => {
        if (req.method() !== 'GET' && new URL(req.url()).pathname.startsWith('/api/v1/admin/sliders'))
          sent.push(req.method());
      });

      await page.goto('/dashboard/sliders/add');
      const fileInput = page.locator('input[type="file"]');
      await fileInput.setInputFiles(gifFile());
      await expect(
        page.locator('.ant-form-item-explain-error').filter({ hasText: text.wrongType }),
      ).toBeVisible();
      await expect(page.getByTestId('image-item')).toHaveCount(0);
      expect(sent).toEqual([]);

      await fileInput.setInputFiles(await pngFile('banner.png', '#c41d7f'));
      await expect(page.getByTestId('image-item')).toHaveCount(1);
      await expect(
        page.locator('.ant-form-item-explain-error').filter({ hasText: text.wrongType }),
      ).toHaveCount(0);
      await page.getByLabel(text.titleAr, { exact: true }).fill('عروض نهاية الأسبوع');
      await page.getByLabel(text.titleEn, { exact: true }).fill(word);
      await page.getByLabel(text.link, { exact: true }).fill('https://sufra.example/weekend');
      await page.getByLabel(text.position, { exact: true }).fill('4');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/sliders\/record$/);
      expect(sent).toEqual(['POST']);

      const [created] = (
        await apiGet<{ data: SliderRecord[] }>(
          request,
          admin,
          `sliders?filter[title]=${encodeURIComponent(word)}`,
        )
      ).data;
      expect(created).toMatchObject({ title_en: word, link: 'https://sufra.example/weekend', position: 4 });
      await openInApp(page, `sliders/record?title=${encodeURIComponent(word)}`, { samePage: true });
      await expect(tableRows(page)).toHaveCount(1);
      const row = tableRows(page).first();
      await expect(row).toContainText(locale === 'ar-SA' ? 'عروض نهاية الأسبوع' : word);
      await expect(row).toContainText(text.showing);
      await expect(row.locator('img.slider-thumb')).toHaveAttribute('src', created?.thumbnail_url ?? '');
      await expect
        .poll(() => row.locator('img.slider-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      // Edit: a new title and a new image in place of the old one.
      await row.getByRole('button', { name: text.edit }).click();
      await expect(page).toHaveURL(new RegExp(`/sliders/${created?.id}/edit$`));
      await expect(page.getByLabel(text.titleEn, { exact: true })).toHaveValue(word);
      await page.getByRole('button', { name: text.removeImage }).click();
      await fileInput.setInputFiles(await pngFile('new-banner.png', '#08979c'));
      await expect(page.getByTestId('image-item')).toHaveCount(1);
      await page.getByLabel(text.titleEn, { exact: true }).fill(`${word} edited`);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/sliders\/record$/);
      const edited = (await apiCall<{ data: SliderRecord }>(request, admin, 'GET', `sliders/${created?.id}`))
        .data;
      expect(edited.title_en).toBe(`${word} edited`);
      expect(edited.image_url).not.toBe(created?.image_url);
    });
  });
}
