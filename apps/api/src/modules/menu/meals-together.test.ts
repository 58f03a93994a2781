import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCategory, createMeal, type Part, pngPart, sendForm, storedFiles } from './menu-test-kit.ts';

let t: TestApp;
let shawarma: number;
let fries: number;
let brand2Meal: number;
beforeAll(async () => {
  t = await createTestApp();
  const categoryId = await createCategory(t, 'vendor');
  shawarma = (await createMeal(t, 'vendor', categoryId)).id;
  fries = (
    await createMeal(t, 'vendor', categoryId, [
      ['meal_name_ar', 'بطاطس'],
      ['meal_name_en', 'Fries'],
      ['price', '7'],
    ])
  ).id;
  brand2Meal = (await createMeal(t, 'vendor2', await createCategory(t, 'vendor2'))).id;
});
afterAll(async () => {
  await t.close();
});

const combo = (items: [number, number][]): Part[] => [
  ['meal_name_ar', 'وجبة التوفير'],
  ['meal_name_en', 'Saver Meal'],
  ['price', '24'],
  ['offer_price', '21'],
  ...items.flatMap(([meal, quantity], i): Part[] => [
    [`items[${i}][meal_id]`, meal],
    [`items[${i}][quantity]`, quantity],
  ]),
];

describe('meals together', () => {
  let comboId: number;
  let imageIds: number[];

  it('creates a combo of the brand’s meals with sizes and images', async () => {
    const response = await sendForm(t, 'POST', '/api/v1/vendor/meals-together', 'vendor', [
      ...combo([
        [shawarma, 1],
        [fries, 2],
      ]),
      ['sizes[0][mealSizes_ar]', 'عائلي'],
      ['sizes[0][mealSizes_en]', 'Family'],
      ['sizes[0][price]', '60'],
      ['images[]', await pngPart('a.png')],
      ['images[]', await pngPart('b.png')],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      brand_id: t.tenants.brandId,
      meal_name_en: 'Saver Meal',
      price: '24.00',
      offer_price: '21.00',
      tax: '15.00',
      items: [
        { meal_id: shawarma, meal_name_en: 'Chicken Shawarma', quantity: 1 },
        { meal_id: fries, meal_name_en: 'Fries', quantity: 2 },
      ],
      sizes: [{ mealSizes_en: 'Family', price: '60.00', blocked: false }],
    });
    expect(data.images).toHaveLength(2);
    expect(data.images[0].url).toMatch(/^\/uploads\/meals-together\/\d{4}\/[a-f0-9]{32}\.png$/);
    expect(data).not.toHaveProperty('processing_time');
    comboId = data.id;
    imageIds = data.images.map((i: { id: number }) => i.id);
  });

  it('offers no processing_time sort, unlike meals (SPEC §5)', async () => {
    const list = (await t.request('GET', '/api/v1/vendor/meals-together', { as: 'vendor' })).json();
    expect(Object.keys(list.allowed_sorts)).toEqual([
      'id',
      'meal_name_ar',
      'meal_name_en',
      'price',
      'created_at',
    ]);
    const sorted = await t.request('GET', '/api/v1/vendor/meals-together?sort=-processing_time', {
      as: 'vendor',
    });
    expect(sorted.statusCode).toBe(422);
    expect(sorted.json().errors.sort).toEqual(['Sorting by processing_time is not available']);
    const meals = (await t.request('GET', '/api/v1/vendor/meals', { as: 'vendor', locale: 'ar' })).json();
    expect(meals.allowed_sorts.processing_time).toBe('مدة التحضير (بالدقائق)');
  });

  it('refuses meals of another brand, repeated meals, no meals, and an offer not below the price', async () => {
    const response = await sendForm(
      t,
      'POST',
      '/api/v1/vendor/meals-together',
      'vendor',
      [
        ...combo([
          [brand2Meal, 1],
          [999999, 1],
        ]),
        ['images[]', await pngPart()],
      ],
      'ar',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'items.0.meal_id': ['القيمة المختارة في الوجبة غير صحيحة'],
      'items.1.meal_id': ['القيمة المختارة في الوجبة غير صحيحة'],
    });
    const repeated = await sendForm(
      t,
      'POST',
      '/api/v1/vendor/meals-together',
      'vendor',
      combo([
        [shawarma, 1],
        [shawarma, 2],
      ]).map(([name, value]): Part => [name, name === 'offer_price' ? '24' : value]),
    );
    expect(repeated.json().errors).toEqual({
      'items.1.meal_id': ['Meal is repeated: each entry must be different'],
      offer_price: ['Offer price cannot exceed the price'],
      images: ['Please upload at least one image'],
    });
    const none = await t.request('PATCH', `/api/v1/vendor/meals-together/${comboId}`, {
      as: 'vendor',
      body: { items: [] },
    });
    expect(none.json().errors.items).toEqual(['Meals is required']);
  });

  it('edits the meals (JSON) and removes an image (multipart)', async () => {
    const items = await t.request('PATCH', `/api/v1/vendor/meals-together/${comboId}`, {
      as: 'vendor',
      body: { items: [{ meal_id: fries, quantity: 3 }], price: '20', offer_price: null },
    });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().data).toMatchObject({
      price: '20.00',
      offer_price: null,
      items: [{ meal_id: fries, quantity: 3 }],
      sizes: [{ mealSizes_en: 'Family' }],
    });
    const removed = await sendForm(t, 'POST', `/api/v1/vendor/meals-together/${comboId}`, 'vendor', [
      ['_method', 'PATCH'],
      ['deleted_images[]', imageIds[0] ?? 0],
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      removed.json().data.images.map((i: { id: number; position: number }) => [i.id, i.position]),
    ).toEqual([[imageIds[1], 1]]);
  });

  it('refuses to delete a meal that is in a combo (ar and en)', async () => {
    for (const [locale, message] of [
      [
        'en',
        'This meal is part of a meals-together combo and cannot be deleted. Remove it from the combo first.',
      ],
      ['ar', 'هذه الوجبة ضمن وجبة مجمّعة ولا يمكن حذفها. أزلها من الوجبة المجمّعة أولًا.'],
    ] as const) {
      const response = await t.request('DELETE', `/api/v1/vendor/meals/${fries}`, { as: 'vendor', locale });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
    }
  });

  it('lets the branch read its brand’s combos; deleting one removes its files', async () => {
    const branch = (await t.request('GET', '/api/v1/branch/meals-together', { as: 'branch' })).json();
    expect(branch.data.map((c: { id: number }) => c.id)).toEqual([comboId]);
    expect(
      (await t.request('PUT', `/api/v1/branch/meals-together/${comboId}`, { as: 'branch', body: {} }))
        .statusCode,
    ).toBe(404);
    const before = await storedFiles(t);
    expect(
      (await t.request('DELETE', `/api/v1/vendor/meals-together/${comboId}`, { as: 'vendor' })).statusCode,
    ).toBe(200);
    const after = await storedFiles(t);
    expect(before.length - after.length).toBe(2); // the image and its thumbnail
    expect((await t.request('DELETE', `/api/v1/vendor/meals/${fries}`, { as: 'vendor' })).statusCode).toBe(
      200,
    );
  });
});
