import { z } from 'zod';
import { named, storedRecord } from '../common.ts';
import { defineResource, type FilterDef, readOnly } from '../resource.ts';
import { flag, id, integer, money, optionalText } from '../validation.ts';
import {
  brandIdField,
  brandRealmBodies,
  brandRecord,
  describedFields,
  extraRecord,
  extrasInput,
  galleryRecord,
  galleryUpdate,
  MENU_BRANDS_SOURCE,
  mealName,
  menuLabels,
  offerBelowPrice,
  offerPriceCheck,
  optionalMoney,
  requiredImages,
  sizeRecord,
  sizesInput,
  taxRate,
} from './menu-fields.ts';

/** Without defaults: an update changes only what it sends. */
const fields = {
  category_id: id(),
  ...mealName.input(),
  ...describedFields,
  note_ar: optionalText({ max: 500 }),
  note_en: optionalText({ max: 500 }),
  price: money(),
  offer_price: optionalMoney(),
  /** Minutes. */
  processing_time: integer({ min: 0, max: 1440 }),
  order_together: flag(),
  tax: taxRate(),
  blocked: flag(),
  /** Inline sizes: with `id` kept and updated, without added; on update, sizes not sent are removed. */
  sizes: sizesInput(),
  /** Inline extras of this meal, same rule as sizes. */
  extras: extrasInput(),
};

const record = storedRecord({
  ...brandRecord,
  ...named('category'),
  ...mealName.record(),
  meal_description_ar: z.string().nullable(),
  meal_description_en: z.string().nullable(),
  note_ar: z.string().nullable(),
  note_en: z.string().nullable(),
  price: z.string(),
  offer_price: z.string().nullable(),
  processing_time: z.number().int(),
  order_together: z.boolean(),
  tax: z.string(),
  blocked: z.boolean(),
  /** At the caller's branch (branch managers); null for brand-wide callers. */
  available: z.boolean().nullable(),
  ...galleryRecord,
  sizes: z.array(sizeRecord),
  extras: z.array(extraRecord),
});

const filters = {
  name: { type: 'text' },
  category_id: { type: 'select', source: 'categories' },
  blocked: { type: 'boolean' },
  order_together: { type: 'boolean' },
  price: { type: 'number_range' },
  created_at: { type: 'date_range' },
} as const satisfies Record<string, FilterDef>;

const sorts = ['id', 'meal_name_ar', 'meal_name_en', 'price', 'processing_time', 'created_at'] as const;

export const mealLabels = {
  en: {
    ...menuLabels.en,
    category_id: 'Category',
    category_name: 'Category name',
    ...mealName.labels.en,
    note_ar: 'Note (Arabic)',
    note_en: 'Note (English)',
    processing_time: 'Processing time (minutes)',
    order_together: 'Order together',
    available: 'Available at the branch',
  },
  ar: {
    ...menuLabels.ar,
    category_id: 'التصنيف',
    category_name: 'اسم التصنيف',
    ...mealName.labels.ar,
    note_ar: 'ملاحظة (عربي)',
    note_en: 'ملاحظة (إنجليزي)',
    processing_time: 'مدة التحضير (بالدقائق)',
    order_together: 'الطلب مع وجبات أخرى',
    available: 'متاحة في الفرع',
  },
};

const create = z
  .object({
    ...brandIdField,
    ...fields,
    processing_time: fields.processing_time.default(15),
    order_together: fields.order_together.default(false),
    tax: taxRate().default('15.00'),
    blocked: fields.blocked.default(false),
    sizes: sizesInput().default([]),
    extras: extrasInput().default([]),
    images: requiredImages(),
  })
  .refine(offerBelowPrice, offerPriceCheck);

/**
 * Meals of a brand, with 1 to 5 images, inline sizes and extras. Create and update take JSON or
 * multipart (`images[]` files, `sizes[0][price]`, …); see `imageRemovalFields` for removing images.
 */
export const meals = defineResource({
  name: 'meals',
  userTypes: ['admin', 'vendor'],
  record,
  create,
  createFor: brandRealmBodies(create),
  update: galleryUpdate(fields),
  filters: { ...filters, brand_id: { type: 'select', source: MENU_BRANDS_SOURCE } },
  sorts,
  labels: mealLabels,
});

/**
 * The brand's menu as a branch manager sees it: read only, with `available` at their branch, which
 * they change with `POST /api/v1/branch/meals/{id}/availability` ({@link mealAvailability}).
 */
export const branchMeals = defineResource({
  name: 'meals',
  userTypes: ['branch'],
  record,
  ...readOnly(),
  filters: { ...filters, available: { type: 'boolean' } },
  sorts,
  labels: mealLabels,
});

/** `POST /api/v1/branch/meals/{id}/availability` (permission update-meals): 1 available, 0 not at this branch. */
export const mealAvailability = z.object({ available: flag() });
export const MEAL_AVAILABILITY_PATH = '/meals/:id/availability';
