import { z } from 'zod';
import { ownVendorUpdate, vendorRecord } from '../resources/vendors.ts';
import { dataRead, endpoint, writeBody } from './endpoint.ts';

/** The vendor's own brand at `/vendor/vendors/{own id}` (another id answers 404). */

export const ownVendor = dataRead('/vendors/:id', ['vendor'], vendorRecord);

/** The vendor's own update; multipart forms may send `_method=PUT` with POST. */
const ownUpdateBody = ownVendorUpdate.extend({
  _method: z.enum(['PUT', 'put', 'PATCH', 'patch']).optional(),
});

/** Complete the own brand: bank and social fields, the bank letter and logos (multipart). */
export const updateOwnVendor = endpoint({
  method: ['PUT', 'PATCH', 'POST'],
  path: '/vendors/:id',
  userTypes: ['vendor'],
  body: ownUpdateBody,
  multipart: ownUpdateBody,
  responses: { 200: writeBody(vendorRecord) },
});
