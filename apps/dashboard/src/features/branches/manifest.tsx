import { ShopOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { branchesKey } from './keys.ts';

/** Branches: the list and their own add and edit page. */
export const branchesManifest: FeatureManifest = {
  resources: [
    {
      key: branchesKey,
      load: () => import('./branches-page.tsx'),
      // Its own add and edit page: the map, city and district, the week's hours.
      loadForm: () => import('./branch-form-page.tsx'),
      list: { section: 'general', icon: <ShopOutlined /> },
    },
  ],
};
