import { z } from 'zod';
import { labelsOf, namePair } from '../bilingual.ts';
import { named } from '../common.ts';
import type { FilterDefs } from '../resource.ts';
import { flag, id, MAX_IMAGES, money, optionalInteger, optionalText, toHalalas } from '../validation.ts';

export const sizeName = namePair('mealSizes_ar', 'mealSizes_en', 100, { en: 'Size name', ar: 'اسم الحجم' });

export const mealName = namePair('meal_name_ar', 'meal_name_en', 150, { en: 'Meal name', ar: 'اسم الوجبة' });

export const extraName = namePair('meal_extra_name_ar', 'meal_extra_name_en', 100, {
  en: 'Extra name',
  ar: 'اسم الإضافة',
});

/**
 * Fields shared by the menu resources (categories, meals, meal sizes, meal extras, meals together):
 * names, money, images, and the nested sizes and extras edited inline with a meal.
 */

/** A list sent as JSON or as multipart (`sizes[0][price]`, `images[]`): one value is a list of one; blank is empty. */
export function listOf<T extends z.ZodType>(item: T, max: number, { min = 0 }: { min?: number } = {}) {
  const list = z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
    })
    .max(max, { error: 'validation.max_items' });
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || Array.isArray(v)) return v;
      return typeof v === 'string' && v.trim() === '' ? [] : [v];
    },
    min > 0 ? list.min(min, { error: 'validation.required' }) : list,
  );
}

/**
 * An uploaded file: the server receives `{ kind: 'file', … }` from multipart, the dashboard holds a
 * `File`. Its type (by its bytes) and its size (2 MB) are checked by the server when it is stored.
 */
const imageFile = z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  error: 'validation.image_type',
});

const withoutBlanks = (v: unknown): unknown => {
  const list = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
  return list.filter((item) => !(typeof item === 'string' && item.trim() === ''));
};

/** `images[]` on create: 1 to 5 files (SPEC §5). */
export function requiredImages() {
  return z.preprocess(
    withoutBlanks,
    z
      .array(imageFile)
      .min(1, { error: 'validation.images_min' })
      .max(MAX_IMAGES, { error: 'validation.images_max' }),
  );
}

/** `images[]` on update: files to add; the server checks that 1 to 5 remain in all. */
export function addedImages() {
  return z.preprocess(withoutBlanks, z.array(imageFile).max(MAX_IMAGES, { error: 'validation.images_max' }));
}

/** `new:<n>`: the n-th file of this request's `images[]` (0-based). */
export const NEW_IMAGE_REF = /^new:([0-4])$/;

/**
 * `image_order[]` on update: the gallery's order after it, as ids of the record's kept images and
 * `new:<n>` for the files added by the same request. Images it leaves out follow, in their current
 * order, then the added files not named. Every id must be one of the record's images that stays.
 */
export function imageOrder() {
  const ref = z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
    z.union([z.number().int().min(1), z.string().trim().regex(NEW_IMAGE_REF)], {
      error: 'validation.invalid',
    }),
  );
  return z.preprocess(withoutBlanks, z.array(ref).max(MAX_IMAGES * 2, { error: 'validation.invalid' }));
}

/**
 * Image removal on update:
 * - `deleted_images[]`: ids of the record's images to remove;
 * - `deleted_image` (SPEC §3, 0 or 1): 1 removes every current image, so the `images[]` sent with it
 *   replace them; 0 (or absent) keeps every image not listed in `deleted_images`.
 * - `image_order[]`: the new order (see {@link imageOrder}).
 * At least one image must remain (`validation.images_min`), at most five (`validation.images_max`).
 */
export const imageRemovalFields = {
  deleted_images: z.preprocess(withoutBlanks, z.array(id()).max(MAX_IMAGES, { error: 'validation.invalid' })),
  deleted_image: flag(),
  image_order: imageOrder(),
};

/** VAT percent (DOMAIN.md: 15% unless set), exact, 0–100 with 2 decimals. */
export function taxRate() {
  return money({ max: 100, allowZero: true });
}

/** An optional price (offer price): blank is none, zero is refused ("Offer price cannot be zero"). */
export function optionalMoney() {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    money().nullable(),
  );
}

/**
 * `GET /api/v1/admin/menu-brands` (read-meals): every brand as `{ id, name }` in the request's
 * language, for the admin's brand filter and brand select of the menu pages (also answers with
 * `?pagination=all`, like any options source).
 */
export const MENU_BRANDS_SOURCE = 'menu-brands';
export const menuBrandOption = z.object({ id: z.number().int(), name: z.string() });

/** The brand a record belongs to: an admin must name it; a brand's own users never do (it is their token's). */
export const brandIdField = { brand_id: optionalInteger({ min: 1 }) };

/**
 * The create bodies of a resource whose brand an admin must always name: `brand_id` required for
 * admins; for a brand's own users stated as not to be sent (their brand's id is tolerated, another
 * brand's answers 422 — so it stays in what the server checks).
 */
export function brandRealmBodies<T extends z.ZodObject>(create: T) {
  return {
    admin: create.safeExtend({ brand_id: id().describe('The brand the record belongs to') }),
    vendor: create.safeExtend({
      brand_id: brandIdField.brand_id.meta({
        description: "Not sent: the brand is the token's (another brand's id answers 422)",
        not: {},
      }),
    }),
  };
}

/**
 * The update body of a menu item with a gallery (meals, meals together): its fields, images to add
 * and to remove, all optional, the offer price still below the price.
 */
