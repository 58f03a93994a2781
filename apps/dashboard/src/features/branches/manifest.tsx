import { ShopOutlined } from '@ant-design/icons';
import { branches } from '@sufra/contract/resources/branches';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const branchesKey = pageKey(branches, 'branches', 'resources.branches');

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
