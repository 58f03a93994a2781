import { readFileSync } from 'node:fs';
import { apiCall, apiGet, createCountry, tag } from '../support/api.ts';
import { choose, tableRows } from '../support/navigate.ts';
import { loginAs } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Wait for the countries list request made by the page, and return its query. */
function countriesRequest(page: Page) {
  return page
    .waitForRequest((req) => /\/api\/v1\/admin\/countries\?/.test(req.url()) && req.method() === 'GET')
    .then((req) => new URL(req.url()).searchParams);
}

/** "from-to of total"; the range is isolated left-to-right with invisible marks. */
const range = (fromTo: string, total: number) => new RegExp(`^\u2066?${fromTo}\u2069? of ${total}$`);

test('a list paginates through the URL, filters with debounce and sorts', async ({ page, request }) => {
  const admin = await loginAs(page, request, 'admin');
  const prefix = `Zed${tag()}`;
  for (const suffix of ['a', 'b', 'c']) await createCountry(request, admin, `${prefix} ${suffix}`);

  await page.goto(`/dashboard/countries/record?country_name=${prefix}&per_page=1&sort=-country_name`);
  await expect(page.getByTestId('page-range')).toHaveText(range('1-1', 3));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`${prefix} a`);

  const next = countriesRequest(page);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  expect((await next).get('page')).toBe('2');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('page-range')).toHaveText(range('2-2', 3));
  await expect(tableRows(page).first()).toContainText(`${prefix} b`);

  // Back to the full list, then filter by typing: one request for the whole word, on page 1.
  await page.goto('/dashboard/countries/record?page=2&per_page=5');
  await expect(tableRows(page).first()).toBeVisible();
  const sent: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/admin/countries'))
      sent.push(url.searchParams.get('filter[country_name]') ?? '');
  });
  const filtered = countriesRequest(page);
  // Keys back to back: a key per character still (no debounce would mean one request each), but no
  // pause of the busy test machine between two keys can reach the 500 ms wait.
  await page.getByLabel('Country name', { exact: true }).pressSequentially(prefix);
  const query = await filtered;
  expect(query.get('filter[country_name]')).toBe(prefix);
  expect(query.get('page')).toBe('1');
  expect(sent).toEqual([prefix]);
  await expect(page).toHaveURL(new RegExp(`country_name=${prefix}`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(tableRows(page)).toHaveCount(3);

  // Sort: descending by name puts "c" first.
  await choose(page, 'Sort by', 'Country name, descending');
  await expect(page).toHaveURL(/sort=country_name(&|$)/);
  await expect(tableRows(page).first()).toContainText(`${prefix} c`);
  await choose(page, 'Sort by', 'Country name, ascending');
  await expect(page).toHaveURL(/sort=-country_name/);
  await expect(tableRows(page).first()).toContainText(`${prefix} a`);

  // Reset clears every parameter.
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/countries\/record$/);
});

