import { z } from 'zod';
import { namePair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { flag, integer } from '../validation.ts';
import {
  brandIdField,
  brandRealmBodies,
  brandRecord,
  MENU_BRANDS_SOURCE,
  menuLabels,
} from './menu-fields.ts';

const categoryName = namePair('category_name_ar', 'category_name_en', 100, {
  en: 'Category name',
  ar: 'اسم التصنيف',
});

/** Without defaults: an update changes only what it sends. */
const fields = {
  ...categoryName.input(),
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
  userTypes: USER_TYPES,
  record: storedRecord({
    ...brandRecord,
    ...categoryName.record(),
    position: z.number().int(),
    blocked: z.boolean(),
    meals_count: z.number().int(),
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
  labels: {
    en: {
      ...menuLabels.en,
      ...categoryName.labels.en,
      meals_count: 'Meals',
    },
    ar: {
      ...menuLabels.ar,
      ...categoryName.labels.ar,
      meals_count: 'الوجبات',
    },
  },
});
