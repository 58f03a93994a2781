import { z } from 'zod';
import { named, storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { flag, id, integer, money } from '../validation.ts';
import { mealPartFilters, mealPartLabels, sizeName } from './menu-fields.ts';

/** Without defaults: an update changes only what it sends. A size stays with its meal. */
const fields = {
  ...sizeName.input(),
  price: money(),
  position: integer({ min: 0, max: 10_000 }),
  blocked: flag(),
};

/** Sizes of a brand's meals, managed on their own (they are also edited inline with the meal). */
export const mealSizes = defineResource({
  name: 'meal-sizes',
  permission: 'mealsizes',
  userTypes: USER_TYPES,
  record: storedRecord({
    ...named('meal'),
    brand_id: z.number().int(),
    ...sizeName.record(),
    price: z.string(),
    position: z.number().int(),
    blocked: z.boolean(),
  }),
  create: z.object({
    meal_id: id(),
    ...fields,
    position: fields.position.default(0),
    blocked: fields.blocked.default(false),
  }),
  update: z.object(fields).partial(),
  filters: mealPartFilters,
  sorts: ['id', 'mealSizes_ar', 'mealSizes_en', 'price', 'position', 'created_at'],
  labels: mealPartLabels,
});
