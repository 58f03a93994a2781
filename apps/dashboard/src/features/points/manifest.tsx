import { StarOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { pointsKey } from './keys.ts';

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
