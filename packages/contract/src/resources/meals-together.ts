import { z } from 'zod';
import { storedRecord } from '../common.ts';
import { defineResource, type ResourceDef, readOnly } from '../resource.ts';
import { flag, id, integer, money } from '../validation.ts';
import {
  brandIdField,
  brandRealmBodies,
  brandRecord,
  describedFields,
  galleryRecord,
  galleryUpdate,
  listOf,
  MENU_BRANDS_SOURCE,
  mealName,
  menuLabels,
  offerBelowPrice,
  offerPriceCheck,
  optionalMoney,
  requiredImages,
  sizeInput,
  sizeRecord,
  sizesInput,
  taxRate,
} from './menu-fields.ts';

/** A meal of the combo and how many of it. */
const itemInput = z.object({ meal_id: id(), quantity: integer({ min: 1, max: 50 }).default(1) });

const items = () =>
  // `min: 1` rather than a refinement, so the document states the minimum.
  listOf(itemInput, 20, { min: 1 }).superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((item, index) => {
      if (seen.has(item.meal_id))
        ctx.addIssue({ code: 'custom', path: [index, 'meal_id'], message: 'validation.distinct' });
      seen.add(item.meal_id);
    });
  });

/** Without defaults: an update changes only what it sends. */
const fields = {
  ...mealName.input(),
  ...describedFields,
  price: money(),
  offer_price: optionalMoney(),
  tax: taxRate(),
  blocked: flag(),
  /** The brand's meals in the combo; on update the list sent replaces the old one. */
  items: items(),
  /** Inline sizes: with `id` kept and updated, without added; on update, sizes not sent are removed. */
  sizes: sizesInput(),
};

const record = storedRecord({
  ...brandRecord,
  ...mealName.record(),
  meal_description_ar: z.string().nullable(),
  meal_description_en: z.string().nullable(),
  price: z.string(),
  offer_price: z.string().nullable(),
  tax: z.string(),
  blocked: z.boolean(),
  items: z.array(
    z.object({
      meal_id: z.number().int(),
      ...mealName.record(),
      quantity: z.number().int(),
    }),
  ),
  sizes: z.array(sizeRecord),
  ...galleryRecord,
});

const listing = {
  filters: {
    name: { type: 'text' },
    brand_id: { type: 'select', source: MENU_BRANDS_SOURCE },
    blocked: { type: 'boolean' },
    price: { type: 'number_range' },
    created_at: { type: 'date_range' },
  },
  sorts: ['id', 'meal_name_ar', 'meal_name_en', 'price', 'created_at'] as const,
  defaultSort: 'id' as const,
  labels: {
    en: {
      ...menuLabels.en,
      ...mealName.labels.en,
      items: 'Meals',
      meal_id: 'Meal',
      quantity: 'Quantity',
      combo_id: 'Meals together',
    },
    ar: {
      ...menuLabels.ar,
      ...mealName.labels.ar,
      items: 'الوجبات',
      meal_id: 'الوجبة',
      quantity: 'الكمية',
      combo_id: 'الوجبة المجمّعة',
    },
  },
} satisfies Pick<ResourceDef, 'filters' | 'sorts' | 'defaultSort' | 'labels'>;

const create = z
  .object({
    ...brandIdField,
    ...fields,
    tax: taxRate().default('15.00'),
    blocked: fields.blocked.default(false),
    sizes: sizesInput().default([]),
    images: requiredImages(),
  })
  .refine(offerBelowPrice, offerPriceCheck);

/**
 * Meals together (combos): several meals of one brand sold as one, with its own price, sizes and
 * 1 to 5 images. No processing time of its own, so it cannot be sorted by one (SPEC §5).
 */
export const mealsTogether = defineResource({
  name: 'meals-together',
  permission: 'meals',
  userTypes: ['admin', 'vendor'],
  record,
  create,
  createFor: brandRealmBodies(create),
  update: galleryUpdate(fields),
  ...listing,
});

/** The brand's combos as a branch manager sees them: read only. */
export const branchMealsTogether = defineResource({
  name: 'meals-together',
  permission: 'meals',
  userTypes: ['branch'],
  record,
  ...readOnly(),
  ...listing,
});

/**
 * A size added to a combo on its own page (`/mealsTogether/sizes/add`): there is no combo-size
 * resource, so the dashboard sends it with the combo's other sizes through the combo's update.
 */
export const comboSizeInput = sizeInput.omit({ id: true }).extend({ combo_id: id() });
