import { apiGet, apiLogin } from '../support/api.ts';
import { appendImage, createCategory, createMeal, pngFile, postForm } from '../support/menu.ts';
import { choose, tableRows } from '../support/navigate.ts';
import { loginAs, openAs } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

/** The menu as the platform admin sees it (every brand, a brand filter) and combo sizes. */
test.use({ locale: 'ar-SA' });

test('the admin filters every brand’s meals by brand; brands’ own users have no brand filter', async ({
  page,
  request,
}) => {
  await openAs(page, request, 'admin', '/dashboard/meals/record?per_page=20');
  await expect(tableRows(page).first()).toBeVisible();
  await choose(page, 'العلامة التجارية', 'مقهى النخلة');
  await expect(page).toHaveURL(/brand_id=\d+/);
  await expect(tableRows(page).first()).toContainText('مقهى النخلة');
  const brands = await tableRows(page).locator('td:nth-child(5)').allTextContents();
  expect(new Set(brands)).toEqual(new Set(['مقهى النخلة']));

  await openAs(page, request, 'vendor', '/dashboard/meals/record');
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByLabel('العلامة التجارية', { exact: true })).toHaveCount(0);
});

test('the admin adds a meal for a brand, picking among that brand’s categories only', async ({
  page,
  request,
}) => {
  const vendor = await apiLogin(request, 'vendor');
  const category = await createCategory(request, vendor);
  await openAs(page, request, 'admin', '/dashboard/meals/add');
  await choose(page, 'العلامة التجارية', 'مقهى النخلة');
  await page.getByLabel('التصنيف', { exact: true }).fill(category.category_name_ar);
  await expect(page.locator('.ant-select-dropdown .ant-select-item-empty')).toBeVisible();
  await page.getByLabel('التصنيف', { exact: true }).fill('');
  await choose(page, 'العلامة التجارية', 'بيت الشاورما');
  await choose(page, 'التصنيف', category.category_name_ar);
  await page.getByLabel('اسم الوجبة (عربي)').fill('مندي لحم');
  await page.getByLabel('اسم الوجبة (إنجليزي)').fill('Lamb Mandi');
  await page.locator('#price').fill('65');
  await page.locator('input[type="file"]').setInputFiles(await pngFile('mandi.png', '#874d00'));
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/meals\/record$/);
  const list = await apiGet<{ data: { brand_name: string; category_id: number }[] }>(
    request,
    vendor,
    `meals?filter[category_id]=${category.id}`,
  );
  expect(list.data).toHaveLength(1);
});

test('a size is added to a combo on its own page, through the combo’s update', async ({ page, request }) => {
  const vendor = await loginAs(page, request, 'vendor');
  const category = await createCategory(request, vendor);
  const meal = await createMeal(request, vendor, { category_id: category.id, price: '20' });
  const form = new FormData();
  for (const [key, value] of Object.entries({
    // Its own name, so the combo picked below is this test's (also on a repeat or a retry).
    meal_name_ar: `وجبة الغداء ${meal.id}`,
    meal_name_en: `Lunch ${meal.meal_name_en}`,
    price: '35',
    'items[0][meal_id]': String(meal.id),
    'sizes[0][mealSizes_ar]': 'وسط',
    'sizes[0][mealSizes_en]': 'Medium',
    'sizes[0][price]': '35',
  }))
    form.append(key, value);
  await appendImage(form, await pngFile('c.png', '#531dab'));
  const combo = (
    await postForm<{ data: { id: number; meal_name_ar: string } }>(request, vendor, 'meals-together', form)
  ).data;

  await page.goto('/dashboard/mealsTogether/sizes/add');
  await page.getByLabel('الوجبة المجمّعة', { exact: true }).fill(combo.meal_name_ar);
  await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
  await page.getByLabel('اسم الحجم (عربي)').fill('كبير');
  await page.getByLabel('اسم الحجم (إنجليزي)').fill('Medium');
  await page.getByLabel('السعر', { exact: true }).fill('45');
  await page.getByRole('button', { name: 'حفظ' }).click();
  // The combo already has a "Medium": the server's message lands under this page's field.
  await expect(page.locator('.ant-form-item-explain-error')).toContainText(['مكرر']);
  await page.getByLabel('اسم الحجم (إنجليزي)').fill('Large');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/mealsTogether\/record$/);
  const saved = await apiGet<{ data: { sizes: { mealSizes_en: string; price: string }[] } }>(
    request,
    vendor,
    `meals-together/${combo.id}`,
  );
  expect(saved.data.sizes.map((size) => [size.mealSizes_en, size.price])).toEqual([
    ['Medium', '35.00'],
    ['Large', '45.00'],
  ]);
});
