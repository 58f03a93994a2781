import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  categoryForFile,
  createMeal,
  type MealImage,
  type Part,
  pngPart,
  sendForm,
  storedFiles,
} from '../../test/kits/menu-test-kit.ts';

/** `image_order[]` on update (meals and combos) and the admin's `menu-brands` options. */
const t = testAppForFile();
const category = categoryForFile(t, 'vendor');

async function mealWithImages(count: number) {
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) parts.push(['images[]', await pngPart(`img-${i}.png`)]);
  const meal = await createMeal(t, 'vendor', category.id, parts);
  return { id: meal.id, images: meal.images as MealImage[] };
}

const update = (id: number, parts: readonly Part[], resource = 'meals') =>
  sendForm(t, 'POST', `/api/v1/vendor/${resource}/${id}`, 'vendor', [['_method', 'PUT'], ...parts]);

const ids = (images: readonly MealImage[]) => images.map((image) => image.id);
const positions = (images: readonly MealImage[]) => images.map((image) => image.position);

describe('image_order[] on update', () => {
  it('puts the kept images in the order given, keeping their ids and files', async () => {
    const { id, images } = await mealWithImages(3);
    const [a, b, c] = ids(images);
    const response = await update(id, [
      ['image_order[]', String(c)],
      ['image_order[]', String(a)],
      ['image_order[]', String(b)],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data.images as MealImage[];
    expect(ids(after)).toEqual([c, a, b]);
    expect(positions(after)).toEqual([1, 2, 3]);
    expect(after.map((image) => image.url)).toEqual([images[2]?.url, images[0]?.url, images[1]?.url]);
    expect(response.json().data.image_url).toBe(images[2]?.url);
  });

  it('places added files where `new:<n>` says, after removals, in one request', async () => {
    const { id, images } = await mealWithImages(3);
    const [a, b, c] = ids(images);
    const response = await update(id, [
      ['deleted_images[]', String(b)],
      ['images[]', await pngPart('new-0.png', '#00c')],
      ['images[]', await pngPart('new-1.png', '#0cc')],
      ['image_order[]', 'new:1'],
      ['image_order[]', String(c)],
      ['image_order[]', 'new:0'],
      ['image_order[]', String(a)],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data.images as MealImage[];
    expect(after).toHaveLength(4);
    expect(positions(after)).toEqual([1, 2, 3, 4]);
    expect(after[1]?.id).toBe(c);
    expect(after[3]?.id).toBe(a);
    expect(ids(after)).not.toContain(b);
    for (const fresh of [after[0], after[2]]) expect([a, b, c]).not.toContain(fresh?.id);
  });

  it('lets images left out follow in their current order, then the added files', async () => {
    const { id, images } = await mealWithImages(3);
    const [a, b, c] = ids(images);
    const response = await update(id, [
      ['image_order[]', String(b)],
      ['images[]', await pngPart('tail.png')],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data.images as MealImage[];
    expect(ids(after).slice(0, 3)).toEqual([b, a, c]);
    expect(positions(after)).toEqual([1, 2, 3, 4]);
  });

  it('refuses an id of another record, a removed image, a missing file or a repeat, changing nothing', async () => {
    const { id, images } = await mealWithImages(2);
    const other = await mealWithImages(1);
    const [a, b] = ids(images);
    const before = await storedFiles(t);
    const cases: [Part[], string][] = [
      [[['image_order[]', String(other.images[0]?.id)]], 'The selected Image order is invalid'],
      [
        [
          ['deleted_images[]', String(a)],
          ['image_order[]', String(a)],
        ],
        'The selected Image order is invalid',
      ],
      [[['image_order[]', 'new:0']], 'The selected Image order is invalid'],
      [
        [
          ['image_order[]', String(b)],
          ['image_order[]', String(b)],
        ],
        'Image order is repeated: each entry must be different',
      ],
      [[['image_order[]', 'first']], 'Image order is invalid'],
    ];
    for (const [parts, message] of cases) {
      const response = await update(id, parts);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.values(response.json().errors).flat()).toContain(message);
    }
    const show = await t.request('GET', `/api/v1/vendor/meals/${id}`, { as: 'vendor' });
    expect(ids(show.json().data.images)).toEqual([a, b]);
    expect(positions(show.json().data.images)).toEqual([1, 2]);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('orders a combo’s images the same way, in Arabic messages too', async () => {
    const meal = await createMeal(t, 'vendor', category.id);
    const created = await sendForm(t, 'POST', '/api/v1/vendor/meals-together', 'vendor', [
      ['meal_name_ar', 'وجبة عائلية'],
      ['meal_name_en', 'Family combo'],
      ['price', '45'],
      ['items[0][meal_id]', meal.id],
      ['images[]', await pngPart('one.png')],
      ['images[]', await pngPart('two.png', '#0c0')],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const combo = created.json().data as { id: number; images: MealImage[] };
    const [a, b] = ids(combo.images);
    const reordered = await update(
      combo.id,
      [
        ['image_order[]', String(b)],
        ['image_order[]', String(a)],
      ],
      'meals-together',
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(ids(reordered.json().data.images)).toEqual([b, a]);
    const refused = await sendForm(
      t,
      'POST',
      `/api/v1/vendor/meals-together/${combo.id}`,
      'vendor',
      [
        ['_method', 'PUT'],
        ['image_order[]', '999999'],
      ],
      'ar',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.image_order).toEqual(['القيمة المختارة في ترتيب الصور غير صحيحة']);
  });
});

describe('GET /admin/menu-brands', () => {
  it('lists every brand with its name in the request language', async () => {
    const en = await t.request('GET', '/api/v1/admin/menu-brands', { as: 'admin' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().data).toEqual(
      expect.arrayContaining([
        { id: t.tenants.brandId, name: 'Shawarma House' },
        { id: t.tenants.brand2Id, name: 'Palm Cafe' },
      ]),
    );
    const ar = await t.request('GET', '/api/v1/admin/menu-brands', {
      as: 'admin',
      locale: 'ar',
      query: { pagination: 'all' },
    });
    expect(ar.json().data).toEqual(
      expect.arrayContaining([
        { id: t.tenants.brandId, name: 'بيت الشاورما' },
        { id: t.tenants.brand2Id, name: 'مقهى النخلة' },
      ]),
    );
  });

  it('is the admin’s only: a brand’s users have no such route', async () => {
    for (const as of ['vendor', 'branch'] as const) {
      const own = await t.request('GET', `/api/v1/${as}/menu-brands`, { as });
      expect(own.statusCode).toBe(404);
      const admins = await t.request('GET', '/api/v1/admin/menu-brands', { as });
      expect([401, 403]).toContain(admins.statusCode);
    }
  });
});
