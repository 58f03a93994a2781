import { apiCall, apiGet, tag } from '../support/api.ts';
import { visit } from '../support/navigate.ts';
import { loginAs, openAs, screenshot } from '../support/session.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/**
 * A vendor adds a branch, placing it on the map by a click (offline: no tile and no geocoder answer,
 * the marker appears all the same) and setting its working hours; then edits it and finds the stored
 * marker. In Arabic and in English.
 */
interface StoredBranch {
  id: number;
  name_en: string;
  address_lat: string;
  address_long: string;
  city_name: string | null;
  district_name: string | null;
  working_hours: { day_of_week: number; opening_time: string; closing_time: string }[];
}

const TEXT = {
  ar: {
    nameAr: 'اسم الفرع (عربي)',
    nameEn: 'اسم الفرع (إنجليزي)',
    addressAr: 'العنوان (عربي)',
    addressEn: 'العنوان (إنجليزي)',
    city: 'المدينة',
    district: 'الحي',
    cityOption: 'الرياض',
    districtOption: 'العليا',
    saturday: 'السبت',
    sunday: 'الأحد',
    opening: 'وقت الفتح',
    addHours: 'إضافة فترة',
    closing: 'وقت الإغلاق',
    afterMidnight: 'يغلق بعد منتصف الليل',
    save: 'حفظ',
    locationRequired: 'الموقع مطلوب',
    unavailable: 'خدمة البحث عن العناوين غير متاحة حاليًا',
    currentLocation: 'موقعي الحالي',
    permission: 'يرجى تفعيل إذن الوصول إلى الموقع من إعدادات المتصفح',
    changeStatus: 'تغيير حالة الاعتماد',
    change: 'تغيير الحالة',
    approved: 'معتمد',
  },
  en: {
    nameAr: 'Branch name (Arabic)',
    nameEn: 'Branch name (English)',
    addressAr: 'Address (Arabic)',
    addressEn: 'Address (English)',
    city: 'City',
    district: 'District',
    cityOption: 'Riyadh',
    districtOption: 'Al Olaya',
    saturday: 'Saturday',
    sunday: 'Sunday',
    opening: 'Opening time',
    addHours: 'Add hours',
    closing: 'Closing time',
    afterMidnight: 'Closes after midnight',
    save: 'Save',
    locationRequired: 'Location is required',
    unavailable: 'The address lookup service is unavailable right now',
    currentLocation: 'Current location',
    permission: 'Please enable location permission in your browser setting',
    changeStatus: 'Change approval status',
    change: 'Change status',
    approved: 'Approved',
  },
} as const;

