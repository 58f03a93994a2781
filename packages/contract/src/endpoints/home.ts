import { z } from 'zod';
import { homeStats } from '../home.ts';
import { USER_TYPES } from '../user-types.ts';
import { date } from '../validation.ts';
import { dataBody, endpoint } from './endpoint.ts';

/** The home cards of a period (`filter[from]`, `filter[to]`), for the caller's own tenant. */
export const home = endpoint({
  method: 'GET',
  path: '/home',
  userTypes: USER_TYPES,
  query: z.object({ 'filter[from]': date().optional(), 'filter[to]': date().optional() }),
  responses: { 200: dataBody(homeStats) },
});