export function galleryUpdate<S extends z.ZodRawShape>(fields: S) {
  return z
    .object({ ...fields, images: addedImages(), ...imageRemovalFields })
    .partial()
    .refine((value) => offerBelowPrice(value as Priced), offerPriceCheck);
}

interface Priced {
  price?: string | undefined;
  offer_price?: string | null | undefined;
}

/** Offer price strictly below the price (SPEC §5 "Offer price cannot exceed the price"). */
export function offerBelowPrice(value: Priced): boolean {
  if (!value.price || !value.offer_price) return true;
  return toHalalas(value.offer_price) < toHalalas(value.price);
}

/** The refinement options: checked even when other fields fail, as long as both prices are valid. */
export const offerPriceCheck = {
  path: ['offer_price'],
  error: 'validation.offer_price',
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'price' || issue.path?.[0] === 'offer_price'),
};

/** Duplicate English names in a nested list (sizes, extras): one issue on each repeated entry. */
export function distinctNames<K extends string>(key: K) {
  return (list: readonly Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const name = entry[key].trim().toLowerCase();
      if (seen.has(name))
        ctx.addIssue({ code: 'custom', path: [index, key], message: 'validation.distinct' });
      seen.add(name);
    });
  };
}

/** A size or an extra edited inline with its meal (or combo): with `id` it is kept and updated, without it is added. */
function inlineItem<P extends { input: () => z.ZodRawShape }>(name: P) {
  return z.object({
    id: optionalInteger({ min: 1 }),
    ...(name.input() as ReturnType<P['input']>),
    price: money(),
  });
}

export const sizeInput = inlineItem(sizeName);

export function sizesInput() {
  return listOf(sizeInput, 20).superRefine(distinctNames(sizeName.en));
}

/** Extras of the whole brand are managed under `meal-extras`. */
export const extraInput = inlineItem(extraName);

export function extrasInput() {
  return listOf(extraInput, 30).superRefine(distinctNames(extraName.en));
}

export const imageRecord = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** `/uploads/<random key>`, served with its real content type and `nosniff`. */
  url: z.string(),
  /** A WebP thumbnail (≤ 320 px) for lists; null for SVG, which scales by itself. */
  thumbnail_url: z.string().nullable(),
  mime: z.string(),
});

export const sizeRecord = z.object({
  id: z.number().int(),
  ...sizeName.record(),
  price: z.string(),
  /** Hidden from customers (combo sizes are never blocked). */
  blocked: z.boolean(),
});

export const extraRecord = z.object({
  id: z.number().int(),
  ...extraName.record(),
  price: z.string(),
  blocked: z.boolean(),
});

/** What lists show of a record's images: the first one and its thumbnail, then all of them. */
export const galleryRecord = {
  /** The first image; null only for records made before images were required (demo data). */
  image_url: z.string().nullable(),
  /** The first image's thumbnail (the SVG itself when the first image is one). */
  thumbnail_url: z.string().nullable(),
  images: z.array(imageRecord),
};

/** The brand a record belongs to, its name in the request's language. */
export const brandRecord = named('brand');

export const describedFields = {
  meal_description_ar: optionalText({ max: 2000 }),
  meal_description_en: optionalText({ max: 2000 }),
};

const pairLabels = labelsOf(sizeName, extraName);

/** The list filters of what belongs to a meal, managed on its own (meal sizes, meal extras). */
export const mealPartFilters = {
  name: { type: 'text' },
  meal_id: { type: 'select', source: 'meals' },
  brand_id: { type: 'select', source: MENU_BRANDS_SOURCE },
  blocked: { type: 'boolean' },
  price: { type: 'number_range' },
} as const satisfies FilterDefs;

/** Labels shared by the menu resources. */
export const menuLabels = {
  en: {
    brand_id: 'Brand',
    brand_name: 'Brand name',
    name: 'Name',
    price: 'Price',
    offer_price: 'Offer price',
    tax: 'VAT (%)',
    images: 'Images',
    image_url: 'Image',
    thumbnail_url: 'Thumbnail',
    deleted_images: 'Images to remove',
    deleted_image: 'Replace all images',
    image_order: 'Image order',
    position: 'Order',
    sizes: 'Sizes',
    extras: 'Extras',
    ...pairLabels.en,
    meal_description_ar: 'Description (Arabic)',
    meal_description_en: 'Description (English)',
  },
  ar: {
    brand_id: 'العلامة التجارية',
    brand_name: 'اسم العلامة التجارية',
    name: 'الاسم',
    price: 'السعر',
    offer_price: 'سعر العرض',
    tax: 'ضريبة القيمة المضافة (%)',
    images: 'الصور',
    image_url: 'الصورة',
    thumbnail_url: 'الصورة المصغرة',
    deleted_images: 'الصور المراد حذفها',
    deleted_image: 'استبدال كل الصور',
    image_order: 'ترتيب الصور',
    position: 'الترتيب',
    sizes: 'الأحجام',
    extras: 'الإضافات',
    ...pairLabels.ar,
    meal_description_ar: 'الوصف (عربي)',
    meal_description_en: 'الوصف (إنجليزي)',
  },
} as const;

/** The labels of what belongs to a meal (meal sizes, meal extras): the menu's, and the meal. */
export const mealPartLabels = {
  en: { ...menuLabels.en, meal_id: 'Meal', meal_name: 'Meal name' },
  ar: { ...menuLabels.ar, meal_id: 'الوجبة', meal_name: 'اسم الوجبة' },
};
