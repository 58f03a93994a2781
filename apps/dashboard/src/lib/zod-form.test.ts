import { updatePasswordInput, updateProfileInput } from '@sufra/contract/auth';
import { cities } from '@sufra/contract/resources/cities';
import { countries } from '@sufra/contract/resources/countries';
import { describe, expect, it } from 'vitest';
import { isRequired, schemaErrors, serverFieldErrors, toNamePath, toPayload, zodRule } from './zod-form.ts';

function validate(
  schema: Parameters<typeof zodRule>[0],
  values: Record<string, unknown>,
  path: (string | number)[],
  lang: 'ar' | 'en' = 'en',
) {
  const rule = zodRule(schema, { getFieldsValue: () => values }, path, lang);
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  return (rule.validator as (r: unknown, v: unknown) => Promise<void>)({}, values[String(path[0])]);
}

describe('contract schemas as form rules (SPEC §5 messages)', () => {
  it('"{field} is required" with the translated label, in both languages', async () => {
    await expect(validate(countries.create, {}, ['country_name_en'])).rejects.toThrow(
      'Country name (English) is required',
    );
    await expect(validate(countries.create, {}, ['country_name_ar'], 'ar')).rejects.toThrow(
      'اسم الدولة (عربي) مطلوب',
    );
  });

  it('email, mobile and strong password messages', () => {
    const values = { name: 'Sara', email: 'nope', phone: '123' };
    const errors = schemaErrors(updateProfileInput, values, 'en');
    expect(errors.email).toEqual(['Please enter your email correctly']);
    expect(errors.phone).toEqual(['Mobile Number is incorrect']);
    const weak = schemaErrors(
      updatePasswordInput,
      { old_password: 'x', password: 'abc', password_confirmation: 'abc' },
      'en',
    );
    expect(weak.password?.[0]).toMatch(/at least 8 characters/);
  });

  it('new password must differ from the old one, and be confirmed', () => {
    const same = schemaErrors(
      updatePasswordInput,
      { old_password: 'Abc@12345', password: 'Abc@12345', password_confirmation: 'Abc@12345' },
      'en',
    );
    expect(same.password).toEqual(['The new password cannot be the same as the old password']);
    const unconfirmed = schemaErrors(
      updatePasswordInput,
      { old_password: 'Old@12345', password: 'New@12345', password_confirmation: 'New@1234' },
      'en',
    );
    expect(unconfirmed.password_confirmation).toEqual(['Password is not Confirmed']);
  });

  it('English-only names and prices', () => {
    const errors = schemaErrors(
      cities.create,
      { ar_city_name: 'جدة', en_city_name: 'جدة', country_id: 1, transportation_amount: '1000000' },
      'en',
    );
    expect(errors.en_city_name).toEqual(['Name must be in English letters only.']);
    expect(errors.transportation_amount).toEqual(['The maximum allowed price is 999999. Please try again']);
  });

  it('passes a valid field and validates rows of a list by their path', async () => {
    const values = {
      ar_city_name: 'جدة',
      en_city_name: 'Jeddah',
      country_id: 1,
      transportation_amount: '10',
      districts: [{ ar_district_name: 'الروضة', en_district_name: '' }],
    };
    await expect(validate(cities.create, values, ['en_city_name'])).resolves.toBeUndefined();
    await expect(validate(cities.create, values, ['districts', 0, 'en_district_name'])).rejects.toThrow(
      'District name (English) is required',
    );
  });

  it('marks required fields for the asterisk', () => {
    expect(isRequired(countries.create, ['country_name_ar'])).toBe(true);
    expect(isRequired(countries.create, ['country_desc'])).toBe(false);
    expect(isRequired(cities.create, ['districts', 0, 'ar_district_name'], { districts: [{}] })).toBe(true);
  });

  it('the payload is the parsed output (phones get 966, money 2 decimals)', () => {
    expect(toPayload(updateProfileInput, { name: 'Sara', email: 'S@X.SA', phone: '051-234-5678' })).toEqual({
      name: 'Sara',
      email: 's@x.sa',
      phone: '966512345678',
    });
    expect(toPayload(updateProfileInput, {})).toBeNull();
  });
});

describe('server field errors', () => {
  it('go under their fields, first message only, nested paths as name paths', () => {
    expect(toNamePath('districts.2.en_district_name')).toEqual(['districts', 2, 'en_district_name']);
    expect(
      serverFieldErrors({ country_code: ['taken', 'second'], 'districts.0.ar_district_name': ['bad'] }),
    ).toEqual([
      { name: ['country_code'], errors: ['taken'] },
      { name: ['districts', 0, 'ar_district_name'], errors: ['bad'] },
    ]);
  });
});
