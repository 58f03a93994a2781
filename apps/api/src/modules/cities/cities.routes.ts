import { cities, districts } from '@sufra/contract/resources/cities';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../core/lists/crud.ts';
import { citiesService, districtsService } from './cities.service.ts';

export function registerCityRoutes(app: FastifyInstance): void {
  registerResource(app, cities, citiesService);
  registerResource(app, districts, districtsService);
}
