import { TeamOutlined } from '@ant-design/icons';
import { branchUsers } from '@sufra/contract/resources/branch-users';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const branchUsersKey = pageKey(branchUsers, 'branchusers', 'resources.branch_users');

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
