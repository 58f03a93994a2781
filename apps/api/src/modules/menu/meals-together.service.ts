import type { mealsTogether as mealsTogetherDef } from '@sufra/contract/resources/meals-together';
import type { FieldIssue } from '@sufra/contract/validation';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import type { ResourceService } from '../../core/crud.ts';
import { validationFailed } from '../../core/errors.ts';
import { fetchAll, fetchPage } from '../../core/list-query.ts';
import type { Storage } from '../../core/storage.ts';
import { removeImages } from '../../core/uploads.ts';
import type { Database } from '../../db/database.ts';
import { assertOfferBelowPrice } from './meals.service.ts';
import { comboQuery, comboSorts, findCombo, toComboRecord } from './meals-together.query.ts';
import { COMBO_SIZES, syncSizes } from './menu-children.ts';
import {
  COMBO_GALLERY,
  imageFilesOf,
  imageUploads,
  planGallery,
  storeGallery,
  withStoredImages,
  writeGallery,
} from './menu-images.ts';
import { assertMenuWriter, inBrand, resolveBrand } from './menu-scope.ts';

type Create = z.output<typeof mealsTogetherDef.create>;
type Update = z.output<typeof mealsTogetherDef.update>;
type Items = Create['items'];

/** Every meal of the combo must be of the combo's brand (422 on the item otherwise, like a missing one). */
async function assertItems(ctx: RequestContext, brandId: number, items: Items | undefined): Promise<void> {
  if (!items) return;
  const found = await ctx.db
    .selectFrom('meals')
    .select('id')
    .where(
      'id',
      'in',
      items.map((item) => item.meal_id),
    )
    .where('brand_id', '=', brandId)
    .execute();
  const ids = new Set(found.map((row) => row.id));
  const issues: FieldIssue[] = items.flatMap((item, index) =>
    ids.has(item.meal_id)
      ? []
      : [{ field: `items.${index}.meal_id`, key: 'validation.in', params: { field: 'meal_id' } }],
  );
  if (issues.length > 0) throw validationFailed(issues);
}

async function syncItems(trx: Database, comboId: number, items: Items): Promise<void> {
  await trx.deleteFrom('meals_together_items').where('combo_id', '=', comboId).execute();
  await trx
    .insertInto('meals_together_items')
    .values(items.map((item) => ({ combo_id: comboId, meal_id: item.meal_id, quantity: item.quantity })))
    .execute();
}

/** The contract names combos like meals; the table has its own column names. */
function columns(input: Update) {
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

export function comboReads(): Pick<ResourceService<Create, Update>, 'list' | 'listAll' | 'options' | 'show'> {
  return {
    async list(ctx, q) {
      const { rows, total } = await fetchPage(comboQuery(ctx, q.filters), q, comboSorts, 't.id');
      return { rows: rows.map(toComboRecord), total };
    },
    async listAll(ctx, q) {
      return (await fetchAll(comboQuery(ctx, q.filters), q, comboSorts, 't.id')).map(toComboRecord);
    },
    async options(ctx) {
      const column = ctx.locale === 'ar' ? 'name_ar' : 'name_en';
      const rows = await ctx.db
        .selectFrom('meals_together')
        .select(['id', `${column} as name`])
        .where(inBrand(ctx.scope, 'brand_id'))
        .orderBy(column)
        .limit(1000)
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name }));
    },
    show: findCombo,
  };
}

/** Meals together (combos) with their meals, sizes and images (admin and vendor). */
export function mealsTogetherService(storage: Storage): ResourceService<Create, Update> {
  return {
    ...comboReads(),
    async create(ctx, input) {
      const brandId = await resolveBrand(ctx, input.brand_id);
      await assertItems(ctx, brandId, input.items);
      const files = imageUploads(input.images);
      const plan = await planGallery(ctx.db, COMBO_GALLERY, null, { added: files.length });
      const stored = await storeGallery(storage, COMBO_GALLERY, files);
      const id = await withStoredImages(storage, stored, () =>
        ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('meals_together')
            .values({
              brand_id: brandId,
              name_ar: input.meal_name_ar,
              name_en: input.meal_name_en,
              description_ar: input.meal_description_ar,
              description_en: input.meal_description_en,
              price: input.price,
              offer_price: input.offer_price,
              tax: input.tax,
              blocked: input.blocked,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeGallery(trx, COMBO_GALLERY, row.id, plan, stored);
          await syncItems(trx, row.id, input.items);
          await syncSizes(trx, COMBO_SIZES, row.id, input.sizes);
          return row.id;
        }),
      );
      return findCombo(ctx, id);
    },

    async update(ctx, id, input) {
      assertMenuWriter(ctx.scope);
      const current = await ctx.db
        .selectFrom('meals_together')
        .select(['id', 'brand_id', 'price', 'offer_price'])
        .where('id', '=', id)
        .where(inBrand(ctx.scope, 'brand_id'))
        .executeTakeFirst();
      if (!current) return undefined;
      await assertItems(ctx, current.brand_id, input.items);
      assertOfferBelowPrice(
        input.price ?? current.price,
        input.offer_price === undefined ? current.offer_price : input.offer_price,
      );
      const files = imageUploads(input.images);
      const plan = await planGallery(ctx.db, COMBO_GALLERY, id, {
        added: files.length,
        deleted: input.deleted_images,
        replaceAll: input.deleted_image,
        order: input.image_order,
      });
      const stored = await storeGallery(storage, COMBO_GALLERY, files);
      await withStoredImages(storage, stored, () =>
        ctx.db.transaction().execute(async (trx) => {
          // Updating the row first locks it: concurrent edits of the same combo queue here.
          await trx
            .updateTable('meals_together')
            .set({ ...columns(input), updated_at: sql`now()` })
            .where('id', '=', id)
            .execute();
          await writeGallery(trx, COMBO_GALLERY, id, plan, stored);
          if (input.items) await syncItems(trx, id, input.items);
          if (input.sizes) await syncSizes(trx, COMBO_SIZES, id, input.sizes);
        }),
      );
      await removeImages(storage, plan.drop);
      return findCombo(ctx, id);
    },

    async remove(ctx, id) {
      assertMenuWriter(ctx.scope);
      if (!(await findCombo(ctx, id))) return false;
      const files = await imageFilesOf(ctx.db, COMBO_GALLERY, id);
      const result = await ctx.db.deleteFrom('meals_together').where('id', '=', id).executeTakeFirst();
      await removeImages(storage, files);
      return Number(result.numDeletedRows) > 0;
    },

    async toggle(ctx, id) {
      assertMenuWriter(ctx.scope);
      const row = await ctx.db
        .updateTable('meals_together')
        .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
        .where('id', '=', id)
        .where(inBrand(ctx.scope, 'brand_id'))
        .returning('id')
        .executeTakeFirst();
      return row ? findCombo(ctx, id) : undefined;
    },
  };
}
