import type { pointSettings } from '@sufra/contract/resources/point-settings';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, forbidden, invalid, pgErrorCode } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { optionsFromList } from '../../core/lists/service-reads.ts';
import { PointSettingsRepository } from './point-settings.repository.ts';

const repo = (ctx: RequestContext) => new PointSettingsRepository(ctx.db);
const find = (ctx: RequestContext, id: number) => repo(ctx).find(ctx.scope, ctx.locale, id);

const exists = (brandId: number | null) =>
  new AppError(422, brandId === null ? 'errors.points_platform_exists' : 'errors.points_brand_exists');

/**
 * Loyalty point settings: the platform's row and brands' own rows (DOMAIN.md "Loyalty points"). One
 * row per brand and one for the platform (the unique index holds it under any concurrency); the
 * platform's row always stays, since every brand without its own follows it.
 */
export const pointSettingsService: ServiceOf<typeof pointSettings> = {
  list: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).page(q),
  exportRows: (ctx, q) => repo(ctx).list(ctx.scope, ctx.locale, q.filters).batches(q),
  options: (ctx) =>
    optionsFromList(
      repo(ctx).list(ctx.scope, ctx.locale, {}),
      { key: 'id', direction: 'asc' },
      (row) => row.brand_name ?? '—',
    ),
  show: find,
  async create(ctx, input) {
    if (ctx.scope.kind !== 'all') throw forbidden();
    const brandId = input.brand_id ?? null;
    if (brandId !== null && !(await repo(ctx).brandExists(ctx.scope, brandId)))
      throw invalid('brand_id', 'validation.in');
    const { brand_id: _brand, ...values } = input;
    try {
      const id = await repo(ctx).insert(ctx.scope, { ...values, brand_id: brandId });
      if (id === undefined) throw forbidden();
      return find(ctx, id);
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw exists(brandId);
      throw error;
    }
  },
  async update(ctx, id, input) {
    if (Object.keys(input).length > 0 && !(await repo(ctx).update(ctx.scope, id, input))) return undefined;
    return find(ctx, id);
  },
  async remove(ctx, id) {
    const current = await find(ctx, id);
    if (!current) return false;
    if (current.brand_id === null) throw new AppError(422, 'errors.points_platform_required');
    return repo(ctx).removeBrandRow(ctx.scope, id);
  },
};
