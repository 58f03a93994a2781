import type { mealExtras } from '@sufra/contract/resources/meal-extras';
import type { z } from 'zod';
import {
  bilingualColumn,
  idAndNames,
  stateColumns,
  stateDetails,
} from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { mealExtrasKey } from './keys.ts';
import { adminFilters, brandColumn, brandField, mealOptionLabel, sar } from './menu-columns.tsx';

type Extra = z.infer<typeof mealExtras.record>;

const columns: ResourceColumn<Extra>[] = [
  { key: 'id', width: 70 },
  bilingualColumn('name', 'meal_extra_name_ar', 'meal_extra_name_en'),
  { key: 'meal_id', render: (record, { t }) => record.meal_name ?? t('menu.every_meal') },
  brandColumn(),
  { key: 'price', render: (record, ctx) => sar(record.price, ctx) },
  ...stateColumns,
];

/** Extras of one meal or of the whole brand (`*-extras`). */
export const mealExtrasPage: ResourcePageConfig<Extra> = {
  ...mealExtrasKey,
  columns,
  details: [
    ...idAndNames('meal_extra_name_ar', 'meal_extra_name_en'),
    ...columns.slice(2, 5),
    ...stateDetails,
  ],
  filterUserTypes: adminFilters,
  form: [
    brandField,
    {
      name: 'meal_id',
      kind: 'select',
      source: 'meals',
      scopedBy: { field: 'brand_id', filter: 'brand_id', label: mealOptionLabel },
    },
    { name: 'meal_extra_name_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
    { name: 'meal_extra_name_en', kind: 'text', maxLength: 100, dir: 'ltr' },
    { name: 'price', kind: 'money' },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { blocked: false },
};

export default mealExtrasPage;
