import { pointSettings } from '@sufra/contract/resources/point-settings';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../core/lists/crud.ts';
import { pointSettingsService } from './point-settings.service.ts';

/** Loyalty point settings: the platform's and brands' own (the platform's users). */
export function registerPointSettingsRoutes(app: FastifyInstance): void {
  registerResource(app, pointSettings, pointSettingsService);
}
