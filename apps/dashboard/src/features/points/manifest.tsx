import { StarOutlined } from '@ant-design/icons';
import { pointSettings } from '@sufra/contract/resources/point-settings';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const pointsKey = pageKey(pointSettings, 'points', 'resources.points');

/** The points settings. */
export const pointsManifest: FeatureManifest = {
  resources: [
    {
      key: pointsKey,
      load: () => import('./points-page.tsx'),
      list: { section: 'other', icon: <StarOutlined /> },
    },
  ],
};
