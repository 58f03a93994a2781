import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, englishName, flag, id, integer, money } from '../validation.ts';
import { MENU_BRANDS_SOURCE, menuLabels } from './menu-fields.ts';

/** Without defaults: an update changes only what it sends. A size stays with its meal. */
const fields = {
  mealSizes_ar: bilingualText({ max: 100 }),
  mealSizes_en: englishName({ max: 100 }),
  price: money(),
  position: integer({ min: 0, max: 10_000 }),
  blocked: flag(),
};

/** Sizes of a brand's meals, managed on their own (they are also edited inline with the meal). */
export const mealSizes = defineResource({
  name: 'meal-sizes',
  permission: 'mealsizes',
  userTypes: ['admin', 'vendor', 'branch'],
  record: z.object({
    ...idField,
    meal_id: z.number().int(),
    /** The meal's name in the request's language. */
    meal_name: z.string(),
    brand_id: z.number().int(),
    mealSizes_ar: z.string(),
    mealSizes_en: z.string(),
    price: z.string(),
    position: z.number().int(),
    blocked: z.boolean(),
    ...timestamps,
  }),
  create: z.object({
    meal_id: id(),
    ...fields,
    position: fields.position.default(0),
    blocked: fields.blocked.default(false),
  }),
  update: z.object(fields).partial(),
  filters: {
    name: { type: 'text' },
    meal_id: { type: 'select', source: 'meals' },
    brand_id: { type: 'select', source: MENU_BRANDS_SOURCE },
    blocked: { type: 'boolean' },
    price: { type: 'number_range' },
  },
  sorts: ['id', 'mealSizes_ar', 'mealSizes_en', 'price', 'position', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: { ...menuLabels.en, meal_id: 'Meal', meal_name: 'Meal name' },
    ar: { ...menuLabels.ar, meal_id: 'الوجبة', meal_name: 'اسم الوجبة' },
  },
});
