import type { mealSizes as mealSizesDef } from '@sufra/contract/resources/meal-sizes';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { invalid } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import { MealSizesRepository } from './meal-sizes.repository.ts';
import { assertMenuWriter, menuRemoveAndToggle, menuUpdate } from './menu-scope.ts';

type Update = z.output<typeof mealSizesDef.update>;

const repo = (ctx: RequestContext) => new MealSizesRepository(ctx.db);
const find = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

/** A meal's sizes have different English names. */
async function assertUniqueName(
  ctx: RequestContext,
  mealId: number,
  name: string | undefined,
  exceptId?: number,
) {
  if (name !== undefined && (await repo(ctx).nameTaken(ctx.scope, mealId, name, exceptId)))
    throw invalid('mealSizes_en', 'errors.duplicate');
}

/** The contract names sizes `mealSizes_ar`/`mealSizes_en`; the table `name_ar`/`name_en`. */
const columns = (input: Update) => ({
  ...(input.mealSizes_ar === undefined ? {} : { name_ar: input.mealSizes_ar }),
  ...(input.mealSizes_en === undefined ? {} : { name_en: input.mealSizes_en }),
  ...(input.price === undefined ? {} : { price: input.price }),
  ...(input.position === undefined ? {} : { position: input.position }),
  ...(input.blocked === undefined ? {} : { blocked: input.blocked }),
});

export const mealSizesService: ServiceOf<typeof mealSizesDef> = {
  ...localizedReads<typeof mealSizesDef>(repo),
  async create(ctx, input) {
    assertMenuWriter(ctx.scope);
    await assertUniqueName(ctx, input.meal_id, input.mealSizes_en);
    const id = await repo(ctx).insert(ctx.scope, input.meal_id, {
      name_ar: input.mealSizes_ar,
      name_en: input.mealSizes_en,
      price: input.price,
      position: input.position,
      blocked: input.blocked,
    });
    // A meal of another brand is refused exactly like one that does not exist.
    if (id === undefined) throw invalid('meal_id', 'validation.in');
    return find(ctx, id);
  },
  update: menuUpdate(
    repo,
    find,
    (ctx, current, input, id) => assertUniqueName(ctx, current.meal_id, input.mealSizes_en, id),
    columns,
  ),
  ...menuRemoveAndToggle(repo, find),
};
