import { USER_ROLES_SOURCE, userRoleOption, users } from '@sufra/contract/resources/users';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionsRoute } from '../../core/http/routes.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { roleOptions, usersService } from './users.service.ts';

/** The platform's administration accounts, and the admin roles their form offers. */
export function registerUserRoutes(app: FastifyInstance): void {
  registerResource(app, users, usersService);
  optionsRoute(app, 'admin', {
    path: `/${USER_ROLES_SOURCE}`,
    access: { permission: 'read-users' },
    tags: ['users'],
    summary:
      'The admin roles as { id, name } in the request language, for the users page (role select and filter)',
    operation: 'role-options',
    response: z.array(userRoleOption),
    load: (request) => roleOptions(request.ctx()),
  });
}
