import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseMessages, fieldLabel, translate } from './messages.ts';
import { cancelReasons } from './resources/cancel-reasons.ts';
import { cities } from './resources/cities.ts';
import { countries } from './resources/countries.ts';
import { faqs } from './resources/faqs.ts';
import {
  bilingualText,
  englishName,
  formatIssues,
  formatMoney,
  money,
  saudiMobile,
  strongPassword,
  toHalalas,
} from './validation.ts';

const issuesOf = (schema: z.ZodType, value: unknown, locale: 'ar' | 'en' = 'en') => {
  const result = z.object({ value: schema }).safeParse({ value });
  return result.success ? [] : (formatIssues(result.error.issues, locale).value ?? []);
};

describe('Saudi mobile', () => {
  it.each([
    ['0551234567', '966551234567'],
    ['551234567', '966551234567'],
    ['966551234567', '966551234567'],
    ['+966551234567', '966551234567'],
    ['00966551234567', '966551234567'],
    ['055-123-4567', '966551234567'],
  ])('accepts %s as %s', (input, stored) => {
    expect(saudiMobile().parse(input)).toBe(stored);
  });
  it.each(['0521234567', '0412345678', '05512345', '5512345678', 'abc'])('refuses %s', (input) => {
    expect(issuesOf(saudiMobile(), input)).toEqual(['Mobile Number is incorrect']);
  });
});

describe('strong password', () => {
  it('needs 8 characters with upper, lower, digit and symbol', () => {
    expect(issuesOf(strongPassword(), 'Abcdef1!')).toEqual([]);
    for (const weak of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Ab1!'])
      expect(issuesOf(strongPassword(), weak)).toHaveLength(1);
  });
});

describe('money', () => {
  it('is exact: halalas, 2 decimals, no zero, at most 999999', () => {
    expect(toHalalas('12.5')).toBe(1250);
    expect(toHalalas('0.07')).toBe(7);
    expect(formatMoney('3')).toBe('3.00');
    expect(money().parse('10.1')).toBe('10.10');
    expect(money().parse(19.99)).toBe('19.99');
    expect(issuesOf(money(), '0')).toEqual(['value cannot be zero']);
    expect(issuesOf(money(), '1000000')).toEqual(['The maximum allowed price is 999999. Please try again']);
    expect(issuesOf(money(), '1.234')).toEqual(['value must be an amount with at most 2 decimal places']);
    expect(issuesOf(money(), '')).toEqual(['value is required']);
  });
});

describe('names', () => {
  it('English names are letters and spaces; bilingual text needs 2 letters', () => {
    expect(issuesOf(englishName(), 'Al Olaya')).toEqual([]);
    expect(issuesOf(englishName(), 'العليا')).toEqual(['Name must be in English letters only.']);
    expect(issuesOf(bilingualText(), 'ع')).toHaveLength(1);
    expect(issuesOf(bilingualText(), 'عل')).toEqual([]);
    expect(issuesOf(bilingualText(), '12')).toHaveLength(1);
  });
});

describe('message catalogues', () => {
  it('has every key in both languages, none empty', () => {
    const walk = (value: unknown, path: string[] = []): string[] =>
      typeof value === 'string'
        ? [path.join('.')]
        : Object.entries(value as object).flatMap(([k, v]) => walk(v, [...path, k]));
    const en = walk(baseMessages.en).sort();
    expect(walk(baseMessages.ar).sort()).toEqual(en);
    for (const key of en) {
      expect(translate('ar', key).length, key).toBeGreaterThan(0);
      expect(translate('ar', key)).not.toBe(translate('en', key));
    }
  });

  /** The fields of a create schema, also behind a preprocess step (countries take one name or two). */
  const objectShape = (schema: z.ZodType): Record<string, unknown> => {
    const inner = schema instanceof z.ZodPipe ? schema.out : schema;
    if (!(inner instanceof z.ZodObject)) throw new Error('create schema is not an object');
    return inner.shape;
  };

  it('labels every field and sort of every resource in both languages', () => {
    for (const def of [countries, cities, cancelReasons, faqs]) {
      const fields = [...Object.keys(objectShape(def.create)), ...def.sorts, ...Object.keys(def.filters)];
      for (const field of fields) {
        expect(fieldLabel('en', field, def.labels), `${def.name}.${field} (en)`).not.toBe(field);
        expect(fieldLabel('ar', field, def.labels), `${def.name}.${field} (ar)`).not.toBe(field);
      }
    }
  });

  it('interpolates labels in the requested language', () => {
    expect(translate('en', 'validation.required', { field: 'country_name' }, countries.labels)).toBe(
      'Country name is required',
    );
    expect(translate('ar', 'validation.required', { field: 'country_name' }, countries.labels)).toBe(
      'اسم الدولة مطلوب',
    );
  });
});
