import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile();
const f = factories(t);

describe('cities with districts', () => {
  it('creates a city with its districts, edits them in place and deletes the city', async () => {
    const country = await f.newCountry();
    const created = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      body: {
        ar_city_name: 'الرياض',
        en_city_name: 'Riyadh',
        country_id: country.id,
        transportation_amount: '15.5',
        districts: [
          { ar_district_name: 'العليا', en_district_name: 'Al Olaya' },
          { ar_district_name: 'الملقا', en_district_name: 'Al Malqa' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const city = created.json().data;
    expect(city).toMatchObject({
      en_city_name: 'Riyadh',
      country_name: country.country_name,
      transportation_amount: '15.50',
      blocked: false,
    });
    expect(city.districts.map((d: { en_district_name: string }) => d.en_district_name)).toEqual([
      'Al Olaya',
      'Al Malqa',
    ]);

    const [olaya] = city.districts;
    const updated = await t.request('PUT', `/api/v1/admin/cities/${city.id}`, {
      as: 'admin',
      body: {
        districts: [
          { id: olaya.id, ar_district_name: 'العليا', en_district_name: 'Olaya' },
          { ar_district_name: 'حطين', en_district_name: 'Hittin' },
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      updated.json().data.districts.map((d: { id: number; en_district_name: string }) => d.en_district_name),
    ).toEqual(['Olaya', 'Hittin']);
    expect(updated.json().data.districts[0].id).toBe(olaya.id);

    const districts = (
      await t.request('GET', `/api/v1/admin/districts?filter[city_id]=${city.id}`, { as: 'admin' })
    ).json();
    expect(districts.meta.total).toBe(2);

    expect((await t.request('DELETE', `/api/v1/admin/cities/${city.id}`, { as: 'admin' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request('GET', `/api/v1/admin/districts?filter[city_id]=${city.id}`, { as: 'admin' })).json()
        .meta.total,
    ).toBe(0);
  });

  it('validates names, amount, country and nested districts, writing nothing', async () => {
    const country = await f.newCountry();
    const citiesBefore = await t.db.selectFrom('cities').select('id').orderBy('id').execute();
    const districtsBefore = await t.db.selectFrom('districts').select('id').orderBy('id').execute();
    const response = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      locale: 'ar',
      body: {
        ar_city_name: 'ج',
        en_city_name: 'جدة',
        country_id: country.id,
        transportation_amount: '1.234',
        districts: [{ ar_district_name: 'الروضة', en_district_name: 'Al-Rawdah 2' }],
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.en_city_name).toEqual(['يجب أن يكون الاسم بالأحرف الإنجليزية فقط.']);
    expect(errors.ar_city_name).toEqual([
      'يجب أن يحتوي اسم المدينة (عربي) على حرفين عربيين أو إنجليزيين على الأقل',
    ]);
    expect(errors.transportation_amount).toEqual([
      'يجب أن يكون رسوم التوصيل مبلغًا بخانتين عشريتين على الأكثر',
    ]);
    expect(errors['districts.0.en_district_name']).toEqual(['يجب أن يكون الاسم بالأحرف الإنجليزية فقط.']);
    const unknownCountry = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      body: { ar_city_name: 'جدة', en_city_name: 'Jeddah', country_id: 999999, transportation_amount: '10' },
    });
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json().errors.country_id).toEqual(['The selected Country is invalid']);
    expect(await t.db.selectFrom('cities').select('id').orderBy('id').execute()).toEqual(citiesBefore);
    expect(await t.db.selectFrom('districts').select('id').orderBy('id').execute()).toEqual(districtsBefore);
  });

  it('refuses to delete a country that has cities', async () => {
    const country = await f.newCountry([['جدة', 'Jeddah', '10']]);
    const response = await t.request('DELETE', `/api/v1/admin/countries/${country.id}`, { as: 'admin' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This record is in use and cannot be deleted.');
    expect(
      (await t.request('GET', `/api/v1/admin/countries/${country.id}`, { as: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('filters by amount range and sorts by amount (sort=key is descending)', async () => {
    const country = await f.newCountry([
      ['مكة', 'Makkah', '25'],
      ['الطائف', 'Taif', '20'],
      ['أبها', 'Abha', '19.99'],
      ['تبوك', 'Tabuk', '40'],
    ]);
    const body = (
      await t.request(
        'GET',
        `/api/v1/admin/cities?filter[country_id]=${country.id}&filter[transportation_amount_from]=20&sort=transportation_amount`,
        { as: 'admin' },
      )
    ).json();
    expect(body.data.map((c: { en_city_name: string }) => c.en_city_name)).toEqual([
      'Tabuk',
      'Makkah',
      'Taif',
    ]);
    const bad = await t.request('GET', '/api/v1/admin/cities?filter[transportation_amount_from]=abc', {
      as: 'admin',
    });
    expect(bad.statusCode).toBe(422);
  });
});
