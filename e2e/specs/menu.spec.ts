import { apiLogin } from '../support/api.ts';
import { createCategory, createMeal, englishTag, getMeal, pngFile } from '../support/menu.ts';
import { choose, tableRows, visit } from '../support/navigate.ts';
import { loginAs, screenshot } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

/** The menu pages in Arabic (the dashboard's first language): meals with images, sizes and extras. */
test.use({ locale: 'ar-SA' });

/** The page's data arrived (no spinner, no skeleton) and its fonts loaded. The network is never idle
 * once signed in: the live events stream stays open. */
async function settle(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

test('a vendor adds a meal with two images, a size and an extra, then reorders and removes an image', async ({
  page,
  request,
}) => {
  const vendor = await loginAs(page, request, 'vendor');
  const category = await createCategory(request, vendor);
  const front = await pngFile('front.png', '#d4380d');
  const side = await pngFile('side.png', '#389e0d');
  const name = `Kabsa ${englishTag()}`;

  await page.goto('/dashboard/meals/add');
  await expect(page.getByRole('heading', { name: 'إضافة وجبة' })).toBeVisible();
  // Without the brand field (the admin's), the two names still stand side by side on one row.
  const arName = await page.getByLabel('اسم الوجبة (عربي)').boundingBox();
  const enName = await page.getByLabel('اسم الوجبة (إنجليزي)').boundingBox();
  expect(arName?.y).toBe(enName?.y);
  expect(arName?.x).toBeGreaterThan(enName?.x ?? Number.POSITIVE_INFINITY);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('يرجى رفع صورة واحدة على الأقل')).toBeVisible();

  await choose(page, 'التصنيف', category.category_name_ar);
  await page.getByLabel('اسم الوجبة (عربي)').fill('كبسة دجاج');
  await page.getByLabel('اسم الوجبة (إنجليزي)').fill(name);
  await page.locator('#price').fill('42.5');
  await page.getByLabel('مدة التحضير (بالدقائق)').fill('20');
  await page.locator('input[type="file"]').setInputFiles([front, side]);
  await expect(page.getByTestId('image-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'إضافة حجم' }).click();
  await page.getByLabel('اسم الحجم (عربي)').fill('كبير');
  await page.getByLabel('اسم الحجم (إنجليزي)').fill('Large');
  await page.locator('#sizes_0_price').fill('49');
  await page.getByRole('button', { name: 'إضافة صنف إضافي' }).click();
  await page.getByLabel('اسم الإضافة (عربي)').fill('صوص ثوم');
  await page.getByLabel('اسم الإضافة (إنجليزي)').fill('Garlic sauce');
  await page.locator('#extras_0_price').fill('3');
  await page.getByRole('button', { name: 'حفظ' }).click();

  await expect(page).toHaveURL(/\/meals\/record$/);
  await expect(page.getByText('تمت الإضافة بنجاح.')).toBeVisible();
  await page.getByLabel('الاسم', { exact: true }).fill(name);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('42.50 ر.س');
  const id = Number(await tableRows(page).first().locator('td').nth(1).textContent());
  const created = await getMeal(request, vendor, id);
  expect(created.meal_name_en).toBe(name);
  expect(created.images).toHaveLength(2);
  expect(created.sizes.map((size) => size.mealSizes_en)).toEqual(['Large']);
  expect(created.extras.map((extra) => extra.meal_extra_name_en)).toEqual(['Garlic sauce']);
  const [first, second] = created.images;

  // Edit: the second image becomes the cover, then the first one is removed.
  await visit(page, `meals/${id}/edit`);
  await expect(page.getByTestId('image-item')).toHaveCount(2);
  await expect(page.getByLabel('اسم الوجبة (إنجليزي)')).toHaveValue(name);
  await page.getByRole('button', { name: 'تقديم: الصورة 2' }).click();
  await page.getByRole('button', { name: 'حذف: الصورة 2' }).click();
  await expect(page.getByTestId('image-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/meals\/record$/);
  await expect(page.getByText('تم التعديل بنجاح.')).toBeVisible();
  const edited = await getMeal(request, vendor, id);
  expect(edited.images.map((image) => image.id)).toEqual([second?.id]);
  expect(edited.images.map((image) => image.id)).not.toContain(first?.id);
  expect(edited.sizes).toHaveLength(1);
});

test('the meals list filters by category and by price range', async ({ page, request }) => {
  const vendor = await loginAs(page, request, 'vendor');
  const [category, other] = [await createCategory(request, vendor), await createCategory(request, vendor)];
  const cheap = await createMeal(request, vendor, { category_id: category.id, price: '12' });
  const dear = await createMeal(request, vendor, { category_id: category.id, price: '55' });
  await createMeal(request, vendor, { category_id: other.id, price: '30' });

  await page.goto('/dashboard/meals/record');
  await expect(tableRows(page).first()).toBeVisible();
  await choose(page, 'التصنيف', category.category_name_ar);
  await expect(page).toHaveURL(new RegExp(`category_id=${category.id}`));
  await expect(tableRows(page)).toHaveCount(2);

  await page.getByLabel('السعر من', { exact: true }).fill('20');
  await expect(page).toHaveURL(/price_from=20/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(dear.meal_name_ar);
  await page.getByLabel('السعر إلى', { exact: true }).fill('50');
  await expect(page).toHaveURL(/price_to=50/);
  await expect(page.getByText('لا توجد نتائج')).toBeVisible();
  await page.getByLabel('السعر من', { exact: true }).fill('');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(cheap.meal_name_ar);
});

test('the combos list never offers a processing-time sort, even if the server listed one', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'vendor');
  // The API already leaves it out (SPEC §5); the page drops it too, whatever allowed_sorts says.
  await page.route(/\/api\/v1\/vendor\/meals-together\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { allowed_sorts: Record<string, string> };
    body.allowed_sorts = { ...body.allowed_sorts, processing_time: 'مدة التحضير (بالدقائق)' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/dashboard/mealsTogether/record');
  await page.getByLabel('الترتيب حسب', { exact: true }).fill('مدة');
  await expect(page.locator('.ant-select-dropdown .ant-select-item-empty')).toBeVisible();
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option')).toHaveCount(0);
  await page.getByLabel('الترتيب حسب', { exact: true }).fill('السعر');
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option')).toHaveCount(2);

  // The meals list keeps it.
  await visit(page, 'meals/record');
  await page.getByLabel('الترتيب حسب', { exact: true }).fill('مدة');
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option')).toHaveCount(2);
});

test('a branch manager marks a meal unavailable at the branch, and cannot edit the menu', async ({
  page,
  request,
}) => {
  const vendor = await apiLogin(request, 'vendor');
  const category = await createCategory(request, vendor);
  const meal = await createMeal(request, vendor, { category_id: category.id, price: '18' });
  const branch = await loginAs(page, request, 'branch');

  await page.goto(`/dashboard/meals/record?name=${encodeURIComponent(meal.meal_name_en)}`);
  await expect(tableRows(page)).toHaveCount(1);
  const row = tableRows(page).first();
  await expect(page.getByRole('button', { name: 'إضافة وجبة' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'تعديل' })).toHaveCount(0);
  const available = row.getByRole('switch', { name: 'متاحة في فرعي' });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  await available.click();
  await expect(page.getByText('تم تغيير الحالة بنجاح.')).toBeVisible();
  await expect(available).toHaveAttribute('aria-checked', 'false');
  expect((await getMeal(request, branch, meal.id)).available).toBe(false);

  await row.getByRole('button', { name: 'التفاصيل' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByRole('switch', { name: 'متاحة في فرعي' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await visit(page, `meals/${meal.id}/edit`);
  await expect(page).toHaveURL(/\/no-permission$/);
});

for (const { lang, locale } of [
  { lang: 'ar', locale: 'ar-SA' },
  { lang: 'en', locale: 'en-US' },
] as const) {
  test.describe(`menu screenshots ${lang}`, () => {
    test.use({ locale });

    test('meals list, meal drawer and meal form', async ({ page, request }) => {
      const vendor = await loginAs(page, request, 'vendor');
      const category = await createCategory(request, vendor);
      const images = [await pngFile('a.png', '#fa8c16'), await pngFile('b.png', '#13c2c2')];
      const meal = await createMeal(
        request,
        vendor,
        {
          category_id: category.id,
          meal_name_ar: 'شاورما دجاج بالجبن',
          meal_name_en: `Cheese Shawarma ${englishTag()}`,
          price: '1250',
          offer_price: '990.5',
          meal_description_ar: 'دجاج متبل مع جبن وخبز صاج',
          meal_description_en: 'Marinated chicken with cheese in saj bread',
          'sizes[0][mealSizes_ar]': 'كبير',
          'sizes[0][mealSizes_en]': 'Large',
          'sizes[0][price]': '1400',
          'extras[0][meal_extra_name_ar]': 'صوص ثوم',
          'extras[0][meal_extra_name_en]': 'Garlic sauce',
          'extras[0][price]': '3',
        },
        images,
      );
      // Other tests add meals at the same time: find this one among the newest.
      await page.goto('/dashboard/meals/record?per_page=10');
      const row = tableRows(page).filter({ hasText: lang === 'ar' ? meal.meal_name_ar : meal.meal_name_en });
      await expect(row.first()).toBeVisible();
      await settle(page);
      await screenshot(page, lang, 'meals-list');

      await row.first().locator('button:has(.anticon-eye)').click();
      const drawer = page.locator('.ant-drawer-content-wrapper');
      await expect(drawer.locator('.menu-gallery img')).toHaveCount(2);
      expect((await drawer.boundingBox())?.width).toBeCloseTo(445, 0);
      await settle(page);
      await screenshot(page, lang, 'meal-drawer');

      await visit(page, `meals/${meal.id}/edit`);
      await expect(page.getByTestId('image-item')).toHaveCount(2);
      await settle(page);
      await screenshot(page, lang, 'meal-form');
    });
  });
}
