import { TeamOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { branchUsersKey } from './keys.ts';

/** A branch's staff accounts. */
export const branchUsersManifest: FeatureManifest = {
  resources: [
    listedResource(branchUsersKey, 'general', <TeamOutlined />, () => import('./branch-users-page.tsx')),
  ],
};
