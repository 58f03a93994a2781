import type { categories as categoriesDef } from '@sufra/contract/resources/categories';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, invalid, pgErrorCode } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { localizedReads } from '../../core/lists/service-reads.ts';
import { CategoriesRepository } from './categories.repository.ts';
import { assertMenuWriter, insertInBrand, menuToggle, menuUpdate, resolveBrand } from './menu-scope.ts';

const repo = (ctx: RequestContext) => new CategoriesRepository(ctx.db);
const find = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

/** Names are unique within a brand (English without regard to case), said on the field. */
async function assertUniqueNames(
  ctx: RequestContext,
  brandId: number,
  names: { category_name_ar?: string | undefined; category_name_en?: string | undefined },
  exceptId?: number,
): Promise<void> {
  for (const column of ['category_name_ar', 'category_name_en'] as const) {
    const value = names[column];
    if (value !== undefined && (await repo(ctx).nameTaken(ctx.scope, brandId, column, value, exceptId)))
      throw invalid(column, 'errors.duplicate');
  }
}

const inUse = () => new AppError(422, 'errors.category_in_use');

export const categoriesService: ServiceOf<typeof categoriesDef> = {
  ...localizedReads<typeof categoriesDef>(repo),
  async create(ctx, input) {
    const brandId = await resolveBrand(ctx, input.brand_id);
    await assertUniqueNames(ctx, brandId, input);
    return insertInBrand(ctx, repo(ctx), find, brandId, input);
  },
  update: menuUpdate(
    repo,
    find,
    (ctx, current, input, id) => assertUniqueNames(ctx, current.brand_id, input, id),
    (input) => input,
  ),
  async remove(ctx, id) {
    assertMenuWriter(ctx.scope);
    const current = await find(ctx, id);
    if (!current) return false;
    if ((current.meals_count ?? 0) > 0) throw inUse();
    try {
      return await repo(ctx).remove(ctx.scope, id);
    } catch (error) {
      // A meal added meanwhile: the foreign key refuses, with the same clear message.
      if (pgErrorCode(error) === '23503') throw inUse();
      throw error;
    }
  },
  toggle: menuToggle(repo, find),
};
