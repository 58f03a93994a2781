import { z } from 'zod';
import { USER_TYPES } from '../user-types.ts';
import { dataRead, endpoint } from './endpoint.ts';

/** The location picker's server side: reverse geocoding and the map's tiles. */

/** The address at a point (`results[0].formatted_address`; empty when none is known). */
export const reverseGeocode = endpoint({
  method: 'GET',
  path: '/geocode/reverse',
  userTypes: USER_TYPES,
  query: z.object({
    lat: z.coerce.number().min(-90).max(90).describe('Latitude in degrees (−90 … 90)'),
    lng: z.coerce.number().min(-180).max(180).describe('Longitude in degrees (−180 … 180)'),
  }),
  responses: { 200: z.object({ results: z.array(z.object({ formatted_address: z.string() })) }) },
});

/** The map settings of the location picker: the tile URL template and its attribution. */
export const mapConfig = dataRead(
  '/map-config',
  USER_TYPES,
  z.object({
    tile_url: z.string().describe('Tile URL template with {z}, {x}, {y} (and {s} for subdomains)'),
    attribution: z.string(),
  }),
);
