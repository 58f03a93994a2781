import { clientPointsEntry } from '../resources/clients.ts';
import { endpoint, pageBody, pageQuery } from './endpoint.ts';

/** A customer's loyalty points ledger, newest first, a page at a time. */
export const clientPoints = endpoint({
  method: 'GET',
  path: '/clients/:id/points',
  userTypes: ['admin'],
  query: pageQuery,
  responses: { 200: pageBody(clientPointsEntry) },
});
