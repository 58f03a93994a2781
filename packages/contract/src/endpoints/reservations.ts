import type { z } from 'zod';
import {
  brandReservationDayQuery,
  reservationDay,
  reservationDayQuery,
  reservationDetails,
  reservationStatusInput,
  reservations,
} from '../resources/reservations.ts';
import { dataBody, type EndpointRealm, endpoint, recordStep } from './endpoint.ts';

/** A branch's day at a glance, and a reservation's status step. */

/** A branch's day, in the realms `userTypes`, its query as `query` (the two differ by realm). */
function dayIn<const Realm extends EndpointRealm, Query extends z.ZodType>(
  userTypes: readonly Realm[],
  query: Query,
) {
  return endpoint({
    method: 'GET',
    path: '/reservations/day',
    userTypes,
    query,
    responses: { 200: dataBody(reservationDay) },
  });
}

/** The day of a branch the caller names (`branch_id`): the platform's and the brands' users. */
export const reservationsDay = dayIn(['admin', 'vendor'], brandReservationDayQuery);

/** The day of a branch user's own branch. */
export const branchReservationsDay = dayIn(['branch'], reservationDayQuery);

/** Take one step of a reservation (DOMAIN.md transitions for the caller's role). */
export const reservationStatus = recordStep(
  '/reservations/:id/status',
  reservations.userTypes,
  reservationStatusInput,
  reservationDetails,
);
