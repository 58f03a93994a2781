import type { categories } from '@sufra/contract/resources/categories';
import type { z } from 'zod';
import {
  bilingualColumn,
  idAndNames,
  stateColumns,
  stateDetails,
} from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { categoriesKey } from './keys.ts';
import { adminFilters, brandColumn, brandField } from './menu-columns.tsx';

type Category = z.infer<typeof categories.record>;

const columns: ResourceColumn<Category>[] = [
  { key: 'id', width: 70 },
  bilingualColumn('name', 'category_name_ar', 'category_name_en'),
  brandColumn(),
  { key: 'meals_count', width: 100 },
  { key: 'position', width: 90 },
  ...stateColumns,
];

/** Meal categories of a brand (`*-mealcategories`); a branch manager reads them. */
export const categoriesPage: ResourcePageConfig<Category> = {
  ...categoriesKey,
  columns,
  details: [
    ...idAndNames('category_name_ar', 'category_name_en'),
    brandColumn(),
    { key: 'meals_count' },
    { key: 'position' },
    ...stateDetails,
  ],
  filterUserTypes: adminFilters,
  form: [
    brandField,
    { name: 'category_name_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
    { name: 'category_name_en', kind: 'text', maxLength: 100, dir: 'ltr' },
    { name: 'position', kind: 'integer', maxLength: 5 },
    { name: 'blocked', kind: 'active' },
  ],
  defaults: { blocked: false, position: '0' },
};

export default categoriesPage;
