import { z } from 'zod';
import { namePair } from '../bilingual.ts';
import { cityLabels, idField, named, namedLabels, storedRecord, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { flag, id, money, optionalInteger } from '../validation.ts';

const cityName = namePair('ar_city_name', 'en_city_name', 100, { en: 'City name', ar: 'اسم المدينة' });

const countryLabels = namedLabels('country', { en: 'Country', ar: 'الدولة' });

const districtName = namePair('ar_district_name', 'en_district_name', 100, {
  en: 'District name',
  ar: 'اسم الحي',
});

const district = z.object({
  id: optionalInteger({ min: 1 }),
  ...districtName.input(),
});

const input = z.object({
  ...cityName.input(),
  country_id: id(),
  transportation_amount: money({ allowZero: true }),
  blocked: flag().default(false),
  districts: z.array(district).max(200).default([]),
});

export const districtRecord = z.object({
  ...idField,
  ...districtName.record(),
});

export const cities = defineResource({
  name: 'cities',
  userTypes: ['admin'],
  record: storedRecord({
    ...cityName.record(),
    ...named('country'),
    transportation_amount: z.string(),
    blocked: z.boolean(),
    districts: z.array(districtRecord),
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
  labels: {
    en: {
      ...cityName.labels.en,
      ...countryLabels.en,
      transportation_amount: 'Transportation amount',
      districts: 'Districts',
      ...districtName.labels.en,
    },
    ar: {
      ...cityName.labels.ar,
      ...countryLabels.ar,
      transportation_amount: 'رسوم التوصيل',
      districts: 'الأحياء',
      ...districtName.labels.ar,
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
    ...districtName.input(),
  }),
  update: z
    .object({
      city_id: id(),
      ...districtName.input(),
    })
    .partial(),
  filters: { name: { type: 'text' }, city_id: { type: 'select', source: 'cities' } },
  sorts: ['id', 'ar_district_name', 'en_district_name', 'created_at'],
  labels: cityLabels,
});
