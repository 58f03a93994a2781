import {
  brandReservationDayQuery,
  reservationDay,
  reservationDayQuery,
  reservationDetails,
  reservationStatusInput,
  reservations,
} from '../resources/reservations.ts';
import { dataBody, endpoint, recordStep } from './endpoint.ts';

/** A branch's day at a glance, and a reservation's status step. */

/** The day of a branch the caller names (`branch_id`): the platform's and the brands' users. */
export const reservationsDay = endpoint({
  method: 'GET',
  path: '/reservations/day',
  userTypes: ['admin', 'vendor'],
  query: brandReservationDayQuery,
  responses: { 200: dataBody(reservationDay) },
});

/** The day of a branch user's own branch. */
export const branchReservationsDay = endpoint({
  method: 'GET',
  path: '/reservations/day',
  userTypes: ['branch'],
  query: reservationDayQuery,
  responses: { 200: dataBody(reservationDay) },
});

/** Take one step of a reservation (DOMAIN.md transitions for the caller's role). */
export const reservationStatus = recordStep(
  '/reservations/:id/status',
  reservations.userTypes,
  reservationStatusInput,
  reservationDetails,
);
