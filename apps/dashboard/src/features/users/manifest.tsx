import { UserOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { usersKey } from './keys.ts';

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
