import type { countries } from '@sufra/contract/resources/countries';
import type { z } from 'zod';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { truncate } from '../../lib/format.ts';
import { countriesKey } from './keys.ts';

type Country = z.infer<typeof countries.record>;

const columns: ResourceColumn<Country>[] = [
  { key: 'id', width: 80 },
  { key: 'flag', width: 70 },
  /** In the interface's language (the API names it so). */
  { key: 'country_name' },
  { key: 'country_code' },
  { key: 'country_key', render: (record) => <bdi dir="ltr">+{record.country_key}</bdi> },
  { key: 'country_desc', render: (record) => truncate(record.country_desc) || '—' },
  { key: 'created_at' },
];

export const countriesPage: ResourcePageConfig<Country> = {
  ...countriesKey,
  columns,
  details: [
    ...columns.filter((column) => column.key !== 'country_desc' && column.key !== 'country_name'),
    { key: 'country_name_ar' },
    { key: 'country_name_en' },
    { key: 'country_desc' },
    { key: 'updated_at' },
  ],
  form: [
    { name: 'country_name_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
    { name: 'country_name_en', kind: 'text', maxLength: 100, dir: 'ltr' },
    { name: 'country_code', kind: 'text', maxLength: 3, dir: 'ltr' },
    { name: 'country_key', kind: 'text', filter: 'digits', maxLength: 4, dir: 'ltr' },
    { name: 'flag', kind: 'text', filter: 'none', maxLength: 16 },
    { name: 'country_desc', kind: 'textarea', maxLength: 500, wide: true },
  ],
};

export default countriesPage;
