import { branchMeals, MEAL_AVAILABILITY_PATH, mealAvailability } from '../resources/meals.ts';
import { endpoint, writeBody } from './endpoint.ts';

/** A branch manager marks one of the brand's meals available (1) or unavailable (0) at the branch. */
export const mealAvailabilityAt = endpoint({
  method: 'POST',
  path: MEAL_AVAILABILITY_PATH,
  userTypes: ['branch'],
  body: mealAvailability,
  responses: { 200: writeBody(branchMeals.record) },
});