test('details open in a 445 px drawer; delete asks first and removes the row', async ({ page, request }) => {
  const admin = await loginAs(page, request, 'admin');
  const name = `Del${tag()}`;
  const country = await createCountry(request, admin, name);
  await page.goto(`/dashboard/countries/record?country_name=${name}`);
  await expect(tableRows(page)).toHaveCount(1);

  await tableRows(page).first().getByRole('button', { name: 'Details' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(page.getByText('Country details')).toBeVisible();
  await expect(drawer).toContainText(country.country_code);
  expect((await drawer.boundingBox())?.width).toBeCloseTo(445, 0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this record?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tableRows(page)).toHaveCount(1);

  await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('No Results Found')).toBeVisible();
  const left = await apiGet<{ meta: { total: number } }>(
    request,
    admin,
    `countries?filter[country_name]=${name}`,
  );
  expect(left.meta.total).toBe(0);
});

test('a city is added with districts through the form; the status toggle asks first', async ({
  page,
  request,
}) => {
  const admin = await loginAs(page, request, 'admin');
  const country = await createCountry(request, admin, `Land${tag()}`);
  const city = `Town${tag()}`;
  await page.goto('/dashboard/cities/add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('City name (Arabic) is required')).toBeVisible();

  await page.getByLabel('City name (Arabic)').fill('مدينة الاختبار');
  await page.getByLabel('City name (English)').fill('مدينة');
  await expect(page.getByText('Name must be in English letters only.')).toBeVisible();
  await page.getByLabel('City name (English)').fill(city);
  await choose(page, 'Country', country.country_name);
  await page.getByLabel('Transportation amount').fill('12.345x');
  await expect(page.getByLabel('Transportation amount')).toHaveValue('12.34');
  await page.getByRole('button', { name: 'Add a district' }).click();
  await page.getByLabel('District name (Arabic)').fill('حي النخيل');
  await page.getByLabel('District name (English)').fill('Al Nakheel');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/cities\/record$/);
  await expect(page.getByText('Created successfully.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(city);
  await expect(tableRows(page)).toHaveCount(1);
  const row = tableRows(page).first();
  await expect(row).toContainText('12.34 SAR');

  await row.getByRole('switch').click();
  await expect(page.getByRole('dialog')).toContainText('Deactivate this record?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Status changed successfully.')).toBeVisible();
});

test('the server 422 is shown under its field and cleared on input', async ({ page, request }) => {
  const admin = await loginAs(page, request, 'admin');
  const country = await createCountry(request, admin, `Gone${tag()}`);
  await page.goto('/dashboard/cities/add');
  await page.getByLabel('City name (Arabic)').fill('مدينة مؤقتة');
  await page.getByLabel('City name (English)').fill(`Temp${tag()}`);
  await choose(page, 'Country', country.country_name);
  await page.getByLabel('Transportation amount').fill('5');
  // The country disappears while the form is open: the server refuses the city.
  await apiCall(request, admin, 'DELETE', `countries/${country.id}`);
  await page.getByRole('button', { name: 'Save' }).click();

  const countryItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Country') });
  await expect(countryItem.locator('.ant-form-item-explain-error')).toHaveText(
    'The selected Country is invalid',
  );
  await expect(page).toHaveURL(/\/cities\/add$/);
  await page.getByLabel('Transportation amount').fill('6');
  await expect(countryItem.locator('.ant-form-item-explain-error')).toHaveText(
    'The selected Country is invalid',
  );
  await page.getByLabel('Country', { exact: true }).click();
  await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
  await expect(countryItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
});

test('an edit form loads the record and saves it', async ({ page, request }) => {
  const admin = await loginAs(page, request, 'admin');
  const created = await apiCall<{ data: { id: number } }>(request, admin, 'POST', 'faqs', {
    question_ar: 'ما هي ساعات العمل؟',
    question_en: `Opening hours ${tag()}?`,
    answer_ar: 'من التاسعة صباحًا',
    answer_en: 'From nine in the morning',
    position: 3,
  });
  await page.goto(`/dashboard/faq/${created.data.id}/edit`);
  await expect(page.getByLabel('Question (Arabic)')).toHaveValue('ما هي ساعات العمل؟');
  await page.getByLabel('Answer (English)').fill('From ten in the morning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/faq\/record$/);
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  const saved = await apiGet<{ data: { answer_en: string } }>(request, admin, `faqs/${created.data.id}`);
  expect(saved.data.answer_en).toBe('From ten in the morning');
});

test('export downloads the filtered list as a file', async ({ page, request }) => {
  const admin = await loginAs(page, request, 'admin');
  const name = `Exp${tag()}`;
  await createCountry(request, admin, name);
  await page.goto(`/dashboard/countries/record?country_name=${name}`);
  await expect(tableRows(page)).toHaveCount(1);
  const exported = page.waitForRequest((req) => req.url().includes('/admin/countries/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).hover();
  await page.getByText('CSV file').click();
  const url = new URL((await exported).url());
  expect(url.searchParams.get('format')).toBe('csv');
  expect(url.searchParams.get('filter[country_name]')).toBe(name);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const path = await file.path();
  expect(readFileSync(path, 'utf8')).toContain(name);
});
