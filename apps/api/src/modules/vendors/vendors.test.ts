import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { pngPart, sendForm, storedFiles } from '../../test/kits/menu-test-kit.ts';
import {
  createBrand,
  factories,
  newBrandBody,
  pdfPart,
  saudiIban,
  vendorToken,
} from '../../test/kits/vendor-test-kit.ts';

const t = testAppForFile();

/** The 422 messages of one field for a brand sent with `overrides`. */
async function errorsOf(field: string, overrides: Record<string, unknown>, locale: 'ar' | 'en' = 'en') {
  const response = await t.request('POST', '/api/v1/admin/vendors', {
    as: 'admin',
    locale,
    body: newBrandBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(422);
  return (response.json().errors as Record<string, string[]>)[field];
}

describe('the admin adds a brand with its manager', () => {
  it('creates the brand waiting for approval and a manager who can sign in', async () => {
    const body = newBrandBody();
    const response = await t.request('POST', '/api/v1/admin/vendors', { as: 'admin', body });
    expect(response.statusCode, response.body).toBe(201);
    const brand = response.json().data;
    expect(brand).toMatchObject({
      name: body.brand_en,
      brand_ar: body.brand_ar,
      commercial_register: body.commercial_register,
      tax_no: '300000000000003',
      category: 'restaurant',
      commission_rate: '7.50',
      commission_amount: '1.00',
      iban: body.iban,
      whatsapp_number: '966551234567',
      facebook: 'https://facebook.com/kitchen',
      twitter: null,
      status: 'PendingAdminApproval',
      status_reason: null,
      blocked: false,
      single_branch: false,
      logos: [],
      documents: [],
      manager_name: body.name,
      manager_email: body.email,
      manager_phone: '966501234567',
      branches_count: 0,
    });
    const login = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      brand_id: brand.id,
      brand_status: 'PendingAdminApproval',
    });
    const audit = await auditRows(t, ['action'], { entity: 'vendors', entityId: brand.id });
    expect(audit.map((a) => a.action)).toContain('vendors.create');
  });

  it('answers the name in the request language and lists, filters and sorts brands', async () => {
    const brand = await createBrand(t, { category: 'bakery', commission_rate: '42' });
    const shown = await t.request('GET', `/api/v1/admin/vendors/${brand.id}`, { as: 'admin', locale: 'ar' });
    expect(shown.json().data.name).toBe(brand.brand_ar);
    const list = await t.request('GET', '/api/v1/admin/vendors', {
      as: 'admin',
      query: {
        'filter[category]': 'bakery',
        'filter[status]': 'PendingAdminApproval',
        'filter[commission_rate_from]': '40',
        'filter[name]': String(brand.brand_en).slice(-6),
        sort: '-brand_en',
      },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([brand.id]);
    expect(Object.keys(list.json().allowed_sorts)).toContain('commission_rate');
    const unknown = await t.request('GET', '/api/v1/admin/vendors', {
      as: 'admin',
      query: { 'filter[owner]': 'x' },
    });
    expect(unknown.statusCode).toBe(422);
    const options = await t.request('GET', '/api/v1/admin/vendors', {
      as: 'admin',
      query: { pagination: 'all' },
    });
    expect(options.json().data).toContainEqual({ id: brand.id, name: brand.brand_en });
  });
});

describe('every rule of a brand answers its translated message', () => {
  it('VAT number: 15 digits starting and ending with 3', async () => {
    for (const taxNo of ['300000000000004', '30000000000003', '400000000000003', '3000000000000a3'])
      expect(await errorsOf('tax_no', { tax_no: taxNo })).toEqual([
        'The VAT number must be 15 digits that start and end with 3',
      ]);
    expect(await errorsOf('tax_no', { tax_no: '1' }, 'ar')).toEqual([
      'يجب أن يتكون الرقم الضريبي من 15 رقمًا يبدأ وينتهي بالرقم 3',
    ]);
  });

  it('IBAN: SA and 22 digits with correct check digits; spaces and case are forgiven', async () => {
    const valid = saudiIban();
    const wrongCheck = `SA${valid.slice(2, 4) === '99' ? '98' : '99'}${valid.slice(4)}`;
    for (const iban of [wrongCheck, 'GB82WEST12345698765432', `${valid}1`, 'SA03800000006080101675AB'])
      expect(await errorsOf('iban', { iban })).toEqual([
        'Please enter a valid Saudi IBAN: SA followed by 22 characters with correct check digits',
      ]);
    const spaced = valid.toLowerCase().replace(/(.{4})/g, '$1 ');
    const brand = await createBrand(t, { iban: spaced });
    expect(brand.iban).toBe(valid);
  });

  it('WhatsApp number (SPEC §5) and the manager mobile', async () => {
    expect(await errorsOf('whatsapp_number', { whatsapp_number: '0451234567' })).toEqual([
      'WhatsApp Number is incorrect',
    ]);
    expect(await errorsOf('whatsapp_number', { whatsapp_number: '12345' }, 'ar')).toEqual([
      'رقم الواتساب غير صحيح',
    ]);
    expect(await errorsOf('phone', { phone: '0521' })).toEqual(['Mobile Number is incorrect']);
  });

  it('commission: a rate from 0 to 100, an amount of money', async () => {
    expect(await errorsOf('commission_rate', { commission_rate: '100.01' })).toEqual([
      'Commission rate (%) may not be greater than 100',
    ]);
    expect(await errorsOf('commission_rate', { commission_rate: '-1' })).toHaveLength(1);
    expect(await errorsOf('commission_amount', { commission_amount: '1.234' })).toEqual([
      'Commission amount (SAR) must be an amount with at most 2 decimal places',
    ]);
    const zero = await createBrand(t, { commission_rate: '0', commission_amount: '0' });
    expect(zero).toMatchObject({ commission_rate: '0.00', commission_amount: '0.00' });
  });

  it('names, register, category, links, password, and the duplicates', async () => {
    expect(await errorsOf('brand_en', { brand_en: 'مطعم' })).toEqual([
      'Name must be in English letters only.',
    ]);
    expect(await errorsOf('brand_ar', { brand_ar: '' }, 'ar')).toEqual(['اسم العلامة التجارية (عربي) مطلوب']);
    expect(await errorsOf('commercial_register', { commercial_register: '12345' })).toEqual([
      'The commercial register must be 10 digits',
    ]);
    expect(await errorsOf('category', { category: 'casino' })).toEqual(['The selected Category is invalid']);
    expect(await errorsOf('twitter', { twitter: 'javascript:alert(1)' })).toEqual([
      'Please enter a valid link starting with http:// or https://',
    ]);
    expect(await errorsOf('password', { password: 'weak', password_confirmation: 'weak' })).toHaveLength(1);
    expect(await errorsOf('password_confirmation', { password_confirmation: 'Other@123' })).toEqual([
      'Password is not Confirmed',
    ]);
    const first = await createBrand(t);
    expect(await errorsOf('email', { email: first.manager_email })).toEqual([
      'This Email is already in use.',
    ]);
    expect(
      await errorsOf('commercial_register', { commercial_register: first.commercial_register }),
    ).toHaveLength(1);
  });
});

describe('documents and logos through multipart', () => {
  const formOf = (overrides: Record<string, unknown> = {}) =>
    Object.entries(newBrandBody(overrides)).map(([k, v]) => [k, v] as const);

  it('takes the bank letter (PDF) and two logos; the letter downloads privately', async () => {
    const response = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      ['bank_account_letter', pdfPart('خطاب البنك.pdf')],
      ['logo_1', await pngPart('a.png', '#c00')],
      ['logo_3', await pngPart('b.png', '#0c0')],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const brand = response.json().data;
    expect(brand.logos.map((l: { position: number }) => l.position)).toEqual([1, 3]);
    expect(brand.logo_url).toBe(brand.logos[0].url);
    expect(brand.documents).toHaveLength(1);
    const [letter] = brand.documents;
    expect(letter).toMatchObject({ kind: 'bank_account_letter', mime: 'application/pdf' });
    expect(letter.original_name).toBe('خطاب البنك.pdf');
    const download = await t.request('GET', `/api/v1/admin/${letter.download_path}`, { as: 'admin' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain('attachment');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Never through the public uploads route; another brand's manager gets 404.
    const stored = (await storedFiles(t)).find((f) => f.endsWith('.pdf')) ?? '';
    const key = stored.slice(stored.indexOf('brand-documents/'));
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    const other = await factories(t).newVendor();
    const foreign = await t.request('GET', `/api/v1/vendor/${letter.download_path}`, { as: other });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.request('GET', `/api/v1/vendor/${letter.download_path}`, {
      token: await vendorToken(t, brand.manager_email),
    });
    expect(mine.statusCode).toBe(200);
  });

  it('refuses a letter that is not a PDF or an image, and a logo that is not an image', async () => {
    const response = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      ['bank_account_letter', { filename: 'letter.txt', data: Buffer.from('hello'), type: 'text/plain' }],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.bank_account_letter).toEqual([
      'Please select a PDF file or an image (JPG, PNG)',
    ]);
    const disguised = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      [
        'bank_account_letter',
        { filename: 'letter.pdf', data: Buffer.from('not a pdf'), type: 'application/pdf' },
      ],
    ]);
    expect(disguised.json().errors.bank_account_letter).toEqual([
      'Please select a PDF file or an image (JPG, PNG)',
    ]);
    const logo = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      ['logo_2', pdfPart('logo.pdf')],
    ]);
    expect(logo.statusCode).toBe(422);
    expect(logo.json().errors.logo_2).toEqual(['Please select a valid image format (JPG, PNG)']);
  });

  it('refuses a logo over 2 MB and a letter over 5 MB', async () => {
    const big = Buffer.concat([await (await pngPart()).data, Buffer.alloc(2 * 1024 * 1024)]);
    const logo = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      ['logo_1', { filename: 'big.png', data: big, type: 'image/png' }],
    ]);
    expect(logo.statusCode).toBe(422);
    expect(logo.json().errors.logo_1).toEqual(['The image may not be larger than 2 MB']);
    const letter = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      [
        'bank_account_letter',
        { filename: 'big.pdf', data: Buffer.alloc(5 * 1024 * 1024 + 10), type: 'application/pdf' },
      ],
    ]);
    expect([413, 422]).toContain(letter.statusCode);
  });

  it('replaces and removes logos on update; the removed files are deleted', async () => {
    const created = await sendForm(t, 'POST', '/api/v1/admin/vendors', 'admin', [
      ...formOf(),
      ['logo_1', await pngPart('a.png', '#c00')],
      ['logo_2', await pngPart('b.png', '#00c')],
    ]);
    const brand = created.json().data;
    const before = await storedFiles(t);
    const updated = await sendForm(t, 'POST', `/api/v1/admin/vendors/${brand.id}`, 'admin', [
      ['_method', 'PUT'],
      ['logo_1', await pngPart('c.png', '#0c0')],
      ['deleted_logos[]', '2'],
      ['commission_rate', '12'],
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json().data;
    expect(after.commission_rate).toBe('12.00');
    expect(after.logos).toHaveLength(1);
    expect(after.logos[0].url).not.toBe(brand.logos[0].url);
    const files = await storedFiles(t);
    expect(files.some((f) => f.endsWith(brand.logos[0].url.split('/').pop()))).toBe(false);
    expect(files.some((f) => f.endsWith(brand.logos[1].url.split('/').pop()))).toBe(false);
    expect(files.length).toBe(before.length - 4 + 2);
  });
});
