import { clientPointsEntry } from '../resources/clients.ts';
import { recordLines } from './endpoint.ts';

/** A customer's loyalty points ledger, newest first, a page at a time. */
export const clientPoints = recordLines('/clients/:id/points', ['admin'], clientPointsEntry);
