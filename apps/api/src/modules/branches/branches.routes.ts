import { branchApproval } from '@sufra/contract/endpoints/approval';
import {
  BRANCH_BRANDS_SOURCE,
  BRANCH_CITIES_SOURCE,
  branchBrandOption,
  branchCityOption,
  branches,
  branchOwnBranch,
} from '@sufra/contract/resources/branches';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionsRoute } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { registerApprovalRoute } from '../../core/workflow/approval.ts';
import { brandOptions, cityOptions } from './branches.repository.ts';
import { branchesService, ownBranchService } from './branches.service.ts';

/**
 * Branches: admins manage every brand's, vendors their brand's; a branch manager reads its own.
 * The admin takes the approval steps (`POST /admin/branches/{id}/status`). The form's city → district cascade and the admin's brand select have their own option lists.
 */
export function registerBranchRoutes(app: FastifyInstance): void {
  registerResource(app, branches, branchesService);
  registerResource(app, branchOwnBranch, ownBranchService);
  // The approval steps are the platform's (DOMAIN.md "Brands": branches follow the brand's statuses).
  registerApprovalRoute(app, 'admin', {
    name: 'branches',
    endpoint: branchApproval,
    entity: 'branches',
    permission: 'update-branches',
    labels: branches.labels,
    show: branchesService.show,
  });

  for (const userType of branches.userTypes) {
    optionsRoute(app, userType, {
      path: `/${BRANCH_CITIES_SOURCE}`,
      access: { permission: 'read-branches' },
      tags: ['branches'],
      summary:
        'Active cities with their districts ({ id, name, districts: [{ id, name }] }, names in the request language) for the branch form and filter',
      operation: 'city-options',
      response: z.array(branchCityOption),
      load: (request) => cityOptions(request.server.deps.db, request.locale),
    });
  }

  optionsRoute(app, 'admin', {
    path: `/${BRANCH_BRANDS_SOURCE}`,
    access: { permission: 'read-branches' },
    tags: ['branches'],
    summary: 'Every brand as { id, name, single_branch } in the request language, for the branch pages',
    operation: 'brand-options',
    response: z.array(branchBrandOption),
    load: (request) => {
      const ctx = request.ctx();
      return brandOptions(ctx.db, ctx.scope, ctx.locale);
    },
  });
}
