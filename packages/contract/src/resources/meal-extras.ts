import { z } from 'zod';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { flag, money, optionalInteger } from '../validation.ts';
import { brandIdField, brandRecord, extraName, mealPartFilters, mealPartLabels } from './menu-fields.ts';

/** Without defaults: an update changes only what it sends. */
const fields = {
  /** The meal it is offered with; empty: offered with every meal of the brand. */
  meal_id: optionalInteger({ min: 1 }),
  ...extraName.input(),
  price: money(),
  blocked: flag(),
};

/**
 * Extras (extra sauce, oat milk, …) of one meal or of the whole brand. With a `meal_id` the brand is
 * the meal's; without one an admin names the brand (`brand_id`), a vendor's comes from the token.
 */
export const mealExtras = defineResource({
  name: 'meal-extras',
  permission: 'extras',
  userTypes: USER_TYPES,
  record: storedRecord({
    ...brandRecord,
    meal_id: z.number().int().nullable(),
    /** The meal's name in the request's language; null for a brand-wide extra. */
    meal_name: z.string().nullable(),
    ...extraName.record(),
    price: z.string(),
    blocked: z.boolean(),
  }),
  create: z.object({ ...brandIdField, ...fields, blocked: fields.blocked.default(false) }),
  update: z.object(fields).partial(),
  filters: mealPartFilters,
  sorts: ['id', 'meal_extra_name_ar', 'meal_extra_name_en', 'price', 'created_at'],
  labels: mealPartLabels,
});
