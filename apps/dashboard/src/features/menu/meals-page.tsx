import { branchMeals, type meals } from '@sufra/contract/resources/meals';
import type { Locale } from '@sufra/contract/user-types';
import type { z } from 'zod';
import { stateColumns } from '../../components/resource/common-columns.ts';
import type {
  ResourceColumn,
  ResourcePageConfig,
  ResourceRecord,
} from '../../components/resource/resource-config.ts';
import { AvailabilitySwitch } from './availability-switch.tsx';
import { mealsKey } from './keys.ts';
import { galleryForm } from './menu-body.ts';
import {
  adminFilters,
  brandColumn,
  brandField,
  extraRowFields,
  galleryFields,
  itemColumns,
  itemDetails,
  MealSizes,
  menuItemDefaults,
  namePriceFields,
  priceColumn,
  pricedLinesLine,
  pricingLines,
  sizeRowFields,
} from './menu-columns.tsx';

type Meal = z.infer<typeof meals.record>;

const categoryLabel = (record: ResourceRecord, lang: Locale) =>
  String(lang === 'ar' ? record.category_name_ar : record.category_name_en);

const available: ResourceColumn<Meal> = {
  key: 'available',
  userTypes: ['branch'],
  render: (record) => <AvailabilitySwitch record={record} />,
};

const columns: ResourceColumn<Meal>[] = [
  ...itemColumns<Meal>(),
  { key: 'category_id', width: 130, render: (record) => record.category_name },
  brandColumn(),
  priceColumn(),
  {
    key: 'processing_time',
    titleKey: 'menu.prep_time',
    width: 110,
    render: (record, { t }) => t('menu.minutes', { count: record.processing_time }),
  },
  available,
  { key: 'blocked' },
];

const details: ResourceColumn<Meal>[] = [
  ...itemDetails<Meal>(),
  { key: 'category_id', render: (record) => record.category_name },
  brandColumn(),
  ...pricingLines<Meal>(),
  {
    key: 'processing_time',
    render: (record, { t }) => t('menu.minutes', { count: record.processing_time }),
  },
  { key: 'order_together' },
  {
    key: 'sizes',
    render: (record, { lang }) => <MealSizes mealId={record.id} sizes={record.sizes} lang={lang} />,
  },
  pricedLinesLine(
    'extras',
    (record: Meal) => record.extras,
    (extra, lang) => (lang === 'ar' ? extra.meal_extra_name_ar : extra.meal_extra_name_en),
  ),
  { key: 'meal_description_ar' },
  { key: 'meal_description_en' },
  { key: 'note_ar' },
  { key: 'note_en' },
  available,
  ...stateColumns,
];

/**
 * Meals (SPEC §3): 1 to 5 images, sizes and extras edited inline, sent as multipart. A branch
 * manager reads them through its own declaration and switches a meal's availability at its branch.
 */
export const mealsPage: ResourcePageConfig<Meal> = {
  ...mealsKey,
  realms: { branch: branchMeals },
  columns,
  details,
  filterUserTypes: adminFilters,
  form: [
    brandField,
    {
      name: 'category_id',
      kind: 'select',
      source: 'categories',
      scopedBy: { field: 'brand_id', filter: 'brand_id', label: categoryLabel },
    },
    ...namePriceFields,
    { name: 'processing_time', kind: 'integer', maxLength: 4 },
    { name: 'tax', kind: 'percent' },
    { name: 'order_together', kind: 'switch' },
    { name: 'blocked', kind: 'active' },
    ...galleryFields,
    { name: 'note_ar', kind: 'text', filter: 'none', maxLength: 500, dir: 'rtl' },
    { name: 'note_en', kind: 'text', filter: 'none', maxLength: 500, dir: 'ltr' },
    { name: 'sizes', kind: 'list', addKey: 'resources.meals.add_size', fields: sizeRowFields },
    { name: 'extras', kind: 'list', addKey: 'resources.meals.add_extra', fields: extraRowFields },
  ],
  defaults: { ...menuItemDefaults, processing_time: '15', order_together: false, extras: [] },
  ...galleryForm,
};

export default mealsPage;
