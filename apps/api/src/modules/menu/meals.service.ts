import type { meals as mealsDef } from '@sufra/contract/resources/meals';
import { toHalalas } from '@sufra/contract/validation';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { Option, ResourceService } from '../../core/crud.ts';
import { AppError, invalid } from '../../core/errors.ts';
import { fetchAll, fetchPage } from '../../core/list-query.ts';
import type { Storage } from '../../core/storage.ts';
import { removeImages } from '../../core/uploads.ts';
import { findMeal, mealQuery, mealSorts, toMealRecord } from './meals.query.ts';
import { MEAL_SIZES, syncExtras, syncSizes } from './menu-children.ts';
import {
  imageFilesOf,
  imageUploads,
  MEAL_GALLERY,
  planGallery,
  storeGallery,
  withStoredImages,
  writeGallery,
} from './menu-images.ts';
import { assertCategory, assertMenuWriter, inBrand, resolveBrand } from './menu-scope.ts';

type Create = z.output<typeof mealsDef.create>;
type Update = z.output<typeof mealsDef.update>;

/** After a partial update the offer must still be below the price (either may be the stored one). */
export function assertOfferBelowPrice(price: string, offer: string | null): void {
  if (offer !== null && toHalalas(offer) >= toHalalas(price))
    throw invalid('offer_price', 'validation.offer_price');
}

/** What lists, exports, select options and the show page read, for every caller of the brand (or all). */
export function mealReads(): Pick<ResourceService<Create, Update>, 'list' | 'listAll' | 'options' | 'show'> {
  return {
    async list(ctx, q) {
      const { rows, total } = await fetchPage(mealQuery(ctx, q.filters), q, mealSorts, 'm.id');
      return { rows: rows.map(toMealRecord), total };
    },
    async listAll(ctx, q) {
      return (await fetchAll(mealQuery(ctx, q.filters), q, mealSorts, 'm.id')).map(toMealRecord);
    },
    async options(ctx): Promise<Option[]> {
      const name = ctx.locale === 'ar' ? sql.ref('m.meal_name_ar') : sql.ref('m.meal_name_en');
      const brand = ctx.locale === 'ar' ? sql.ref('b.brand_ar') : sql.ref('b.brand_en');
      // An admin picks among every brand's meals: the brand tells equal names apart.
      const label =
        ctx.scope.kind === 'all' ? sql<string>`${name} || ' — ' || ${brand}` : sql<string>`${name}`;
      const rows = await ctx.db
        .selectFrom('meals as m')
        .innerJoin('brands as b', 'b.id', 'm.brand_id')
        .select(['m.id', label.as('name')])
        .where(inBrand(ctx.scope, 'm.brand_id'))
        .orderBy('name')
        .limit(1000)
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name }));
    },
    show: findMeal,
  };
}

/** Meals of a brand with their images, sizes and extras (admin and vendor). */
export function mealsService(storage: Storage): ResourceService<Create, Update> {
  return {
    ...mealReads(),
    async create(ctx, input) {
      const brandId = await resolveBrand(ctx, input.brand_id);
      await assertCategory(ctx, brandId, input.category_id);
      const files = imageUploads(input.images);
      const plan = await planGallery(ctx.db, MEAL_GALLERY, null, { added: files.length });
      const stored = await storeGallery(storage, MEAL_GALLERY, files);
      const { brand_id: _brand, images: _images, sizes, extras, ...meal } = input;
      const id = await withStoredImages(storage, stored, () =>
        ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('meals')
            .values({ ...meal, brand_id: brandId })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeGallery(trx, MEAL_GALLERY, row.id, plan, stored);
          await syncSizes(trx, MEAL_SIZES, row.id, sizes);
          await syncExtras(trx, brandId, row.id, extras);
          return row.id;
        }),
      );
      return findMeal(ctx, id);
    },

    async update(ctx, id, input) {
      assertMenuWriter(ctx.scope);
      const current = await ctx.db
        .selectFrom('meals')
        .select(['id', 'brand_id', 'price', 'offer_price'])
        .where('id', '=', id)
        .where(inBrand(ctx.scope, 'brand_id'))
        .executeTakeFirst();
      if (!current) return undefined;
      const {
        images,
        deleted_images: deleted,
        deleted_image: replaceAll,
        image_order: order,
        sizes,
        extras,
        ...fields
      } = input;
      await assertCategory(ctx, current.brand_id, fields.category_id);
      assertOfferBelowPrice(
        fields.price ?? current.price,
        fields.offer_price === undefined ? current.offer_price : fields.offer_price,
      );
      const files = imageUploads(images);
      const plan = await planGallery(ctx.db, MEAL_GALLERY, id, {
        added: files.length,
        deleted,
        replaceAll,
        order,
      });
      const stored = await storeGallery(storage, MEAL_GALLERY, files);
      await withStoredImages(storage, stored, () =>
        ctx.db.transaction().execute(async (trx) => {
          // Updating the row first locks it: concurrent edits of the same meal queue here.
          await trx
            .updateTable('meals')
            .set({ ...fields, updated_at: sql`now()` })
            .where('id', '=', id)
            .execute();
          await writeGallery(trx, MEAL_GALLERY, id, plan, stored);
          if (sizes) await syncSizes(trx, MEAL_SIZES, id, sizes);
          if (extras) await syncExtras(trx, current.brand_id, id, extras);
        }),
      );
      await removeImages(storage, plan.drop);
      return findMeal(ctx, id);
    },

    async remove(ctx, id) {
      assertMenuWriter(ctx.scope);
      const meal = await ctx.db
        .selectFrom('meals')
        .select('id')
        .where('id', '=', id)
        .where(inBrand(ctx.scope, 'brand_id'))
        .executeTakeFirst();
      if (!meal) return false;
      const inCombo = await ctx.db
        .selectFrom('meals_together_items')
        .select('id')
        .where('meal_id', '=', id)
        .executeTakeFirst();
      if (inCombo) throw new AppError(422, 'errors.meal_in_combo');
      const files = await imageFilesOf(ctx.db, MEAL_GALLERY, id);
      const result = await ctx.db.deleteFrom('meals').where('id', '=', id).executeTakeFirst();
      await removeImages(storage, files);
      return Number(result.numDeletedRows) > 0;
    },

    async toggle(ctx, id) {
      assertMenuWriter(ctx.scope);
      const row = await ctx.db
        .updateTable('meals')
        .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
        .where('id', '=', id)
        .where(inBrand(ctx.scope, 'brand_id'))
        .returning('id')
        .executeTakeFirst();
      return row ? findMeal(ctx, id) : undefined;
    },
  };
}

/** A branch manager marks one of its brand's meals available (or not) at their branch. */
export async function setAvailability(ctx: RequestContext, mealId: number, available: boolean) {
  if (ctx.scope.kind !== 'branch') return undefined;
  const { branchId } = ctx.scope;
  const meal = await ctx.db
    .selectFrom('meals')
    .select('id')
    .where('id', '=', mealId)
    .where(inBrand(ctx.scope, 'brand_id'))
    .executeTakeFirst();
  if (!meal) return undefined;
  await ctx.db
    .insertInto('branch_meal_availability')
    .values({ branch_id: branchId, meal_id: mealId, available })
    .onConflict((oc) =>
      oc.columns(['branch_id', 'meal_id']).doUpdateSet({ available, updated_at: sql`now()` }),
    )
    .execute();
  return findMeal(ctx, mealId);
}
