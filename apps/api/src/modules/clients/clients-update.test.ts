import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { clientKit, uniquePhone } from '../../test/kits/clients-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile(async () => {
  // Dialling codes are those of the reference countries (the test database starts without them).
  await t.db
    .insertInto('countries')
    .values({
      country_name_ar: 'السعودية',
      country_name_en: 'Saudi Arabia',
      country_code: 'SA',
      country_key: '966',
    })
    .onConflict((oc) => oc.column('country_code').doNothing())
    .execute();
});
const f = factories(t);
const kit = clientKit(t, f);

const put = (id: number, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  t.request('PUT', `/api/v1/admin/clients/${id}`, { as: 'admin', body, locale });

describe('correcting a client', () => {
  it('saves names, email, phone in any written form, birth date, gender and country code', async () => {
    const client = await kit.client({ email: null, gender: null, birth_date: null });
    const phone = uniquePhone();
    const response = await put(client.id, {
      first_name: '  نورة ',
      last_name: 'القحطاني',
      email: `Noura.${client.id}@Example.COM`,
      phone: `0${phone.slice(3, 6)}-${phone.slice(6, 9)}-${phone.slice(9)}`,
      birth_date: '2014-12-31',
      gender: 'female',
      country_code: '+966',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Updated successfully.',
      data: {
        first_name: 'نورة',
        last_name: 'القحطاني',
        name: 'نورة القحطاني',
        email: `noura.${client.id}@example.com`,
        phone,
        birth_date: '2014-12-31',
        gender: 'female',
        country_code: '966',
      },
    });
    // Blank email, birth date and gender are cleared; what is not sent stays.
    const cleared = await put(client.id, { email: '', birth_date: '', gender: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      email: null,
      birth_date: null,
      gender: null,
      first_name: 'نورة',
      phone,
    });
    const oldest = await put(client.id, { birth_date: '1900-01-01' });
    expect(oldest.json().data.birth_date).toBe('1900-01-01');
  });

  it('refuses every broken rule with its message in Arabic and English, changing nothing', async () => {
    const client = await kit.client();
    const before = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', client.id)
      .executeTakeFirst();
    const body = {
      first_name: 'x',
      last_name: '12',
      email: 'not-an-email',
      phone: '0412345678',
      birth_date: '2015-01-01',
      gender: 'other',
      country_code: 'SA',
    };
    const en = await put(client.id, body);
    expectErrors(en, {
      first_name: ['First name must contain at least 2 Arabic or English letters'],
      last_name: ['Last name must contain at least 2 Arabic or English letters'],
      email: ['Please enter your email correctly'],
      phone: ['Mobile Number is incorrect'],
      birth_date: ['Birth date must be between 1900-01-01 and 2014-12-31'],
      gender: ['The selected Gender is invalid'],
      country_code: ['Country code is invalid'],
    });
    const ar = await put(client.id, body, 'ar');
    expect(ar.json().errors).toEqual({
      first_name: ['يجب أن يحتوي الاسم الأول على حرفين عربيين أو إنجليزيين على الأقل'],
      last_name: ['يجب أن يحتوي اسم العائلة على حرفين عربيين أو إنجليزيين على الأقل'],
      email: ['يرجى إدخال البريد الإلكتروني بشكل صحيح'],
      phone: ['رقم الجوال غير صحيح'],
      birth_date: ['يجب أن يكون تاريخ الميلاد بين 1900-01-01 و2014-12-31'],
      gender: ['القيمة المختارة في الجنس غير صحيحة'],
      country_code: ['رمز الدولة غير صحيح'],
    });
    const early = await put(client.id, { birth_date: '1899-12-31' });
    expect(early.json().errors.birth_date).toEqual(['Birth date must be between 1900-01-01 and 2014-12-31']);
    const notADay = await put(client.id, { birth_date: '2001-02-30' });
    expect(notADay.json().errors.birth_date).toEqual(['Birth date must be a valid date']);
    const required = await put(client.id, { first_name: '', phone: '' }, 'ar');
    expect(required.json().errors).toEqual({
      first_name: ['الاسم الأول مطلوب'],
      phone: ['رقم الجوال مطلوب'],
    });
    const unknownCountry = await put(client.id, { country_code: '999' });
    expect(unknownCountry.json().errors).toEqual({ country_code: ['The selected Country code is invalid'] });
    const after = await t.db.selectFrom('clients').selectAll().where('id', '=', client.id).executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('keeps email (any case) and phone unique among clients', async () => {
    const owner = await kit.client({ email: `owner.${Date.now()}@test.sa` });
    const client = await kit.client();
    const email = await put(client.id, { email: owner.email?.toUpperCase() });
    expectErrors(email, { email: ['This Email is already in use.'] });
    const phone = await put(client.id, { phone: `0${owner.phone.slice(3)}` }, 'ar');
    expectErrors(phone, { phone: ['رقم الجوال مستخدم من قبل.'] });
    // A client keeps its own email and phone.
    const same = await put(owner.id, { email: owner.email, phone: owner.phone });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('answers 404 for a client that does not exist', async () => {
    expect((await put(999999, { first_name: 'سالم' })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/v1/admin/clients/999999', { as: 'admin' })).statusCode).toBe(404);
  });
});

describe('who reaches clients', () => {
  it('keeps the customer directory to the admin realm and its permission', async () => {
    const client = await kit.client();
    for (const as of ['vendor', 'branch', 'cashier'] as const) {
      const admin = await t.request('GET', '/api/v1/admin/clients', { as });
      expect(admin.statusCode, as).toBe(403);
      const own = await t.request('GET', `/api/v1/${as === 'vendor' ? 'vendor' : 'branch'}/clients`, { as });
      expect(own.statusCode, as).toBe(404);
      const points = await t.request('GET', `/api/v1/admin/clients/${client.id}/points`, { as });
      expect(points.statusCode, as).toBe(403);
    }
    // A vendor whose brand served this client still does not get the directory.
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    await f.newOrder({
      brandId: vendor.brandId,
      branchId: branch.id,
      status: 'completed',
      total: '20.00',
      clientId: client.id,
    });
    expect((await t.request('GET', `/api/v1/vendor/clients/${client.id}`, { as: vendor })).statusCode).toBe(
      404,
    );

    const reader = await f.newUser({ type: 'admin', permissions: ['read-clients'] });
    expect((await t.request('GET', `/api/v1/admin/clients/${client.id}`, { as: reader })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request('GET', `/api/v1/admin/clients/${client.id}/points`, { as: reader })).statusCode,
    ).toBe(200);
    expect((await put(client.id, {})).statusCode).toBe(200);
    const write = await t.request('PUT', `/api/v1/admin/clients/${client.id}`, {
      as: reader,
      body: { first_name: 'سالم' },
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await t.request('POST', `/api/v1/admin/clients/${client.id}/toggle-status`, { as: reader }))
        .statusCode,
    ).toBe(403);
    expect((await t.request('DELETE', `/api/v1/admin/clients/${client.id}`, { as: reader })).statusCode).toBe(
      403,
    );
    const stranger = await f.newUser({ type: 'admin', permissions: ['read-countries'] });
    expect((await t.request('GET', '/api/v1/admin/clients', { as: stranger })).statusCode).toBe(403);
  });
});
