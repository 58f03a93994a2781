import type { mealExtras as mealExtrasDef } from '@sufra/contract/resources/meal-extras';
import type { RequestContext } from '../../core/http/context.ts';
import { invalid } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import { MealExtrasRepository } from './meal-extras.repository.ts';
import {
  assertMenuWriter,
  insertInBrand,
  menuRemoveAndToggle,
  menuUpdate,
  resolveBrand,
} from './menu-scope.ts';

const repo = (ctx: RequestContext) => new MealExtrasRepository(ctx.db);
const find = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

/** The meal, when one is named, must be of the extra's brand (422 otherwise, like a missing one). */
async function mealOf(ctx: RequestContext, mealId: number, brandId?: number) {
  const meal = await repo(ctx).meal(ctx.scope, mealId, brandId);
  if (!meal) throw invalid('meal_id', 'validation.in');
  return meal;
}

export const mealExtrasService: ServiceOf<typeof mealExtrasDef> = {
  ...localizedReads<typeof mealExtrasDef>(repo),
  async create(ctx, input) {
    assertMenuWriter(ctx.scope);
    let brandId: number;
    if (input.meal_id === null) brandId = await resolveBrand(ctx, input.brand_id);
    else {
      // With a meal the brand is the meal's; a vendor's `brand_id` is checked as always.
      if (ctx.scope.kind === 'brand') await resolveBrand(ctx, input.brand_id);
      brandId = (await mealOf(ctx, input.meal_id, input.brand_id ?? undefined)).brand_id;
    }
    return insertInBrand(ctx, repo(ctx), find, brandId, input);
  },
  update: menuUpdate(
    repo,
    find,
    async (ctx, current, input) => {
      if (input.meal_id !== undefined && input.meal_id !== null)
        await mealOf(ctx, input.meal_id, current.brand_id);
    },
    (input) => input,
  ),
  ...menuRemoveAndToggle(repo, find),
};
