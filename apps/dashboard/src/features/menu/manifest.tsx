import { AppstoreOutlined, CoffeeOutlined, GiftOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage, listedResource } from '../../components/feature-manifest.tsx';
import { categoriesKey, mealExtrasKey, mealSizesKey, mealsKey, mealsTogetherKey } from './keys.ts';

const ComboSizePage = lazyPage(() => import('./combo-size-page.tsx'), 'ComboSizePage');

/** The menu: meals with their sizes, combos with theirs, categories and extras. */
export const menuManifest: FeatureManifest = {
  resources: [
    listedResource(mealsKey, 'meal', <CoffeeOutlined />, () => import('./meals-page.tsx')),
    // A meal's sizes are listed on the meal: only their add and edit pages, at the spec's paths.
    {
      key: mealSizesKey,
      load: () => import('./meal-sizes-page.ts'),
      list: false,
      add: 'meals/sizes/add',
    },
    listedResource(mealsTogetherKey, 'meal', <GiftOutlined />, () => import('./meals-together-page.tsx')),
    listedResource(categoriesKey, 'meal', <AppstoreOutlined />, () => import('./categories-page.ts')),
    listedResource(mealExtrasKey, 'meal', <PlusSquareOutlined />, () => import('./meal-extras-page.ts')),
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
