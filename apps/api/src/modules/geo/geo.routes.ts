import { mapConfig, reverseGeocode as reverse } from '@sufra/contract/endpoints/geo';
import { USER_TYPES } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../core/http/errors.ts';
import { signedInRoute } from '../../core/http/routes.ts';
import { reverseGeocode } from './geocoder.ts';

const tags = ['geo'];

/** One coordinate of the query, or the 422 a form shows for it. */
function degrees(query: Record<string, unknown>, name: 'lat' | 'lng', limit: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') throw invalid(name, 'validation.location_required');
  const value = typeof raw === 'string' && /^-?\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (Number.isNaN(value)) throw invalid(name, 'validation.number');
  if (Math.abs(value) > limit) throw invalid(name, 'validation.between', { min: -limit, max: limit });
  return value;
}

/**
 * The location picker's server side: reverse geocoding through the configured geocoder (the browser
 * never calls it, so the API's key and policy stay on the server), and the map's tile URL.
 */
export function registerGeoRoutes(app: FastifyInstance): void {
  const { config } = app.deps;
  for (const userType of USER_TYPES) {
    signedInRoute(app, userType, tags, {
      endpoint: reverse,
      summary:
        'The address at a point (results[0].formatted_address; empty when none is known); 503 when the geocoder cannot be reached within 5 s',
      operation: 'reverse',
      handler: async (request) => {
        const query = request.query as Record<string, unknown>;
        const point = { lat: degrees(query, 'lat', 90), lng: degrees(query, 'lng', 180) };
        const results = await reverseGeocode(config.geocoderUrl, point, request.locale);
        return { results };
      },
    });
    signedInRoute(app, userType, tags, {
      endpoint: mapConfig,
      summary:
        'The map settings of the location picker: the tile URL template (MAP_TILE_URL) and its attribution',
      operation: 'map-config',
      handler: async () => ({
        data: { tile_url: config.mapTileUrl, attribution: '© OpenStreetMap contributors' },
      }),
    });
  }
}