/** Open an antd select by its label and pick the option with this text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

const map = (page: Page) => page.getByTestId('location-picker-map');

for (const { lang, locale } of [
  { lang: 'ar', locale: 'ar-SA' },
  { lang: 'en', locale: 'en-US' },
] as const) {
  test.describe(`branches (${lang})`, () => {
    test.use({ locale });

    test('the vendor adds a branch on the map with its hours, then edits it', async ({ page, request }) => {
      const text = TEXT[lang];
      const vendor = await loginAs(page, request, 'vendor');
      const name = `Map Branch ${tag()}`;

      await page.goto('/dashboard/branches/add');
      await page.getByLabel(text.nameAr, { exact: true }).fill('فرع الخريطة');
      await page.getByLabel(text.nameEn, { exact: true }).fill(name);

      // No location yet: the form says so under the map and sends nothing.
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.locationRequired, { exact: true })).toBeVisible();

      // A click on the map places the marker; the geocoder cannot be reached, the point is kept.
      await expect(map(page)).toBeVisible();
      await expect(map(page)).toHaveCSS('height', '300px');
      await map(page).click({ position: { x: 180, y: 120 } });
      await expect(map(page).locator('.leaflet-marker-icon')).toBeVisible();
      await expect(page.getByTestId('location-picker-coords')).toHaveText(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/);
      await expect(page.getByText(text.unavailable).first()).toBeVisible();
      await expect(page.getByText(text.locationRequired, { exact: true })).toBeHidden();

      await page.getByLabel(text.addressAr, { exact: true }).fill('طريق الملك فهد، العليا، الرياض');
      await page.getByLabel(text.addressEn, { exact: true }).fill('King Fahd Road, Al Olaya, Riyadh');
      await choose(page, text.city, text.cityOption);
      await choose(page, text.district, text.districtOption);

      // Saturday: open from 9 in the morning until 1 after midnight.
      const saturday = page.getByRole('region', { name: text.saturday });
      await saturday.getByRole('button', { name: text.addHours }).click();
      const closing = saturday.getByLabel(text.closing, { exact: true });
      await closing.click();
      const panel = page.locator('.ant-picker-dropdown:visible');
      const column = (n: number) => panel.locator('.ant-picker-time-panel-column').nth(n);
      // A cell clicked while its column still scrolls to the current value may miss: click until chosen.
      const pick = async (n: number, value: string) =>
        expect(async () => {
          await column(n)
            .locator('li', { hasText: new RegExp(`^${value}$`) })
            .click();
          await expect(column(n).locator('li.ant-picker-time-panel-cell-selected')).toHaveText(value, {
            timeout: 1_000,
          });
        }).toPass();
      await pick(0, '01');
      await pick(1, '00');
      // Before noon: the first of the two meridiem cells, in either language.
      await column(2).locator('li').first().click();
      await panel.locator('.ant-picker-ok button').click();
      await expect(saturday.getByText(text.afterMidnight)).toBeVisible();
      await screenshot(page, lang, 'branch-form');

      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page).toHaveURL(/\/branches\/record$/);

      const found = await apiGet<{ data: StoredBranch[] }>(
        request,
        vendor,
        `branches?filter[name]=${encodeURIComponent(name)}`,
      );
      expect(found.data).toHaveLength(1);
      const branch = found.data[0] as StoredBranch;
      expect(branch).toMatchObject({ name_en: name, city_name: 'Riyadh', district_name: 'Al Olaya' });
      expect(branch.working_hours).toEqual([
        { day_of_week: 6, opening_time: '09:00', closing_time: '01:00' },
      ]);
      expect(Number(branch.address_lat)).not.toBeNaN();

      // The edit page loads the stored point: the marker is there before any click.
      await visit(page, `branches/${branch.id}/edit`);
      await expect(map(page).locator('.leaflet-marker-icon')).toBeVisible();
      await expect(page.getByTestId('location-picker-coords')).toHaveText(
        `${branch.address_lat}, ${branch.address_long}`,
      );
      await expect(
        page.getByRole('region', { name: text.saturday }).getByText(text.afterMidnight),
      ).toBeVisible();
      await screenshot(page, lang, 'branch-edit');
      await page.getByLabel(text.nameEn, { exact: true }).fill(`${name} Edited`);
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page).toHaveURL(/\/branches\/record$/);
      const edited = await apiCall<{ data: StoredBranch }>(request, vendor, 'GET', `branches/${branch.id}`);
      expect(edited.data).toMatchObject({
        name_en: `${name} Edited`,
        address_lat: branch.address_lat,
        address_long: branch.address_long,
        working_hours: branch.working_hours,
      });
    });

    test('Enter in a working-hours time field confirms the typed time and leaves the form unsent', async ({
      page,
      request,
    }) => {
      const text = TEXT[lang];
      const vendor = await loginAs(page, request, 'vendor');
      const name = `Enter Branch ${tag()}`;
      const sent: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && /\/api\/v\d+\/\w+\/branches$/.test(new URL(req.url()).pathname))
          sent.push(req.postData() ?? '');
      });

      // A complete form: were Enter to submit it, the server would take it as it stands.
      await page.goto('/dashboard/branches/add');
      await page.getByLabel(text.nameAr, { exact: true }).fill('فرع الإدخال');
      await page.getByLabel(text.nameEn, { exact: true }).fill(name);
      await expect(map(page)).toBeVisible();
      await map(page).click({ position: { x: 180, y: 120 } });
      await expect(map(page).locator('.leaflet-marker-icon')).toBeVisible();
      await page.getByLabel(text.addressAr, { exact: true }).fill('شارع العليا، الرياض');
      await page.getByLabel(text.addressEn, { exact: true }).fill('Olaya Street, Riyadh');
      await choose(page, text.city, text.cityOption);
      await choose(page, text.district, text.districtOption);

      // Sunday: the new range's 09:00 AM to 11:00 PM, typed over as 10:30 AM to 11:45 PM, each
      // confirmed with Enter (the meridiem is kept as the field shows it, in either language).
      const sunday = page.getByRole('region', { name: text.sunday });
      await sunday.getByRole('button', { name: text.addHours }).click();
      const opening = sunday.getByLabel(text.opening, { exact: true });
      const closing = sunday.getByLabel(text.closing, { exact: true });
      const typeTime = async (field: Locator, time: string) => {
        const shown = await field.inputValue();
        expect(shown).toMatch(/^\d\d:\d\d /);
        await field.click();
        await field.fill(shown.replace(/^\d\d:\d\d/, time));
        await field.press('Enter');
      };
      await typeTime(opening, '10:30');
      await typeTime(closing, '11:45');

      // Still on the form, the typed hours shown, nothing sent.
      await expect(opening).toHaveValue(/^10:30 /);
      await expect(closing).toHaveValue(/^11:45 /);
      await expect(page).toHaveURL(/\/branches\/add$/);
      expect(sent).toEqual([]);

      // Saved on purpose: one request, with the typed hours.
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page).toHaveURL(/\/branches\/record$/);
      expect(sent).toHaveLength(1);
      const found = await apiGet<{ data: StoredBranch[] }>(
        request,
        vendor,
        `branches?filter[name]=${encodeURIComponent(name)}`,
      );
      expect(found.data).toHaveLength(1);
      expect(found.data[0]?.working_hours).toEqual([
        { day_of_week: 0, opening_time: '10:30', closing_time: '23:45' },
      ]);
    });

    test('the admin approves a vendor’s new branch through its status dialog', async ({ page, request }) => {
      const text = TEXT[lang];
      const vendor = await loginAs(page, request, 'vendor');
      const name = `Approve Branch ${tag()}`;
      await apiCall(request, vendor, 'POST', 'branches', {
        name_ar: 'فرع للاعتماد',
        name_en: name,
        address_ar: 'شارع التحلية، الرياض',
        address_en: 'Tahlia Street, Riyadh',
        address_lat: 24.7,
        address_long: 46.68,
        city_id: (await apiCall<{ data: { id: number }[] }>(request, vendor, 'GET', 'branch-cities')).data[0]
          ?.id,
      });
      await openAs(page, request, 'admin', `/dashboard/branches/record?name=${encodeURIComponent(name)}`);
      // Filtered by its unique English name: the one row, whatever language the list shows names in.
      const row = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: text.changeStatus }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.change }).click();
      await expect(row.getByText(text.approved, { exact: true })).toBeVisible();
    });

    test('the current-location button warns without permission and places the marker with it', async ({
      page,
      context,
      request,
    }) => {
      const text = TEXT[lang];
      await openAs(page, request, 'vendor', '/dashboard/branches/add');
      await expect(map(page)).toBeVisible();
      await page.getByRole('button', { name: text.currentLocation }).click();
      await expect(page.getByText(text.permission, { exact: true })).toBeVisible();
      await expect(map(page).locator('.leaflet-marker-icon')).toHaveCount(0);

      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 21.5433, longitude: 39.1728 });
      await page.getByRole('button', { name: text.currentLocation }).click();
      await expect(map(page).locator('.leaflet-marker-icon')).toBeVisible();
      await expect(page.getByTestId('location-picker-coords')).toHaveText('21.543300, 39.172800');
    });

    test('the branch manager reads its own branch only, without changing it', async ({ page, request }) => {
      const manager = await loginAs(page, request, 'branch');
      const own = await apiGet<{ data: { id: number; name_ar: string; name_en: string }[] }>(
        request,
        manager,
        'branches',
      );
      expect(own.data).toHaveLength(1);
      await page.goto('/dashboard/branches/record');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(
        lang === 'ar' ? (own.data[0]?.name_ar ?? '') : (own.data[0]?.name_en ?? ''),
      );
      await expect(
        page.getByRole('button', { name: lang === 'ar' ? 'إضافة فرع' : 'Add branch' }),
      ).toHaveCount(0);
      await visit(page, `branches/${own.data[0]?.id}/edit`);
      await expect(page).not.toHaveURL(/\/edit$/);
    });
  });
}
