import { UserOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { usersKey } from './keys.ts';

/** The platform's admin accounts. */
export const usersManifest: FeatureManifest = {
  resources: [listedResource(usersKey, 'other', <UserOutlined />, () => import('./users-page.tsx'))],
};
