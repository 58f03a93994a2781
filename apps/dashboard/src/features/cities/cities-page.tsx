import type { cities } from '@sufra/contract/resources/cities';
import { Flex, Tag } from 'antd';
import type { z } from 'zod';
import { stateColumns } from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { formatAmount } from '../../lib/format.ts';
import { citiesKey } from './keys.ts';

type City = z.infer<typeof cities.record>;

const amount: ResourceColumn<City> = {
  key: 'transportation_amount',
  width: 130,
  render: (record, { lang, t }) =>
    t('common.amount_sar', { amount: formatAmount(record.transportation_amount, lang) }),
};

const columns: ResourceColumn<City>[] = [
  { key: 'id', width: 64 },
  { key: 'ar_city_name', width: 130 },
  { key: 'en_city_name', width: 130 },
  { key: 'country_name', width: 120 },
  amount,
  { key: 'districts', width: 90 },
  ...stateColumns,
];

export const citiesPage: ResourcePageConfig<City> = {
  ...citiesKey,
  columns,
  details: [
    ...columns.filter((column) => column.key !== 'districts'),
    {
      key: 'districts',
      render: (record, { lang, t }) =>
        record.districts.length === 0 ? (
          t('common.none')
        ) : (
          <Flex wrap gap={4}>
            {record.districts.map((district) => (
              <Tag key={district.id}>
                {lang === 'ar' ? district.ar_district_name : district.en_district_name}
              </Tag>
            ))}
          </Flex>
        ),
    },
  ],
  form: [
    { name: 'ar_city_name', kind: 'text', maxLength: 100, dir: 'rtl' },
    { name: 'en_city_name', kind: 'text', maxLength: 100, dir: 'ltr' },
    { name: 'country_id', kind: 'select', source: 'countries' },
    { name: 'transportation_amount', kind: 'money' },
    { name: 'blocked', kind: 'active' },
    {
      name: 'districts',
      kind: 'list',
      addKey: 'resources.cities.add_district',
      fields: [
        { name: 'ar_district_name', kind: 'text', maxLength: 100, dir: 'rtl' },
        { name: 'en_district_name', kind: 'text', maxLength: 100, dir: 'ltr' },
      ],
    },
  ],
  defaults: { blocked: false, districts: [] },
};

export default citiesPage;
