import { AppstoreOutlined, CoffeeOutlined, GiftOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { categories } from '@sufra/contract/resources/categories';
import { mealExtras } from '@sufra/contract/resources/meal-extras';
import { mealSizes } from '@sufra/contract/resources/meal-sizes';
import { meals } from '@sufra/contract/resources/meals';
import { mealsTogether } from '@sufra/contract/resources/meals-together';
import { type FeatureManifest, lazyPage, type ResourcePageKey } from '../../components/feature-manifest.tsx';

export const mealsKey = {
  resource: meals,
  route: 'meals',
  i18nKey: 'resources.meals',
} satisfies ResourcePageKey;
export const mealSizesKey = {
  resource: mealSizes,
  route: 'mealSizes',
  i18nKey: 'resources.meal_sizes',
} satisfies ResourcePageKey;
export const mealsTogetherKey = {
  resource: mealsTogether,
  route: 'mealsTogether',
  i18nKey: 'resources.meals_together',
} satisfies ResourcePageKey;
export const categoriesKey = {
  resource: categories,
  route: 'categories',
  i18nKey: 'resources.categories',
} satisfies ResourcePageKey;
export const mealExtrasKey = {
  resource: mealExtras,
  route: 'mealExtras',
  i18nKey: 'resources.meal_extras',
} satisfies ResourcePageKey;

const ComboSizePage = lazyPage(
  () => import('./combo-size-page.tsx'),
  (m) => m.ComboSizePage,
);

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
