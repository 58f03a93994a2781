import { branchMeals, MEAL_AVAILABILITY_PATH, mealAvailability } from '../resources/meals.ts';
import { recordStep } from './endpoint.ts';

/** A branch manager marks one of the brand's meals available (1) or unavailable (0) at the branch. */
export const mealAvailabilityAt = recordStep(
  MEAL_AVAILABILITY_PATH,
  ['branch'],
  mealAvailability,
  branchMeals.record,
);
