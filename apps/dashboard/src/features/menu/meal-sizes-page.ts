import type { mealSizes } from '@sufra/contract/resources/meal-sizes';
import type { z } from 'zod';
import type { ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { mealSizesKey } from './keys.ts';
import { sar } from './menu-columns.tsx';

type MealSize = z.infer<typeof mealSizes.record>;

/**
 * A meal's size on its own page (`*-mealsizes`): added at `/meals/sizes/add` (from a meal's details,
 * with `?meal_id=`) and edited at `/mealSizes/{id}/edit`; both return to the meals list. The meal of
 * a size cannot change.
 */
export const mealSizesPage: ResourcePageConfig<MealSize> = {
  ...mealSizesKey,
  listPath: '/meals/record',
  listTitleKey: 'resources.meals.title',
  columns: [
    { key: 'meal_id', render: (record) => record.meal_name },
    { key: 'price', render: (record, ctx) => sar(record.price, ctx) },
  ],
  form: [
    { name: 'meal_id', kind: 'select', source: 'meals', lockedOnEdit: true, wide: true },
    { name: 'mealSizes_ar', kind: 'text', maxLength: 100, dir: 'rtl' },
    { name: 'mealSizes_en', kind: 'text', maxLength: 100, dir: 'ltr' },
    { name: 'price', kind: 'money' },
    { name: 'position', kind: 'integer', maxLength: 5 },
    { name: 'blocked', kind: 'active' },
  ],
  queryDefaults: ['meal_id'],
  defaults: { blocked: false, position: '0' },
};

export default mealSizesPage;
