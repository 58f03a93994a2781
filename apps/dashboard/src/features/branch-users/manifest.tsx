import { TeamOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { branchUsersKey } from './keys.ts';

/** A branch's staff accounts. */
export const branchUsersManifest: FeatureManifest = {
  resources: [
    {
      key: branchUsersKey,
      load: () => import('./branch-users-page.tsx'),
      list: { section: 'general', icon: <TeamOutlined /> },
    },
  ],
};
