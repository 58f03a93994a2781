import { mealAvailabilityAt } from '@sufra/contract/endpoints/menu';
import { categories } from '@sufra/contract/resources/categories';
import { mealExtras } from '@sufra/contract/resources/meal-extras';
import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import { branchMeals, meals } from '@sufra/contract/resources/meals';
import { branchMealsTogether, mealsTogether } from '@sufra/contract/resources/meals-together';
import { MENU_BRANDS_SOURCE, menuBrandOption } from '@sufra/contract/resources/menu-fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/http/errors.ts';
import { auditRequest } from '../../core/http/http.ts';
import { optionsRoute, recordWrite, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { GALLERY_UPLOADS } from '../../core/storage/uploads.ts';
import { categoriesService } from './categories.service.ts';
import { mealExtrasService } from './meal-extras.service.ts';
import { mealSizesService } from './meal-sizes.service.ts';
import { mealReads, mealsService, setAvailability } from './meals.service.ts';
import { comboReads, mealsTogetherService } from './meals-together.service.ts';
import { brandOptions } from './menu-scope.ts';

/**
 * The menu: categories, meals (images, sizes, extras), meal sizes, meal extras and meals together.
 * Vendors manage their brand's menu and admins every brand's; branch managers read their brand's
 * menu and set each meal's availability at their branch.
 */
export function registerMenuRoutes(app: FastifyInstance): void {
  const { storage } = app.deps;
  registerResource(app, categories, categoriesService);
  registerResource(app, meals, mealsService(storage), { files: GALLERY_UPLOADS });
  registerResource(app, branchMeals, mealReads());
  registerResource(app, mealSizes, mealSizesService);
  registerResource(app, mealExtras, mealExtrasService);
  registerResource(app, mealsTogether, mealsTogetherService(storage), { files: GALLERY_UPLOADS });
  registerResource(app, branchMealsTogether, comboReads());

  optionsRoute(app, 'admin', {
    path: `/${MENU_BRANDS_SOURCE}`,
    access: { permission: 'read-meals' },
    tags: ['meals'],
    summary:
      'Every brand as { id, name } in the request language, for the menu pages (brand filter and select)',
    operation: 'brand-options',
    response: z.array(menuBrandOption),
    load: (request) => brandOptions(request.ctx()),
  });

  route(app, 'branch', {
    endpoint: mealAvailabilityAt,
    access: { permission: 'update-meals' },
    tags: ['meals'],
    summary: 'Mark one of the brand’s meals available (1) or unavailable (0) at the caller’s branch',
    operation: 'availability',
    handler: async (request) => {
      const { ctx, id, input } = recordWrite(request, mealAvailabilityAt.body, branchMeals.labels);
      const { available } = input;
      const row = await setAvailability(ctx, id, available);
      if (!row) throw notFound();
      await auditRequest(request, {
        action: 'meals.availability',
        entity: 'meals',
        entityId: id,
        details: { available, branch_id: ctx.actor.branchId },
      });
      return { message: request.t('crud.status_changed'), data: serialize(branchMeals.record, row) };
    },
  });
}
