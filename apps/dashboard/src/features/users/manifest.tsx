import { UserOutlined } from '@ant-design/icons';
import { users } from '@sufra/contract/resources/users';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const usersKey = {
  resource: users,
  route: 'users',
  i18nKey: 'resources.users',
} satisfies ResourcePageKey;

/** The platform's admin accounts. */
export const usersManifest: FeatureManifest = {
  resources: [
    {
      key: usersKey,
      load: () => import('./users-page.tsx'),
      list: { section: 'other', icon: <UserOutlined /> },
    },
  ],
};
