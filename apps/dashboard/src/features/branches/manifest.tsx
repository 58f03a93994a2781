import { ShopOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { branchesKey } from './keys.ts';

/** Branches: the list and their own add and edit page. */
export const branchesManifest: FeatureManifest = {
  resources: [
    // Its own add and edit page: the map, city and district, the week's hours.
    listedResource(branchesKey, 'general', <ShopOutlined />, () => import('./branches-page.tsx'), {
      loadForm: () => import('./branch-form-page.tsx'),
    }),
  ],
};
