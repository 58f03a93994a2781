import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, englishName, flag, id, money, optionalInteger } from '../validation.ts';

const district = z.object({
  id: optionalInteger({ min: 1 }),
  ar_district_name: bilingualText({ max: 100 }),
  en_district_name: englishName({ max: 100 }),
});

const input = z.object({
  ar_city_name: bilingualText({ max: 100 }),
  en_city_name: englishName({ max: 100 }),
  country_id: id(),
  transportation_amount: money({ allowZero: true }),
  blocked: flag().default(false),
  districts: z.array(district).max(200).default([]),
});

export const districtRecord = z.object({
  ...idField,
  ar_district_name: z.string(),
  en_district_name: z.string(),
});

export const cities = defineResource({
  name: 'cities',
  permission: 'cities',
  userTypes: ['admin'],
  record: z.object({
    ...idField,
    ar_city_name: z.string(),
    en_city_name: z.string(),
    country_id: z.number().int(),
    country_name: z.string(),
    transportation_amount: z.string(),
    blocked: z.boolean(),
    districts: z.array(districtRecord),
    ...timestamps,
  }),
  create: input,
  update: input.partial(),
  filters: {
    name: { type: 'text' },
    country_id: { type: 'select', source: 'countries' },
    blocked: { type: 'boolean' },
    transportation_amount: { type: 'number_range' },
  },
  sorts: ['id', 'ar_city_name', 'en_city_name', 'transportation_amount', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      ar_city_name: 'City name (Arabic)',
      en_city_name: 'City name (English)',
      country_id: 'Country',
      country_name: 'Country',
      transportation_amount: 'Transportation amount',
      districts: 'Districts',
      ar_district_name: 'District name (Arabic)',
      en_district_name: 'District name (English)',
    },
    ar: {
      ar_city_name: 'اسم المدينة (عربي)',
      en_city_name: 'اسم المدينة (إنجليزي)',
      country_id: 'الدولة',
      country_name: 'الدولة',
      transportation_amount: 'رسوم التوصيل',
      districts: 'الأحياء',
      ar_district_name: 'اسم الحي (عربي)',
      en_district_name: 'اسم الحي (إنجليزي)',
    },
  },
});

export const districts = defineResource({
  name: 'districts',
  permission: 'cities',
  userTypes: ['admin'],
  record: districtRecord.extend({ city_id: z.number().int(), city_name: z.string(), ...timestamps }),
  create: z.object({
    city_id: id(),
    ar_district_name: bilingualText({ max: 100 }),
    en_district_name: englishName({ max: 100 }),
  }),
  update: z
    .object({
      city_id: id(),
      ar_district_name: bilingualText({ max: 100 }),
      en_district_name: englishName({ max: 100 }),
    })
    .partial(),
  filters: { name: { type: 'text' }, city_id: { type: 'select', source: 'cities' } },
  sorts: ['id', 'ar_district_name', 'en_district_name', 'created_at'],
  defaultSort: 'id',
  labels: { en: { city_id: 'City', city_name: 'City' }, ar: { city_id: 'المدينة', city_name: 'المدينة' } },
});
