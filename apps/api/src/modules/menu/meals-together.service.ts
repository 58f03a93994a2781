import type { mealsTogether as mealsTogetherDef } from '@sufra/contract/resources/meals-together';
import type { FieldIssue } from '@sufra/contract/validation';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { notFound, validationFailed } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads, type ServiceReads } from '../../core/lists/service-reads.ts';
import type { Storage } from '../../core/storage/storage.ts';
import { MealsRepository } from './meals.repository.ts';
import { assertOfferBelowPrice } from './meals.service.ts';
import { type ComboValues, MealsTogetherRepository } from './meals-together.repository.ts';
import { COMBO_SIZES } from './menu-children.repository.ts';
import { syncSizes } from './menu-children.ts';
import { COMBO_GALLERY, createWithGallery, removeWithGallery, updateWithGallery } from './menu-images.ts';
import { assertMenuWriter, menuToggle, resolveBrand } from './menu-scope.ts';

type Def = typeof mealsTogetherDef;
type Create = z.output<Def['create']>;
type Update = z.output<Def['update']>;
type Items = Create['items'];

const repo = (ctx: RequestContext) => new MealsTogetherRepository(ctx.db);
const findCombo = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

/** Every meal of the combo must be of the combo's brand (422 on the item otherwise, like a missing one). */
async function assertItems(ctx: RequestContext, brandId: number, items: Items | undefined): Promise<void> {
  if (!items) return;
  const ids = await new MealsRepository(ctx.db).ofBrand(
    ctx.scope,
    brandId,
    items.map((item) => item.meal_id),
  );
  const issues: FieldIssue[] = items.flatMap((item, index) =>
    ids.has(item.meal_id)
      ? []
      : [{ field: `items.${index}.meal_id`, key: 'validation.in', params: { field: 'meal_id' } }],
  );
  if (issues.length > 0) throw validationFailed(issues);
}

/** The contract names combos like meals; the table has its own column names. */
function columns(input: Update): ComboValues {
  const set = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    ...set('name_ar', input.meal_name_ar),
    ...set('name_en', input.meal_name_en),
    ...set('description_ar', input.meal_description_ar),
    ...set('description_en', input.meal_description_en),
    ...set('price', input.price),
    ...set('offer_price', input.offer_price),
    ...set('tax', input.tax),
    ...set('blocked', input.blocked),
  };
}

/** What lists, exports, select options and the show page read (admin, vendor and branch). */
export function comboReads(): ServiceReads<Def> {
  return localizedReads<Def>(repo);
}

/** Meals together (combos) with their meals, sizes and images (admin and vendor). */
export function mealsTogetherService(storage: Storage): ServiceOf<Def> {
  return {
    ...comboReads(),
    async create(ctx, input) {
      const brandId = await resolveBrand(ctx, input.brand_id);
      await assertItems(ctx, brandId, input.items);
      const id = await createWithGallery(ctx, storage, COMBO_GALLERY, input.images, {
        row: (trx) =>
          new MealsTogetherRepository(trx).insert(ctx.scope, {
            brand_id: brandId,
            name_ar: input.meal_name_ar,
            name_en: input.meal_name_en,
            description_ar: input.meal_description_ar,
            description_en: input.meal_description_en,
            price: input.price,
            offer_price: input.offer_price,
            tax: input.tax,
            blocked: input.blocked,
          }),
        children: async (trx, comboId) => {
          if (!(await new MealsTogetherRepository(trx).replaceItems(ctx.scope, comboId, input.items)))
            throw notFound();
          await syncSizes(trx, ctx.scope, COMBO_SIZES, comboId, input.sizes);
        },
      });
      return findCombo(ctx, id);
    },

    async update(ctx, id, input) {
      assertMenuWriter(ctx.scope);
      const current = await repo(ctx).current(ctx.scope, id);
      if (!current) return undefined;
      await assertItems(ctx, current.brand_id, input.items);
      assertOfferBelowPrice(
        input.price ?? current.price,
        input.offer_price === undefined ? current.offer_price : input.offer_price,
      );
      const found = await updateWithGallery(ctx, storage, COMBO_GALLERY, id, input, {
        row: (trx) => new MealsTogetherRepository(trx).update(ctx.scope, id, columns(input)),
        children: async (trx) => {
          if (input.items) await new MealsTogetherRepository(trx).replaceItems(ctx.scope, id, input.items);
          if (input.sizes) await syncSizes(trx, ctx.scope, COMBO_SIZES, id, input.sizes);
        },
      });
      return found ? findCombo(ctx, id) : undefined;
    },

    async remove(ctx, id) {
      assertMenuWriter(ctx.scope);
      if (!(await repo(ctx).current(ctx.scope, id))) return false;
      return removeWithGallery(ctx, storage, COMBO_GALLERY, id, () => repo(ctx).remove(ctx.scope, id));
    },

    toggle: menuToggle(repo, findCombo),
  };
}
