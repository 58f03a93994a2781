import { TeamOutlined } from '@ant-design/icons';
import { branchUsers } from '@sufra/contract/resources/branch-users';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const branchUsersKey = {
  resource: branchUsers,
  route: 'branchusers',
  i18nKey: 'resources.branch_users',
} satisfies ResourcePageKey;

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
