import { z } from 'zod';
import { textPair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, optionalText, text } from '../validation.ts';

const countryName = textPair('country_name_ar', 'country_name_en', 100, {
  en: 'Country name',
  ar: 'اسم الدولة',
});

const fields = {
  ...countryName.input(),
  country_desc: optionalText({ max: 500 }),
  country_code: text({ max: 3 })
    .pipe(z.string().regex(/^[A-Za-z]{2,3}$/, { error: 'validation.invalid' }))
    .transform((v) => v.toUpperCase()),
  country_key: text({ max: 6 })
    .pipe(z.string().regex(/^\+?\d{1,4}$/, { error: 'validation.invalid' }))
    .transform((v) => v.replace(/^\+/, '')),
  flag: optionalText({ max: 16 }),
};

/**
 * SPEC's single `country_name` is still accepted: it names the country in both languages where
 * `country_name_ar` or `country_name_en` is not sent.
 */
function withSingleName(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { country_name: single, ...rest } = value as Record<string, unknown>;
  if (typeof single !== 'string' || single.trim() === '') return rest;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  return {
    ...rest,
    country_name_ar: blank(rest.country_name_ar) ? single : rest.country_name_ar,
    country_name_en: blank(rest.country_name_en) ? single : rest.country_name_en,
  };
}

const create = z.preprocess(withSingleName, z.object(fields));
/** An update may also send `country_name` alone: it then renames the country in both languages. */
const update = z.object({ ...fields, country_name: bilingualText({ max: 100 }) }).partial();

/** Countries, named in Arabic and English; `country_name` is the name in the request's language. */
export const countries = defineResource({
  name: 'countries',
  userTypes: ['admin'],
  record: storedRecord({
    country_name: z.string(),
    ...countryName.record(),
    country_desc: z.string().nullable(),
    country_code: z.string(),
    country_key: z.string(),
    flag: z.string().nullable(),
  }),
  create,
  update,
  /** `country_name` matches either name. */
  filters: { country_name: { type: 'text' }, country_code: { type: 'text' } },
  /** `country_name` sorts by the name in the request's language. */
  sorts: ['id', 'country_name', 'country_name_ar', 'country_name_en', 'country_code', 'created_at'],
  labels: {
    en: {
      country_name: 'Country name',
      ...countryName.labels.en,
      country_desc: 'Description',
      country_code: 'Country code',
      country_key: 'Dialling code',
      flag: 'Flag',
    },
    ar: {
      country_name: 'اسم الدولة',
      ...countryName.labels.ar,
      country_desc: 'الوصف',
      country_code: 'رمز الدولة',
      country_key: 'مفتاح الاتصال',
      flag: 'العلم',
    },
  },
});
