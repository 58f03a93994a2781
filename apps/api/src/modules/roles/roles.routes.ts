import { roles } from '@sufra/contract/resources/roles';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../core/lists/crud.ts';
import { rolesService } from './roles.service.ts';

export function registerRoleRoutes(app: FastifyInstance): void {
  registerResource(app, roles, rolesService);
}
