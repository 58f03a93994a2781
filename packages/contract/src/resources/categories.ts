import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, englishName, flag, integer } from '../validation.ts';
import {
  brandIdField,
  brandRealmBodies,
  brandRecord,
  MENU_BRANDS_SOURCE,
  menuLabels,
} from './menu-fields.ts';

/** Without defaults: an update changes only what it sends. */
const fields = {
  category_name_ar: bilingualText({ max: 100 }),
  category_name_en: englishName({ max: 100 }),
  position: integer({ min: 0, max: 10_000 }),
  blocked: flag(),
};

const create = z.object({
  ...brandIdField,
  ...fields,
  position: fields.position.default(0),
  blocked: fields.blocked.default(false),
});

/**
 * Meal categories of a brand. A vendor's brand comes from the token (a `brand_id` of another brand
 * is refused); an admin names the brand on create. Deleting a category that has meals is refused.
 */
export const categories = defineResource({
  name: 'categories',
  permission: 'mealcategories',
  userTypes: ['admin', 'vendor', 'branch'],
  record: z.object({
    ...idField,
    ...brandRecord,
    category_name_ar: z.string(),
    category_name_en: z.string(),
    position: z.number().int(),
    blocked: z.boolean(),
    meals_count: z.number().int(),
    ...timestamps,
  }),
  create,
  createFor: brandRealmBodies(create),
  update: z.object(fields).partial(),
  filters: {
    name: { type: 'text' },
    brand_id: { type: 'select', source: MENU_BRANDS_SOURCE },
    blocked: { type: 'boolean' },
  },
  sorts: ['id', 'category_name_ar', 'category_name_en', 'position', 'created_at'],
  defaultSort: 'id',
  labels: {
    en: {
      ...menuLabels.en,
      category_name_ar: 'Category name (Arabic)',
      category_name_en: 'Category name (English)',
      meals_count: 'Meals',
    },
    ar: {
      ...menuLabels.ar,
      category_name_ar: 'اسم التصنيف (عربي)',
      category_name_en: 'اسم التصنيف (إنجليزي)',
      meals_count: 'الوجبات',
    },
  },
});
