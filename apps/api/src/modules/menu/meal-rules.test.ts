import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  categoryForFile,
  createMeal,
  type Part,
  png,
  pngPart,
  sendForm,
  storedFiles,
} from '../../test/kits/menu-test-kit.ts';

/** SPEC §5 rules on meals, each refused with its message in Arabic and English, writing nothing. */
const t = testAppForFile();
const category = categoryForFile(t, 'vendor');
const brand2Category = categoryForFile(t, 'vendor2');

const base = (): Part[] => [
  ['category_id', category.id],
  ['meal_name_ar', 'كبسة'],
  ['meal_name_en', 'Kabsa'],
  ['price', '30'],
];

async function refused(parts: readonly Part[], locale: 'ar' | 'en', as: 'vendor' | 'admin' = 'vendor') {
  const files = await storedFiles(t);
  const meals = await t.db.selectFrom('meals').select('id').execute();
  const response = await sendForm(t, 'POST', `/api/v1/${as}/meals`, as, parts, locale);
  expect(response.statusCode, response.body).toBe(422);
  expect(await storedFiles(t)).toEqual(files);
  expect(await t.db.selectFrom('meals').select('id').execute()).toEqual(meals);
  return response.json().errors as Record<string, string[]>;
}

const withImage = async (parts: Part[]): Promise<Part[]> => [...parts, ['images[]', await pngPart()]];
const replace = (parts: Part[], name: string, value: string | number): Part[] =>
  parts.map(([n, v]) => (n === name ? [n, value] : [n, v]));

describe('prices', () => {
  it.each([
    ['en', 'Price cannot be zero', 'The maximum allowed price is 999999. Please try again'],
    ['ar', 'لا يمكن أن يكون السعر صفرًا', 'الحد الأقصى المسموح للسعر هو 999999. يرجى المحاولة مرة أخرى'],
  ] as const)('refuses a zero price and one above 999999 (%s)', async (locale, zero, max) => {
    const parts = await withImage(base());
    expect((await refused(replace(parts, 'price', '0'), locale)).price).toEqual([zero]);
    expect((await refused(replace(parts, 'price', '1000000'), locale)).price).toEqual([max]);
  });

  it.each([
    ['en', 'Offer price cannot be zero', 'Offer price cannot exceed the price'],
    ['ar', 'لا يمكن أن يكون سعر العرض صفرًا', 'لا يمكن أن يتجاوز سعر العرض السعر'],
  ] as const)('refuses a zero offer price and one not below the price (%s)', async (locale, zero, exceed) => {
    const parts = await withImage(base());
    expect((await refused([...parts, ['offer_price', '0']], locale)).offer_price).toEqual([zero]);
    expect((await refused([...parts, ['offer_price', '30.00']], locale)).offer_price).toEqual([exceed]);
    expect((await refused([...parts, ['offer_price', '45']], locale)).offer_price).toEqual([exceed]);
  });

  it('keeps the offer below the price on a partial update', async () => {
    const meal = await createMeal(t, 'vendor', category.id, [
      ['price', '25'],
      ['offer_price', '20'],
    ]);
    const lower = await t.request('PATCH', `/api/v1/vendor/meals/${meal.id}`, {
      as: 'vendor',
      body: { price: '15' },
      locale: 'ar',
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.offer_price).toEqual(['لا يمكن أن يتجاوز سعر العرض السعر']);
    const ok = await t.request('PATCH', `/api/v1/vendor/meals/${meal.id}`, {
      as: 'vendor',
      body: { offer_price: '' },
    });
    expect(ok.json().data).toMatchObject({ price: '25.00', offer_price: null });
  });

  it('refuses zero prices of sizes and extras, and repeated size names', async () => {
    const errors = await refused(
      await withImage([
        ...base(),
        ['sizes[0][mealSizes_ar]', 'وسط'],
        ['sizes[0][mealSizes_en]', 'Medium'],
        ['sizes[0][price]', '0'],
        ['sizes[1][mealSizes_ar]', 'وسط'],
        ['sizes[1][mealSizes_en]', 'medium'],
        ['sizes[1][price]', '1000000'],
        ['extras[0][meal_extra_name_ar]', 'جبن'],
        ['extras[0][meal_extra_name_en]', 'Cheese'],
        ['extras[0][price]', '0'],
      ]),
      'en',
    );
    expect(errors['sizes.0.price']).toEqual(['Price cannot be zero']);
    expect(errors['sizes.1.price']).toEqual(['The maximum allowed price is 999999. Please try again']);
    expect(errors['sizes.1.mealSizes_en']).toEqual([
      'Size name (English) is repeated: each entry must be different',
    ]);
    expect(errors['extras.0.price']).toEqual(['Price cannot be zero']);
  });
});

describe('names', () => {
  it.each([
    [
      'en',
      'Meal name (Arabic) must contain at least 2 Arabic or English letters',
      'Name must be in English letters only.',
    ],
    [
      'ar',
      'يجب أن يحتوي اسم الوجبة (عربي) على حرفين عربيين أو إنجليزيين على الأقل',
      'يجب أن يكون الاسم بالأحرف الإنجليزية فقط.',
    ],
  ] as const)(
    'needs 2 letters, and English letters only in English names (%s)',
    async (locale, two, english) => {
      const parts = await withImage([
        ...replace(replace(base(), 'meal_name_ar', 'ك 1'), 'meal_name_en', 'Kabsa 2'),
        ['sizes[0][mealSizes_ar]', 'كبير'],
        ['sizes[0][mealSizes_en]', 'كبير'],
        ['sizes[0][price]', '5'],
      ]);
      const errors = await refused(parts, locale);
      expect(errors.meal_name_ar).toEqual([two]);
      expect(errors.meal_name_en).toEqual([english]);
      expect(errors['sizes.0.mealSizes_en']).toEqual([english]);
    },
  );
});

describe('images', () => {
  it.each([
    ['en', 'Please upload at least one image', 'You can upload at most 5 images'],
    ['ar', 'يرجى رفع صورة واحدة على الأقل', 'يمكنك رفع 5 صور على الأكثر'],
  ] as const)('needs at least one image and refuses a sixth (%s)', async (locale, min, max) => {
    expect((await refused(base(), locale)).images).toEqual([min]);
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => pngPart(`${i}.png`)));
    expect((await refused([...base(), ...six.map((f) => ['images[]', f] as const)], locale)).images).toEqual([
      max,
    ]);
  });

  it.each([
    ['en', 'Please select a valid image format (JPG, PNG)', 'The image may not be larger than 2 MB'],
    ['ar', 'يرجى اختيار صيغة صورة صحيحة (JPG، PNG)', 'يجب ألا يزيد حجم الصورة عن 2 ميجابايت'],
  ] as const)(
    'refuses a renamed executable and an oversized image, by their bytes (%s)',
    async (locale, type, size) => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
      const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
      const errors = await refused(
        [
          ...base(),
          ['images[]', { filename: 'dish.png', data: elf, type: 'image/png' }],
          ['images[]', { filename: 'big.png', data: big, type: 'image/png' }],
          ['images[]', { filename: 'page.jpg', data: Buffer.from('<html><script>1</script></html>') }],
        ],
        locale,
      );
      expect(errors['images.0']).toEqual([type]);
      expect(errors['images.1']).toEqual([size]);
      expect(errors['images.2']).toEqual([type]);
    },
  );

  it('refuses text where a file is expected', async () => {
    const errors = await refused([...base(), ['images[]', 'https://example.com/dish.png']], 'en');
    expect(errors['images.0']).toEqual(['Please select a valid image format (JPG, PNG)']);
  });

  it('sanitizes an SVG with a script and serves it as SVG with nosniff and a sandboxing CSP', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
        '<circle cx="5" cy="5" r="4" fill="red" onclick="alert(3)"/></svg>',
    );
    const meal = await createMeal(t, 'vendor', category.id, [
      ['images[]', { filename: 'logo.svg', data: svg, type: 'image/svg+xml' }],
    ]);
    const [image] = meal.images as { url: string; thumbnail_url: string | null; mime: string }[];
    expect(image).toMatchObject({ mime: 'image/svg+xml', thumbnail_url: null });
    expect(meal.thumbnail_url).toBe(image?.url);
    const served = await t.app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example/i);
  });
});

