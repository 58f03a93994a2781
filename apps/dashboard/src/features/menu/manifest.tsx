import { AppstoreOutlined, CoffeeOutlined, GiftOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { categories } from '@sufra/contract/resources/categories';
import { mealExtras } from '@sufra/contract/resources/meal-extras';
import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import { meals } from '@sufra/contract/resources/meals';
import { mealsTogether } from '@sufra/contract/resources/meals-together';
import { type FeatureManifest, lazyPage, pageKey } from '../../components/feature-manifest.tsx';

export const mealsKey = pageKey(meals, 'meals', 'resources.meals');
export const mealSizesKey = pageKey(mealSizes, 'mealSizes', 'resources.meal_sizes');
export const mealsTogetherKey = pageKey(mealsTogether, 'mealsTogether', 'resources.meals_together');
export const categoriesKey = pageKey(categories, 'categories', 'resources.categories');
export const mealExtrasKey = pageKey(mealExtras, 'mealExtras', 'resources.meal_extras');

const ComboSizePage = lazyPage(() => import('./combo-size-page.tsx'), 'ComboSizePage');

/** The menu: meals with their sizes, combos with theirs, categories and extras. */
export const menuManifest: FeatureManifest = {
  resources: [
    {
      key: mealsKey,
      load: () => import('./meals-page.tsx'),
      list: { section: 'meal', icon: <CoffeeOutlined /> },
    },
    // A meal's sizes are listed on the meal: only their add and edit pages, at the spec's paths.
    {
      key: mealSizesKey,
      load: () => import('./meal-sizes-page.ts'),
      list: false,
      add: 'meals/sizes/add',
    },
    {
      key: mealsTogetherKey,
      load: () => import('./meals-together-page.tsx'),
      list: { section: 'meal', icon: <GiftOutlined /> },
    },
    {
      key: categoriesKey,
      load: () => import('./categories-page.ts'),
      list: { section: 'meal', icon: <AppstoreOutlined /> },
    },
    {
      key: mealExtrasKey,
      load: () => import('./meal-extras-page.ts'),
      list: { section: 'meal', icon: <PlusSquareOutlined /> },
    },
  ],
  pages: [
    {
      path: 'mealsTogether/sizes/add',
      titleKey: 'resources.meals_together.add_size_title',
      permission: 'update-meals',
      element: <ComboSizePage />,
    },
  ],
};
