import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/http/errors.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { uniqueWord } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { CountriesRepository } from './countries.repository.ts';

const t = testAppForFile();

let codes = Math.floor(Math.random() * 600);
/** A country code no other test of this file uses (three letters, starting with X). */
function code(): string {
  codes += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `X${letters[Math.floor(codes / 26) % 26]}${letters[codes % 26]}`;
}

async function newCountry(ar: string, en: string) {
  const response = await t.request('POST', '/api/v1/admin/countries', {
    as: 'admin',
    body: { country_name_ar: ar, country_name_en: en, country_code: code(), country_key: '999' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; country_name: string };
}

describe('countries in two languages', () => {
  it('lists, shows and answers creation with the name in the request language', async () => {
    const tag = uniqueWord();
    const created = await newCountry(`السعودية ${tag}`, `Saudi Arabia ${tag}`);
    expect(created).toMatchObject({
      country_name: `Saudi Arabia ${tag}`,
      country_name_ar: `السعودية ${tag}`,
      country_name_en: `Saudi Arabia ${tag}`,
    });
    const url = `/api/v1/admin/countries?filter[country_name]=${tag}`;
    const ar = (await t.request('GET', url, { as: 'admin', locale: 'ar' })).json();
    expect(ar.data.map((c: { country_name: string }) => c.country_name)).toEqual([`السعودية ${tag}`]);
    const en = (await t.request('GET', url, { as: 'admin', locale: 'en' })).json();
    expect(en.data.map((c: { country_name: string }) => c.country_name)).toEqual([`Saudi Arabia ${tag}`]);
    const shown = await t.request('GET', `/api/v1/admin/countries/${created.id}`, {
      as: 'admin',
      locale: 'ar',
    });
    expect(shown.json().data.country_name).toBe(`السعودية ${tag}`);
  });

  it('sorts by the name in the request language and filters on either name', async () => {
    const tag = uniqueWord();
    await newCountry(`أ ${tag}`, `Charlie ${tag}`);
    await newCountry(`ب ${tag}`, `Bravo ${tag}`);
    await newCountry(`ت ${tag}`, `Alpha ${tag}`);
    const names = async (locale: 'ar' | 'en', filter: string) =>
      (
        await t.request('GET', `/api/v1/admin/countries?sort=-country_name&filter[country_name]=${filter}`, {
          as: 'admin',
          locale,
        })
      )
        .json()
        .data.map((c: { country_name: string }) => c.country_name);
    expect(await names('ar', tag)).toEqual([`أ ${tag}`, `ب ${tag}`, `ت ${tag}`]);
    expect(await names('en', tag)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    // The Arabic name matches in English too, and the English one in Arabic.
    expect(await names('en', encodeURIComponent(`ب ${tag}`))).toEqual([`Bravo ${tag}`]);
    expect(await names('ar', `Alpha ${tag}`)).toEqual([`ت ${tag}`]);
  });

  it('labels select options in the request language', async () => {
    const tag = uniqueWord();
    const { id } = await newCountry(`مصر ${tag}`, `Egypt ${tag}`);
    const option = async (locale: 'ar' | 'en') =>
      (await t.request('GET', '/api/v1/admin/countries?pagination=all', { as: 'admin', locale }))
        .json()
        .data.find((o: { id: number }) => o.id === id);
    expect(await option('ar')).toEqual({ id, name: `مصر ${tag}` });
    expect(await option('en')).toEqual({ id, name: `Egypt ${tag}` });
  });

  it('names a city’s country in the request language', async () => {
    const tag = uniqueWord();
    const country = await newCountry(`الأردن ${tag}`, `Jordan ${tag}`);
    const city = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      body: {
        ar_city_name: 'عمّان',
        en_city_name: 'Amman',
        country_id: country.id,
        transportation_amount: '5',
      },
    });
    expect(city.statusCode, city.body).toBe(201);
    const id = city.json().data.id as number;
    const shown = async (locale: 'ar' | 'en') =>
      (await t.request('GET', `/api/v1/admin/cities/${id}`, { as: 'admin', locale })).json().data
        .country_name;
    expect(await shown('ar')).toBe(`الأردن ${tag}`);
    expect(await shown('en')).toBe(`Jordan ${tag}`);
  });

  it('updates one language’s name only', async () => {
    const tag = uniqueWord();
    const { id } = await newCountry(`قطر ${tag}`, `Qatar ${tag}`);
    const updated = await t.request('PATCH', `/api/v1/admin/countries/${id}`, {
      as: 'admin',
      locale: 'ar',
      body: { country_name_ar: `دولة قطر ${tag}` },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      country_name: `دولة قطر ${tag}`,
      country_name_ar: `دولة قطر ${tag}`,
      country_name_en: `Qatar ${tag}`,
    });
  });

  it('takes SPEC’s single country_name as both names when creating', async () => {
    const tag = uniqueWord();
    const response = await t.request('POST', '/api/v1/admin/countries', {
      as: 'admin',
      body: {
        country_name: `Oman ${tag}`,
        country_name_ar: `عُمان ${tag}`,
        country_code: code(),
        country_key: '968',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      country_name_ar: `عُمان ${tag}`,
      country_name_en: `Oman ${tag}`,
    });
  });

  it('refuses a country without names, under each name, in the request language', async () => {
    const countryCode = code();
    const response = await t.request('POST', '/api/v1/admin/countries', {
      as: 'admin',
      locale: 'ar',
      body: { country_code: countryCode, country_key: '971' },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.country_name_ar[0]).toContain('اسم الدولة (عربي)');
    expect(errors.country_name_en[0]).toContain('اسم الدولة (إنجليزي)');
    const list = await t.request('GET', `/api/v1/admin/countries?filter[country_code]=${countryCode}`, {
      as: 'admin',
    });
    expect(list.json().meta.total).toBe(0);
  });
});

describe('the countries repository', () => {
  it('changes nothing for a brand’s or a branch’s scope', async () => {
    const tag = uniqueWord();
    const { id } = await newCountry(`لبنان ${tag}`, `Lebanon ${tag}`);
    const scopes: Scope[] = [
      { kind: 'brand', brandId: t.tenants.brandId },
      { kind: 'branch', brandId: t.tenants.brandId, branchId: t.tenants.branchId },
    ];
    for (const scope of scopes) {
      const repo = new CountriesRepository(t.db, 'ar');
      await expect(
        repo.insert(scope, {
          country_name_ar: 'س',
          country_name_en: 'S',
          country_code: code(),
          country_key: '1',
        }),
      ).rejects.toSatisfy((e) => e instanceof AppError && e.status === 403);
      expect(await repo.update(scope, id, { country_name_ar: 'تغيير' })).toBe(false);
      expect(await repo.remove(scope, id)).toBe(false);
      expect((await repo.find(scope, id))?.country_name).toBe(`لبنان ${tag}`);
    }
  });
});
