import type { meals as mealsDef } from '@sufra/contract/resources/meals';
import { toHalalas } from '@sufra/contract/validation';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, invalid } from '../../core/http/errors.ts';
import type { ResourceService, RowOf, ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import type { Storage } from '../../core/storage/storage.ts';
import { type MealFilterKey, type MealListQuery, MealsRepository } from './meals.repository.ts';
import { MEAL_SIZES } from './menu-children.repository.ts';
import { syncExtras, syncSizes } from './menu-children.ts';
import { createWithGallery, MEAL_GALLERY, removeWithGallery, updateWithGallery } from './menu-images.ts';
import { assertCategory, assertMenuWriter, menuToggle, resolveBrand } from './menu-scope.ts';

type Create = z.output<typeof mealsDef.create>;
type Update = z.output<typeof mealsDef.update>;

const repo = (ctx: RequestContext) => new MealsRepository(ctx.db);
const findMeal = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

/** After a partial update the offer must still be below the price (either may be the stored one). */
export function assertOfferBelowPrice(price: string, offer: string | null): void {
  if (offer !== null && toHalalas(offer) >= toHalalas(price))
    throw invalid('offer_price', 'validation.offer_price');
}

/** The reads serve the brand's list (`meals`) and the branch's (`branchMeals`, with `available`). */
type MealReads = Pick<
  ResourceService<Create, Update, MealListQuery['sort']['key'], MealFilterKey, RowOf<typeof mealsDef>>,
  'list' | 'exportRows' | 'options' | 'show'
>;

/** What lists, exports, select options and the show page read, for every caller of the brand (or all). */
export function mealReads(): MealReads {
  return localizedReads<typeof mealsDef>(repo);
}

/** Meals of a brand with their images, sizes and extras (admin and vendor). */
export function mealsService(storage: Storage): ServiceOf<typeof mealsDef> {
  return {
    ...mealReads(),
    async create(ctx, input) {
      const brandId = await resolveBrand(ctx, input.brand_id);
      await assertCategory(ctx, brandId, input.category_id);
      const { brand_id: _brand, images, sizes, extras, ...meal } = input;
      const id = await createWithGallery(ctx, storage, MEAL_GALLERY, images, {
        row: (trx) => new MealsRepository(trx).insert(ctx.scope, { ...meal, brand_id: brandId }),
        children: async (trx, mealId) => {
          await syncSizes(trx, ctx.scope, MEAL_SIZES, mealId, sizes);
          await syncExtras(trx, ctx.scope, mealId, extras);
        },
      });
      return findMeal(ctx, id);
    },

    async update(ctx, id, input) {
      assertMenuWriter(ctx.scope);
      const current = await repo(ctx).current(ctx.scope, id);
      if (!current) return undefined;
      const {
        images: _images,
        deleted_images: _deleted,
        deleted_image: _replaceAll,
        image_order: _order,
        sizes,
        extras,
        ...fields
      } = input;
      await assertCategory(ctx, current.brand_id, fields.category_id);
      assertOfferBelowPrice(
        fields.price ?? current.price,
        fields.offer_price === undefined ? current.offer_price : fields.offer_price,
      );
      const found = await updateWithGallery(ctx, storage, MEAL_GALLERY, id, input, {
        row: (trx) => new MealsRepository(trx).update(ctx.scope, id, fields),
        children: async (trx) => {
          if (sizes) await syncSizes(trx, ctx.scope, MEAL_SIZES, id, sizes);
          if (extras) await syncExtras(trx, ctx.scope, id, extras);
        },
      });
      return found ? findMeal(ctx, id) : undefined;
    },

    async remove(ctx, id) {
      assertMenuWriter(ctx.scope);
      if (!(await repo(ctx).current(ctx.scope, id))) return false;
      if (await repo(ctx).inCombo(ctx.scope, id)) throw new AppError(422, 'errors.meal_in_combo');
      return removeWithGallery(ctx, storage, MEAL_GALLERY, id, () => repo(ctx).remove(ctx.scope, id));
    },

    toggle: menuToggle(repo, findMeal),
  };
}

/** A branch manager marks one of its brand's meals available (or not) at their branch. */
export async function setAvailability(ctx: RequestContext, mealId: number, available: boolean) {
  if (ctx.scope.kind !== 'branch') return undefined;
  if (!(await repo(ctx).setAvailability(ctx.scope, mealId, available))) return undefined;
  return findMeal(ctx, mealId);
}
