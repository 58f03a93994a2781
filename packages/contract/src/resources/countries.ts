import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, optionalText, text } from '../validation.ts';

const fields = {
  country_name_ar: bilingualText({ max: 100 }),
  country_name_en: bilingualText({ max: 100 }),
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
  permission: 'countries',
  userTypes: ['admin'],
  record: z.object({
    ...idField,
    country_name: z.string(),
    country_name_ar: z.string(),
    country_name_en: z.string(),
    country_desc: z.string().nullable(),
    country_code: z.string(),
    country_key: z.string(),
    flag: z.string().nullable(),
    ...timestamps,
  }),
  create,
  update,
  /** `country_name` matches either name. */
  filters: { country_name: { type: 'text' }, country_code: { type: 'text' } },
  /** `country_name` sorts by the name in the request's language. */
  sorts: ['id', 'country_name', 'country_name_ar', 'country_name_en', 'country_code', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      country_name: 'Country name',
      country_name_ar: 'Country name (Arabic)',
      country_name_en: 'Country name (English)',
      country_desc: 'Description',
      country_code: 'Country code',
      country_key: 'Dialling code',
      flag: 'Flag',
    },
    ar: {
      country_name: 'اسم الدولة',
      country_name_ar: 'اسم الدولة (عربي)',
      country_name_en: 'اسم الدولة (إنجليزي)',
      country_desc: 'الوصف',
      country_code: 'رمز الدولة',
      country_key: 'مفتاح الاتصال',
      flag: 'العلم',
    },
  },
});
