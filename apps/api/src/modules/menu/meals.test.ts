import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/errors.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  categoryForFile,
  createMeal,
  type MealImage,
  pngPart,
  sendForm,
  storedFiles,
} from '../../test/kits/menu-test-kit.ts';
import { MEAL_GALLERY, planGallery, writeGallery } from './menu-images.ts';

const t = testAppForFile();
const category = categoryForFile(t, 'vendor');

/** A meal with two images, a size and an extra, made through multipart: each test makes its own. */
async function beefShawarma(): Promise<{ id: number; images: MealImage[] } & Record<string, unknown>> {
  const response = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
    ['category_id', category.id],
    ['meal_name_ar', 'شاورما لحم'],
    ['meal_name_en', 'Beef Shawarma'],
    ['meal_description_ar', 'لحم متبل بالبهارات'],
    ['price', '22.5'],
    ['offer_price', '19.90'],
    ['processing_time', '12'],
    ['order_together', '1'],
    ['sizes[0][mealSizes_ar]', 'كبير'],
    ['sizes[0][mealSizes_en]', 'Large'],
    ['sizes[0][price]', '27'],
    ['extras[0][meal_extra_name_ar]', 'صوص ثوم'],
    ['extras[0][meal_extra_name_en]', 'Garlic sauce'],
    ['extras[0][price]', '2'],
    ['images[]', await pngPart('front.png', '#c00')],
    ['images[]', await pngPart('side.png', '#0c0')],
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('a meal through multipart: images, sizes, extras', () => {
  it('creates a meal with two images, a size and an extra', async () => {
    const meal = await beefShawarma();
    expect(meal).toMatchObject({
      brand_id: t.tenants.brandId,
      brand_name: 'Shawarma House',
      category_id: category.id,
      meal_name_en: 'Beef Shawarma',
      meal_description_en: null,
      price: '22.50',
      offer_price: '19.90',
      processing_time: 12,
      order_together: true,
      tax: '15.00',
      blocked: false,
      available: null,
      sizes: [{ mealSizes_ar: 'كبير', mealSizes_en: 'Large', price: '27.00', blocked: false }],
      extras: [{ meal_extra_name_en: 'Garlic sauce', price: '2.00', blocked: false }],
    });
    expect(meal.images).toHaveLength(2);
    expect(meal.images.map((i: MealImage) => i.position)).toEqual([1, 2]);
    for (const image of meal.images as MealImage[]) {
      // stored under a random name, never the uploader's
      expect(image.url).toMatch(/^\/uploads\/meals\/\d{4}\/[a-f0-9]{32}\.png$/);
      expect(image.thumbnail_url).toMatch(/^\/uploads\/meals\/\d{4}\/[a-f0-9]{32}-thumb\.webp$/);
      expect(image.url).not.toContain('front');
    }
    expect(meal.image_url).toBe(meal.images[0]?.url);
    expect(meal.thumbnail_url).toBe(meal.images[0]?.thumbnail_url);
  });

  it('serves the image and its thumbnail with their real types, nosniff and a CSP', async () => {
    const [first] = (await beefShawarma()).images;
    if (!first?.thumbnail_url) throw new Error('no image');
    const image = await t.app.inject({ method: 'GET', url: first.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const thumb = await t.app.inject({ method: 'GET', url: first.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('edits the meal removing one image (multipart, _method=PUT); its files are deleted', async () => {
    const { id: mealId, images } = await beefShawarma();
    const [first, second] = images;
    if (!first || !second) throw new Error('no images');
    const response = await sendForm(t, 'POST', `/api/v1/vendor/meals/${mealId}`, 'vendor', [
      ['_method', 'PUT'],
      ['deleted_image', '0'],
      ['deleted_images[]', first.id],
      ['meal_name_en', 'Beef Shawarma Plate'],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const meal = response.json().data;
    expect(meal.meal_name_en).toBe('Beef Shawarma Plate');
    expect(meal.images).toEqual([{ ...second, position: 1 }]);
    expect(meal.image_url).toBe(second.url);
    // sizes and extras not sent are left as they were
    expect(meal.sizes).toHaveLength(1);
    expect(meal.extras).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.thumbnail_url ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
  });

  it('deleted_image=1 replaces every image with the ones sent', async () => {
    const { id: mealId, images } = await beefShawarma();
    const response = await sendForm(t, 'POST', `/api/v1/vendor/meals/${mealId}`, 'vendor', [
      ['_method', 'PUT'],
      ['deleted_image', '1'],
      ['images[]', await pngPart('new.png', '#00c')],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const meal = response.json().data;
    expect(meal.images).toHaveLength(1);
    expect(images.map((i) => i.id)).not.toContain(meal.images[0].id);
    for (const old of images) {
      expect((await t.app.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    }
  });

  it('refuses to remove the last image, and more than five in all (ar and en)', async () => {
    const mealId = (await createMeal(t, 'vendor', category.id)).id;
    const images = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: 'vendor' })).json().data
      .images as MealImage[];
    expect(images).toHaveLength(1);
    const last = await sendForm(
      t,
      'POST',
      `/api/v1/vendor/meals/${mealId}`,
      'vendor',
      [
        ['_method', 'PUT'],
        ['deleted_images[]', images[0]?.id ?? 0],
      ],
      'ar',
    );
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.images).toEqual(['يرجى رفع صورة واحدة على الأقل']);
    const five = await Promise.all([1, 2, 3, 4, 5].map((i) => pngPart(`p${i}.png`)));
    const sixth = await sendForm(t, 'PUT', `/api/v1/vendor/meals/${mealId}`, 'vendor', [
      ...five.map((file) => ['images[]', file] as const),
    ]);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.images).toEqual(['You can upload at most 5 images']);
    const unknown = await sendForm(t, 'PUT', `/api/v1/vendor/meals/${mealId}`, 'vendor', [
      ['deleted_images[]', 999999],
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.deleted_images).toEqual(['The selected Images to remove is invalid']);
  });

  it('edits sizes and extras inline with JSON: kept by id, added without, removed when left out', async () => {
    const { id: mealId } = await beefShawarma();
    const before = (await t.request('GET', `/api/v1/vendor/meals/${mealId}`, { as: 'vendor' })).json().data;
    const large = before.sizes[0];
    const response = await t.request('PUT', `/api/v1/vendor/meals/${mealId}`, {
      as: 'vendor',
      body: {
        price: '25',
        sizes: [
          { id: large.id, mealSizes_ar: 'كبير', mealSizes_en: 'Large', price: '30' },
          { mealSizes_ar: 'عائلي', mealSizes_en: 'Family', price: '55.25' },
        ],
        extras: [],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const meal = response.json().data;
    expect(meal.price).toBe('25.00');
    expect(meal.offer_price).toBe('19.90');
    expect(meal.sizes.map((s: { id: number; price: string }) => [s.id === large.id, s.price])).toEqual([
      [true, '30.00'],
      [false, '55.25'],
    ]);
    expect(meal.extras).toEqual([]);
    expect(meal.images).toHaveLength(2);
  });
});

describe('nothing is left half-written', () => {
  it('removes the stored files when the database write fails after the upload', async () => {
    const before = await storedFiles(t);
    const mealsBefore = await t.db.selectFrom('meals').select('id').execute();
    await sql`CREATE FUNCTION sufra_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER sufra_test_fail BEFORE INSERT ON meal_sizes
      FOR EACH ROW EXECUTE FUNCTION sufra_test_fail()`.execute(t.db);
    try {
      const response = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
        ['category_id', category.id],
        ['meal_name_ar', 'فلافل'],
        ['meal_name_en', 'Falafel'],
        ['price', '9'],
        ['sizes[0][mealSizes_ar]', 'صغير'],
        ['sizes[0][mealSizes_en]', 'Small'],
        ['sizes[0][price]', '9'],
        ['images[]', await pngPart('a.png')],
        ['images[]', await pngPart('b.png')],
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await sql`DROP TRIGGER sufra_test_fail ON meal_sizes`.execute(t.db);
      await sql`DROP FUNCTION sufra_test_fail()`.execute(t.db);
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await t.db.selectFrom('meals').select('id').execute()).toEqual(mealsBefore);
  });

  it('removes the files already stored when storing a later one fails', async () => {
    const before = await storedFiles(t);
    const storage = t.app.deps.storage;
    const put = storage.put;
    let calls = 0;
    storage.put = async (key, data, type) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return put.call(storage, key, data, type);
    };
    try {
      const response = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
        ['category_id', category.id],
        ['meal_name_ar', 'حمص'],
        ['meal_name_en', 'Hummus'],
        ['price', '8'],
        ['images[]', await pngPart('a.png')],
        ['images[]', await pngPart('b.png')],
      ]);
      expect(response.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(calls).toBe(3);
    expect(await storedFiles(t)).toEqual(before);
    const hummus = await t.db.selectFrom('meals').select('id').where('meal_name_en', '=', 'Hummus').execute();
    expect(hummus).toEqual([]);
  });
});

describe('concurrent image edits', () => {
  it('answers 409 when the images changed between the plan and the transaction', async () => {
    const meal = await createMeal(t, 'vendor', category.id, [
      ['images[]', await pngPart('a.png')],
      ['images[]', await pngPart('b.png')],
    ]);
    const [first, second] = meal.images as { id: number }[];
    if (!first || !second) throw new Error('no images');
    const scope = { kind: 'all' } as const;
    const plan = await planGallery(t.db, scope, MEAL_GALLERY, meal.id, { added: 0, deleted: [first.id] });
    // another request removed the other image meanwhile
    await t.db.deleteFrom('meal_images').where('id', '=', second.id).execute();
    const attempt = t.db
      .transaction()
      .execute((trx) => writeGallery(trx, scope, MEAL_GALLERY, meal.id, plan, []));
    await expect(attempt).rejects.toSatisfy((e) => e instanceof AppError && e.status === 409);
    const left = await t.db.selectFrom('meal_images').select('id').where('meal_id', '=', meal.id).execute();
    expect(left).toEqual([{ id: first.id }]);
  });
});
