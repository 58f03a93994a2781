import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv.ts';
import { factories, uniqueWord } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { branchBody, createBranch, newPlaces } from '../../test/kits/branch-test-kit.ts';
import {
  type Actor,
  createCategory,
  createMeal,
  pngPart,
  sendForm,
  userTypeOf,
} from '../../test/kits/menu-test-kit.ts';
import { couponBody } from '../../test/kits/order-test-kit.ts';
import { createSlider } from '../../test/kits/sliders-test-kit.ts';
import { EXPORT_BATCH_SIZE } from './list-query.ts';

/**
 * Every resource's export streams all its rows (no cap): with the list's filters and sort, the CSV
 * has one line per list row (plus the header), the same rows in the same order, and cells made as
 * the list's rows are (URLs of images and logos). Each test makes its own rows.
 */
const t = testAppForFile();

type Row = Record<string, unknown> & { id: number };

/** Every row of the list, page after page (100 a page, the most a page holds), and its total. */
async function listed(as: Actor, resource: string, query: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const response = await t.request('GET', `/api/v1/${userTypeOf(as)}/${resource}`, {
      as,
      query: { ...query, per_page: '100', page: String(page) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as { data: Row[]; meta: { total: number } };
    rows.push(...data);
    if (data.length < 100) {
      expect(rows).toHaveLength(meta.total);
      return rows;
    }
  }
}

/** The CSV export's header and rows, with the same query. */
async function exported(as: Actor, resource: string, query: Record<string, string>) {
  const response = await t.request('GET', `/api/v1/${userTypeOf(as)}/${resource}/export`, {
    as,
    query: { ...query, format: 'csv' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  const [header = [], ...rows] = parseCsv(response.body);
  return { header, rows };
}

/**
 * The export has exactly the list's rows, in its order; `same` names fields (by their English
 * column label) whose cells must equal the list's values. Answers how many rows there were.
 */
async function expectExportEqualsList(
  as: Actor,
  resource: string,
  query: Record<string, string> = {},
  same: Record<string, string> = {},
): Promise<number> {
  const list = await listed(as, resource, query);
  const { header, rows } = await exported(as, resource, query);
  const id = header.indexOf('ID');
  expect(id, header.join(',')).toBeGreaterThanOrEqual(0);
  // Each column says what it holds: a related record's name and its id are told apart.
  expect(new Set(header).size, header.join(',')).toBe(header.length);
  expect(rows.every((row) => row.length === header.length)).toBe(true);
  expect(rows).toHaveLength(list.length);
  expect(rows.map((row) => Number(row[id]))).toEqual(list.map((row) => row.id));
  for (const [field, label] of Object.entries(same)) {
    const column = header.indexOf(label);
    expect(column, `${label} in ${header.join(',')}`).toBeGreaterThanOrEqual(0);
    expect(rows.map((row) => row[column])).toEqual(list.map((row) => String(row[field] ?? '')));
  }
  return list.length;
}

const f = () => factories(t);
const letters = () =>
  randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.${(process.pid % 200) + 50}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function created(as: Actor, resource: string, body: Record<string, unknown>): Promise<Row> {
  const response = await t.request('POST', `/api/v1/${userTypeOf(as)}/${resource}`, { as, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}

/**
 * A vendor of a brand of its own with two categories, two meals (one with a size and an extra), a
 * brand-wide extra and a combo of both meals.
 */
async function vendorWithMenu() {
  const vendor = await f().newVendor();
  const categoryId = await createCategory(t, vendor);
  await createCategory(t, vendor);
  const meal = await createMeal(t, vendor, categoryId);
  const falafel = await createMeal(t, vendor, categoryId, [['meal_name_en', `Falafel ${letters()}`]]);
  await created(vendor, 'meal-sizes', {
    meal_id: meal.id,
    mealSizes_ar: 'وسط',
    mealSizes_en: 'Medium',
    price: '21',
  });
  await created(vendor, 'meal-extras', {
    meal_id: meal.id,
    meal_extra_name_ar: 'جبن',
    meal_extra_name_en: 'Cheese',
    price: '3.5',
  });
  await created(vendor, 'meal-extras', {
    meal_extra_name_ar: 'خبز إضافي',
    meal_extra_name_en: 'Extra bread',
    price: '2',
  });
  const combo = await sendForm(t, 'POST', '/api/v1/vendor/meals-together', vendor, [
    ['meal_name_ar', 'وجبة التوفير'],
    ['meal_name_en', 'Saver Meal'],
    ['price', '24'],
    ['items[0][meal_id]', meal.id],
    ['items[0][quantity]', 1],
    ['items[1][meal_id]', falafel.id],
    ['items[1][quantity]', 2],
    ['images[]', await pngPart('combo.png')],
  ]);
  expect(combo.statusCode, combo.body).toBe(201);
  return vendor;
}

describe('the admin’s exports: one CSV line per list row', () => {
  it('countries', async () => {
    await f().newCountry();
    await f().newCountry();
    expect(await expectExportEqualsList('admin', 'countries')).toBeGreaterThanOrEqual(2);
  });

  it('cities and districts, also filtered and sorted', async () => {
    const places = await newPlaces(t, f());
    expect(await expectExportEqualsList('admin', 'cities')).toBeGreaterThanOrEqual(2);
    expect(await expectExportEqualsList('admin', 'districts')).toBeGreaterThanOrEqual(3);
    const query = { 'filter[city_id]': String(places.riyadh.id), sort: '-en_district_name' };
    expect(await expectExportEqualsList('admin', 'districts', query)).toBe(2);
  });

  it('users and roles', async () => {
    await f().newUser({ type: 'admin' });
    await f().newUser({ type: 'admin', permissions: ['read-users'] });
    expect(await expectExportEqualsList('admin', 'users')).toBeGreaterThanOrEqual(3);
    expect(await expectExportEqualsList('admin', 'roles')).toBeGreaterThanOrEqual(2);
  });

  it('vendors (rows with their logo URLs)', async () => {
    await f().newVendor();
    await f().newVendor();
    expect(await expectExportEqualsList('admin', 'vendors', {}, { logo_url: 'Logo' })).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('coupons, point settings and subscriptions', async () => {
    const vendor = await f().newVendor();
    await created('admin', 'coupons', couponBody());
    await created(vendor, 'coupons', couponBody());
    await created('admin', 'point-settings', {
      brand_id: vendor.brandId,
      amount: '1',
      points: 10,
      point_for_one_riyal: 1,
    });
    await t.db
      .insertInto('subscriptions')
      .values([
        { brand_id: vendor.brandId, type: 'monthly', price: '99.00' },
        { brand_id: vendor.brandId, type: 'yearly', price: '999.00' },
      ])
      .execute();
    expect(await expectExportEqualsList('admin', 'coupons')).toBeGreaterThanOrEqual(2);
    expect(await expectExportEqualsList('admin', 'point-settings')).toBeGreaterThanOrEqual(1);
    expect(await expectExportEqualsList('admin', 'subscriptions')).toBeGreaterThanOrEqual(2);
  });

  it('contacts, sliders (rows with their image URLs) and notifications', async () => {
    for (let i = 0; i < 2; i++) {
      const word = uniqueWord();
      const sent = await t.request('POST', '/api/v1/vendor/join-us', {
        ip: freshIp(),
        body: {
          restaurant_name: `مطعم ${word}`,
          name: 'سلطان العنزي',
          phone: '0551234567',
          email: `owner-${word}@restaurant.sa`,
          city: 'الرياض',
          // A line break and a quote: the CSV keeps them inside one quoted cell.
          message: `نرغب في الانضمام إلى المنصة\n"واستقبال" الطلبات والحجوزات ${word}.`,
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await createSlider(t);
    await createSlider(t);
    for (const send_to of ['vendors', 'branches']) {
      const word = uniqueWord();
      await created('admin', 'notifications', {
        title_ar: `تنبيه ${word}`,
        title_en: `Notice ${word}`,
        message_ar: 'سيتوقف النظام للصيانة الليلة',
        message_en: 'The system stops for maintenance tonight',
        send_to,
        priority_level: 'high',
      });
    }
    expect(await expectExportEqualsList('admin', 'contacts')).toBeGreaterThanOrEqual(2);
    expect(
      await expectExportEqualsList('admin', 'sliders', {}, { image_url: 'Image' }),
    ).toBeGreaterThanOrEqual(2);
    expect(await expectExportEqualsList('admin', 'notifications')).toBeGreaterThanOrEqual(2);
  });

  it('the menu of every brand', async () => {
    await vendorWithMenu();
    for (const resource of ['categories', 'meals', 'meal-sizes', 'meal-extras', 'meals-together'])
      expect(await expectExportEqualsList('admin', resource), resource).toBeGreaterThanOrEqual(1);
  });

  it('streams past several batches: every matching city, filtered and sorted as the list', async () => {
    const country = await f().newCountry();
    const tag = uniqueWord();
    // Three in four cities carry the tag; transportation amounts tie, so the id breaks the ties.
    await sql`
      INSERT INTO cities (ar_city_name, en_city_name, country_id, transportation_amount)
      SELECT 'مدينة ' || i, CASE WHEN i % 4 = 0 THEN 'Other ' || i ELSE 'City ' || ${tag} || ' ' || i END,
        ${country.id}, (i % 7) + 1
      FROM generate_series(1, 2800) AS i
    `.execute(t.db);
    const query = {
      'filter[country_id]': String(country.id),
      'filter[name]': tag,
      sort: '-transportation_amount',
    };
    const count = await expectExportEqualsList('admin', 'cities', query);
    expect(count).toBe(2100);
    expect(count).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
  });
});

describe('a vendor’s and a branch’s exports: one CSV line per list row of their own', () => {
  it('a vendor’s branches, staff, coupons and menu', async () => {
    const vendor = await vendorWithMenu();
    const places = await newPlaces(t, f());
    await createBranch(t, vendor, branchBody(places, { name_en: `Olaya ${letters()}` }));
    await f().newBranchUser(vendor, 'kitchen');
    await f().newBranchUser(vendor, 'cashier');
    await created(vendor, 'coupons', couponBody());
    const counts: Record<string, number> = {};
    for (const resource of [
      'branches',
      'branch-users',
      'coupons',
      'categories',
      'meals',
      'meal-sizes',
      'meal-extras',
      'meals-together',
      'subscriptions',
    ])
      counts[resource] = await expectExportEqualsList(vendor, resource);
    expect(counts).toEqual({
      branches: 3,
      'branch-users': 2,
      coupons: 1,
      categories: 2,
      meals: 2,
      'meal-sizes': 1,
      'meal-extras': 2,
      'meals-together': 1,
      subscriptions: 0,
    });
    const meals = await expectExportEqualsList(
      vendor,
      'meals',
      { sort: 'meal_name_en' },
      { image_url: 'Image' },
    );
    expect(meals).toBe(2);
    expect(await expectExportEqualsList(vendor, 'meals-together', {}, { image_url: 'Image' })).toBe(1);
  });

  it('a branch manager’s own branch and its brand’s menu', async () => {
    const vendor = await vendorWithMenu();
    const manager = await f().newBranchUser(vendor);
    expect(await expectExportEqualsList(manager, 'branches')).toBe(1);
    expect(await expectExportEqualsList(manager, 'meals')).toBe(2);
    expect(await expectExportEqualsList(manager, 'categories')).toBe(2);
    expect(await expectExportEqualsList(manager, 'meals-together')).toBe(1);
  });
});
