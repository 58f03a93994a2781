import { categories } from '@sufra/contract/resources/categories';
import { mealExtras } from '@sufra/contract/resources/meal-extras';
import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import { meals } from '@sufra/contract/resources/meals';
import { mealsTogether } from '@sufra/contract/resources/meals-together';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const mealsKey = pageKey(meals, 'meals', 'resources.meals');
export const mealSizesKey = pageKey(mealSizes, 'mealSizes', 'resources.meal_sizes');
export const mealsTogetherKey = pageKey(mealsTogether, 'mealsTogether', 'resources.meals_together');
export const categoriesKey = pageKey(categories, 'categories', 'resources.categories');
export const mealExtrasKey = pageKey(mealExtras, 'mealExtras', 'resources.meal_extras');
