import { UserOutlined } from '@ant-design/icons';
import { users } from '@sufra/contract/resources/users';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const usersKey = pageKey(users, 'users', 'resources.users');

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
