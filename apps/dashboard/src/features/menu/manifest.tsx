import { AppstoreOutlined, CoffeeOutlined, GiftOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';
import { categoriesKey, mealExtrasKey, mealSizesKey, mealsKey, mealsTogetherKey } from './keys.ts';

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
