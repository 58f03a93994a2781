import { ShopOutlined } from '@ant-design/icons';
import { branches } from '@sufra/contract/resources/branches';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const branchesKey = {
  resource: branches,
  route: 'branches',
  i18nKey: 'resources.branches',
} satisfies ResourcePageKey;

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
