import {
  branchUsers,
  STAFF_BRANCHES_SOURCE,
  staffBranchOption,
} from '@sufra/contract/resources/branch-users';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionsRoute } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { branchUsersService, staffBranchOptions } from './branch-users.service.ts';

/** Branch staff (managers, kitchen, cashier), and the branches their form offers. */
export function registerBranchUserRoutes(app: FastifyInstance): void {
  registerResource(app, branchUsers, branchUsersService);
  for (const userType of branchUsers.userTypes) {
    optionsRoute(app, userType, {
      path: `/${STAFF_BRANCHES_SOURCE}`,
      access: { permission: 'read-branchusers' },
      tags: ['branch-users'],
      summary: 'The branches the caller may give staff, as { id, name } in the request language',
      operation: 'branch-options',
      response: z.array(staffBranchOption),
      load: (request) => staffBranchOptions(request.ctx()),
    });
  }
}