describe('brand and category', () => {
  it('refuses a category of another brand (422, as one that does not exist)', async () => {
    for (const [locale, message] of [
      ['en', 'The selected Category is invalid'],
      ['ar', 'القيمة المختارة في التصنيف غير صحيحة'],
    ] as const) {
      const foreign = await refused(
        await withImage(replace(base(), 'category_id', brand2Category.id)),
        locale,
      );
      expect(foreign.category_id).toEqual([message]);
      const missing = await refused(await withImage(replace(base(), 'category_id', 999999)), locale);
      expect(missing.category_id).toEqual([message]);
    }
  });

  it('refuses moving a meal to a category of another brand', async () => {
    const meal = await createMeal(t, 'vendor', category.id);
    const response = await t.request('PATCH', `/api/v1/vendor/meals/${meal.id}`, {
      as: 'vendor',
      body: { category_id: brand2Category.id },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.category_id).toEqual(['The selected Category is invalid']);
  });

  it('refuses a vendor naming another brand; its own brand is fine', async () => {
    const errors = await refused(await withImage([...base(), ['brand_id', t.tenants.brand2Id]]), 'en');
    expect(errors.brand_id).toEqual(['The field Brand is not allowed']);
    const own = await createMeal(t, 'vendor', category.id, [['brand_id', t.tenants.brandId]]);
    expect(own.brand_id).toBe(t.tenants.brandId);
  });

  it('makes an admin name the brand, whose category it must be', async () => {
    expect((await refused(await withImage(base()), 'ar', 'admin')).brand_id).toEqual([
      'العلامة التجارية مطلوبة',
    ]);
    const wrong = await refused(
      await withImage([...base(), ['brand_id', t.tenants.brand2Id]]),
      'en',
      'admin',
    );
    expect(wrong.category_id).toEqual(['The selected Category is invalid']);
    const unknown = await refused(await withImage([...base(), ['brand_id', 999999]]), 'en', 'admin');
    expect(unknown.brand_id).toEqual(['The selected Brand is invalid']);
    const meal = await createMeal(t, 'admin', brand2Category.id, [['brand_id', t.tenants.brand2Id]]);
    expect(meal).toMatchObject({ brand_id: t.tenants.brand2Id, brand_name: 'Palm Cafe' });
  });
});
