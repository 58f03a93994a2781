import { StarOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { pointsKey } from './keys.ts';

/** The points settings. */
export const pointsManifest: FeatureManifest = {
  resources: [listedResource(pointsKey, 'other', <StarOutlined />, () => import('./points-page.tsx'))],
};
