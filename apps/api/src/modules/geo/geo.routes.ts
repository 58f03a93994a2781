import { USER_TYPES } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalid } from '../../core/http/errors.ts';
import { route } from '../../core/http/routes.ts';
import { reverseGeocode } from './geocoder.ts';

/** `lat` and `lng` in degrees, as the query sends them. */
const reverseQuery = z.object({
  lat: z.coerce.number().min(-90).max(90).describe('Latitude in degrees (−90 … 90)'),
  lng: z.coerce.number().min(-180).max(180).describe('Longitude in degrees (−180 … 180)'),
});

/** One coordinate of the query, or the 422 a form shows for it. */
function degrees(query: Record<string, unknown>, name: 'lat' | 'lng', limit: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') throw invalid(name, 'validation.location_required');
  const value = typeof raw === 'string' && /^-?\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (Number.isNaN(value)) throw invalid(name, 'validation.number');
  if (Math.abs(value) > limit) throw invalid(name, 'validation.between', { min: -limit, max: limit });
  return value;
}

const reverseAnswer = z.object({
  results: z.array(z.object({ formatted_address: z.string() })),
});

const mapConfig = z.object({
  tile_url: z.string().describe('Tile URL template with {z}, {x}, {y} (and {s} for subdomains)'),
  attribution: z.string(),
});

/**
 * The location picker's server side: reverse geocoding through the configured geocoder (the browser
 * never calls it, so the API's key and policy stay on the server), and the map's tile URL.
 */
export function registerGeoRoutes(app: FastifyInstance): void {
  const { config } = app.deps;
  for (const userType of USER_TYPES) {
    route(app, userType, {
      method: 'GET',
      path: '/geocode/reverse',
      access: { authenticated: true },
      tags: ['geo'],
      summary:
        'The address at a point (results[0].formatted_address; empty when none is known); 503 when the geocoder cannot be reached within 5 s',
      operation: 'reverse',
      query: reverseQuery,
      responses: { 200: reverseAnswer },
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const point = { lat: degrees(query, 'lat', 90), lng: degrees(query, 'lng', 180) };
        const results = await reverseGeocode(config.geocoderUrl, point, request.locale);
        return { results };
      },
    });
    route(app, userType, {
      method: 'GET',
      path: '/map-config',
      access: { authenticated: true },
      tags: ['geo'],
      summary:
        'The map settings of the location picker: the tile URL template (MAP_TILE_URL) and its attribution',
      operation: 'map-config',
      response: mapConfig,
      handler: async () => ({
        data: { tile_url: config.mapTileUrl, attribution: '© OpenStreetMap contributors' },
      }),
    });
  }
}
