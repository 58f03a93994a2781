import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { type Part, pngPart, sendForm, storedFiles } from '../../test/kits/menu-test-kit.ts';
import { newBrandBody, pdfPart, vendorToken } from '../../test/kits/vendor-test-kit.ts';

const t = testAppForFile();

/** Registration's fields as form parts (the admin-only commission fields left out). */
function registration(): { email: string; parts: Part[] } {
  const { commission_rate: _r, commission_amount: _a, owners: _o, facebook: _f, ...body } = newBrandBody();
  return { email: body.email ?? '', parts: [...Object.entries(body), ['single_branch', '1']] };
}

describe('registration with the brand’s documents and logos', () => {
  it('stores the bank letter and the logos with the new brand; the vendor sees them', async () => {
    const { email, parts } = registration();
    const response = await sendForm(t, 'POST', '/api/v1/vendor/register', 'admin', [
      ...parts,
      ['bank_account_letter', pdfPart()],
      ['logo_1', await pngPart('logo.png')],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const token = await vendorToken(t, email);
    const profile = await t.request('GET', '/api/v1/vendor/getProfile', { token });
    const brandId = profile.json().data.user.brand_id;
    const brand = await t.request('GET', `/api/v1/vendor/vendors/${brandId}`, { token });
    expect(brand.json().data).toMatchObject({ status: 'PendingAdminApproval', single_branch: true });
    expect(brand.json().data.documents).toMatchObject([
      { kind: 'bank_account_letter', mime: 'application/pdf' },
    ]);
    expect(brand.json().data.logos).toHaveLength(1);
  });

  it('refuses a bad letter in the translated message, writing and keeping nothing', async () => {
    const { email, parts } = registration();
    const before = await storedFiles(t);
    const response = await sendForm(
      t,
      'POST',
      '/api/v1/vendor/register',
      'admin',
      [
        ...parts,
        ['logo_1', await pngPart('logo.png')],
        [
          'bank_account_letter',
          { filename: 'letter.exe', data: Buffer.from('MZ'), type: 'application/x-msdownload' },
        ],
      ],
      'ar',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.bank_account_letter).toEqual(['يرجى اختيار ملف PDF أو صورة (JPG، PNG)']);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(user).toBeUndefined();
    expect(await storedFiles(t)).toEqual(before);
  });

  it('applies the brand rules at registration: VAT number and IBAN', async () => {
    const { parts } = registration();
    const body = Object.fromEntries(parts);
    const response = await t.request('POST', '/api/v1/vendor/register', {
      body: { ...body, tax_no: '123456789012345', iban: 'SA0000000000000000000000' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      tax_no: ['The VAT number must be 15 digits that start and end with 3'],
      iban: ['Please enter a valid Saudi IBAN: SA followed by 22 characters with correct check digits'],
    });
  });
});
