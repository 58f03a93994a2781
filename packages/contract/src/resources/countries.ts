import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, optionalText, text } from '../validation.ts';

const input = z.object({
  country_name: bilingualText({ max: 100 }),
  country_desc: optionalText({ max: 500 }),
  country_code: text({ max: 3 })
    .pipe(z.string().regex(/^[A-Za-z]{2,3}$/, { error: 'validation.invalid' }))
    .transform((v) => v.toUpperCase()),
  country_key: text({ max: 6 })
    .pipe(z.string().regex(/^\+?\d{1,4}$/, { error: 'validation.invalid' }))
    .transform((v) => v.replace(/^\+/, '')),
  flag: optionalText({ max: 16 }),
});

export const countries = defineResource({
  name: 'countries',
  permission: 'countries',
  userTypes: ['admin'],
  record: z.object({
    ...idField,
    country_name: z.string(),
    country_desc: z.string().nullable(),
    country_code: z.string(),
    country_key: z.string(),
    flag: z.string().nullable(),
    ...timestamps,
  }),
  create: input,
  update: input.partial(),
  filters: { country_name: { type: 'text' }, country_code: { type: 'text' } },
  sorts: ['id', 'country_name', 'country_code', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      country_name: 'Country name',
      country_desc: 'Description',
      country_code: 'Country code',
      country_key: 'Dialling code',
      flag: 'Flag',
    },
    ar: {
      country_name: 'اسم الدولة',
      country_desc: 'الوصف',
      country_code: 'رمز الدولة',
      country_key: 'مفتاح الاتصال',
      flag: 'العلم',
    },
  },
});
