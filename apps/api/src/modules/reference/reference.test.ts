import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile(async () => {
  const names = [
    'Saudi Arabia',
    'Bahrain',
    'Kuwait',
    'Oman',
    'Qatar',
    'United Arab Emirates',
    'Egypt',
    'Jordan',
  ];
  const codes = ['SA', 'BH', 'KW', 'OM', 'QA', 'AE', 'EG', 'JO'];
  for (const [i, name] of names.entries()) {
    const response = await createCountry({
      country_name: name,
      country_code: codes[i],
      country_key: `+${960 + i}`,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

/** POST /api/v1/admin/countries as the demo admin. */
const createCountry = (body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  t.request('POST', '/api/v1/admin/countries', { as: 'admin', body, locale });

describe('generic list machinery (countries)', () => {
  it('paginates with from, to and last_page', async () => {
    const response = await t.request('GET', '/api/v1/admin/countries?page=2&per_page=3', { as: 'admin' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 3, total: 8, from: 4, to: 6 });
    expect(body.data).toHaveLength(3);
    const last = (
      await t.request('GET', '/api/v1/admin/countries?page=3&per_page=3', { as: 'admin' })
    ).json();
    expect(last.meta).toMatchObject({ from: 7, to: 8 });
    const beyond = (
      await t.request('GET', '/api/v1/admin/countries?page=9&per_page=3', { as: 'admin' })
    ).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 8 });
  });

  it('sorts descending by `key` and ascending by `-key`', async () => {
    const desc = (
      await t.request('GET', '/api/v1/admin/countries?sort=country_name&per_page=100', { as: 'admin' })
    ).json();
    const names = desc.data.map((c: { country_name: string }) => c.country_name);
    expect(names[0]).toBe('United Arab Emirates');
    expect(names).toEqual([...names].sort().reverse());
    const asc = (
      await t.request('GET', '/api/v1/admin/countries?sort=-country_name&per_page=100', { as: 'admin' })
    ).json();
    expect(asc.data.map((c: { country_name: string }) => c.country_name)).toEqual([...names].reverse());
  });

  it('answers allowed_sorts labels in the request language', async () => {
    const en = (await t.request('GET', '/api/v1/admin/countries', { as: 'admin' })).json();
    expect(en.allowed_sorts).toMatchObject({ id: 'ID', country_name: 'Country name' });
    const ar = (await t.request('GET', '/api/v1/admin/countries', { as: 'admin', locale: 'ar' })).json();
    expect(ar.allowed_sorts.country_name).toBe('اسم الدولة');
  });

  it('filters by text, case-insensitively', async () => {
    const body = (
      await t.request('GET', '/api/v1/admin/countries?filter[country_name]=ARAB', { as: 'admin' })
    ).json();
    expect(body.data.map((c: { country_name: string }) => c.country_name).sort()).toEqual([
      'Saudi Arabia',
      'United Arab Emirates',
    ]);
    expect(body.meta.total).toBe(2);
  });

  it('refuses unknown sort and filter keys and bad page sizes with 422', async () => {
    const sort = await t.request('GET', '/api/v1/admin/countries?sort=password_hash', { as: 'admin' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toEqual(['Sorting by password_hash is not available']);
    const filter = await t.request('GET', '/api/v1/admin/countries?filter[secret]=1', {
      as: 'admin',
      locale: 'ar',
    });
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors['filter[secret]']).toEqual(['التصفية حسب secret غير متاحة']);
    const perPage = await t.request('GET', '/api/v1/admin/countries?per_page=101', { as: 'admin' });
    expect(perPage.statusCode).toBe(422);
    expect(perPage.json().errors.per_page).toEqual(['Items per page must be between 1 and 100']);
  });

  it('answers select options with pagination=all', async () => {
    const body = (await t.request('GET', '/api/v1/admin/countries?pagination=all', { as: 'admin' })).json();
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Bahrain' });
  });

  it('exports CSV with the same filters, formulas neutralised', async () => {
    const made = await createCountry({
      country_name: 'Tes tland',
      country_code: 'TT',
      country_key: '999',
      country_desc: '=HYPERLINK("x")',
    });
    const response = await t.request(
      'GET',
      '/api/v1/admin/countries/export?format=csv&filter[country_code]=TT',
      { as: 'admin' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Country name');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const xlsx = await t.request('GET', '/api/v1/admin/countries/export?format=xlsx', { as: 'admin' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The other tests count the eight countries made above.
    await t.request('DELETE', `/api/v1/admin/countries/${made.json().data.id}`, { as: 'admin' });
  });
});

describe('countries CRUD', () => {
  it('creates, shows, updates (PUT and _method), and deletes', async () => {
    const created = await createCountry({
      country_name: 'Morocco',
      country_code: 'ma',
      country_key: '+212',
      country_desc: 'North Africa',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Created successfully.');
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ country_code: 'MA', country_key: '212' });

    const shown = await t.request('GET', `/api/v1/admin/countries/${id}`, { as: 'admin' });
    expect(shown.json().data.country_name).toBe('Morocco');

    const put = await t.request('PUT', `/api/v1/admin/countries/${id}`, {
      as: 'admin',
      body: { country_desc: 'Maghreb' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.country_desc).toBe('Maghreb');

    const spoofed = await t.request('POST', `/api/v1/admin/countries/${id}`, {
      as: 'admin',
      body: { _method: 'PUT', country_name: 'Kingdom of Morocco' },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json().data.country_name).toBe('Kingdom of Morocco');

    const removed = await t.request('POST', `/api/v1/admin/countries/${id}`, {
      as: 'admin',
      body: { _method: 'delete' },
      locale: 'ar',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('تم الحذف بنجاح.');
    expect((await t.request('GET', `/api/v1/admin/countries/${id}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/v1/admin/countries/${id}`, { as: 'admin' })).statusCode).toBe(
      404,
    );
  });

  it('validates every field at once, in Arabic and English, and writes nothing', async () => {
    const before = (await t.request('GET', '/api/v1/admin/countries', { as: 'admin' })).json().meta.total;
    const en = await createCountry({ country_name: 'x', country_code: '1' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        country_name_ar: ['Country name (Arabic) must contain at least 2 Arabic or English letters'],
        country_name_en: ['Country name (English) must contain at least 2 Arabic or English letters'],
        country_code: ['Country code is invalid'],
        country_key: ['Dialling code is required'],
      },
    });
    const ar = await createCountry({}, 'ar');
    expect(ar.json().errors.country_name_ar).toEqual(['اسم الدولة (عربي) مطلوب']);
    expect((await t.request('GET', '/api/v1/admin/countries', { as: 'admin' })).json().meta.total).toBe(
      before,
    );
  });

  it('refuses a duplicate country code with a clear message', async () => {
    const response = await createCountry({ country_name: 'Saudi', country_code: 'SA', country_key: '966' });
    expectErrors(response, { country_code: ['This Country code is already in use.'] });
    const ar = await createCountry({ country_name: 'Saudi', country_code: 'SA', country_key: '966' }, 'ar');
    expect(ar.json().errors).toEqual({ country_code: ['رمز الدولة مستخدم من قبل.'] });
  });

  it('refuses __proto__ keys', async () => {
    const response = await t.request('POST', '/api/v1/admin/countries', {
      as: 'admin',
      body: '{"country_name":"Proto","country_code":"PR","country_key":"1","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('cancel reasons and FAQs', () => {
  it('creates a cancel reason; vendors read only active ones and cannot write', async () => {
    const active = await t.request('POST', '/api/v1/admin/cancel-reasons', {
      as: 'admin',
      body: { ar_reason: 'العميل لم يحضر', en_reason: 'Customer did not come', type: 'reservation' },
    });
    expect(active.statusCode).toBe(201);
    const hidden = await t.request('POST', '/api/v1/admin/cancel-reasons', {
      as: 'admin',
      body: { ar_reason: 'سبب قديم', en_reason: 'Old reason', type: 'order', blocked: 1 },
    });
    expect(hidden.json().data.blocked).toBe(true);
    const seen = (
      await t.request('GET', '/api/v1/vendor/cancel-reasons?per_page=100', { as: 'vendor' })
    ).json();
    const ids = seen.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(active.json().data.id);
    expect(ids).not.toContain(hidden.json().data.id);
    expect(
      (await t.request('GET', `/api/v1/vendor/cancel-reasons/${hidden.json().data.id}`, { as: 'vendor' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('POST', '/api/v1/vendor/cancel-reasons', {
          as: 'vendor',
          body: { ar_reason: 'س', en_reason: 'x', type: 'order' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('validates the English reason and the type', async () => {
    const response = await t.request('POST', '/api/v1/admin/cancel-reasons', {
      as: 'admin',
      body: { ar_reason: 'سبب', en_reason: 'سبب', type: 'other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.en_reason).toEqual(['Name must be in English letters only.']);
    expect(response.json().errors.type).toEqual(['The selected Type is invalid']);
  });

  it('toggles a FAQ status and filters by it', async () => {
    const faq = await t.request('POST', '/api/v1/admin/faqs', {
      as: 'admin',
      body: {
        question_ar: 'كيف أحجز طاولة؟',
        question_en: 'How do I book a table?',
        answer_ar: 'من صفحة الفرع.',
        answer_en: 'From the branch page.',
      },
    });
    expect(faq.statusCode).toBe(201);
    const id = faq.json().data.id;
    const toggled = await t.request('POST', `/api/v1/admin/faqs/${id}/toggle-status`, { as: 'admin' });
    expect(toggled.json().data.blocked).toBe(true);
    const blocked = (await t.request('GET', '/api/v1/admin/faqs?filter[blocked]=1', { as: 'admin' })).json();
    expect(blocked.data.map((f: { id: number }) => f.id)).toEqual([id]);
    const short = await t.request('POST', '/api/v1/admin/faqs', {
      as: 'admin',
      body: { question_ar: 'ك', question_en: 'H', answer_ar: 'م', answer_en: 'F' },
    });
    expect(Object.keys(short.json().errors).sort()).toEqual([
      'answer_ar',
      'answer_en',
      'question_ar',
      'question_en',
    ]);
  });
});
