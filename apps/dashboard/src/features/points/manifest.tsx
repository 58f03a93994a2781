import { StarOutlined } from '@ant-design/icons';
import { pointSettings } from '@sufra/contract/resources/point-settings';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const pointsKey = {
  resource: pointSettings,
  route: 'points',
  i18nKey: 'resources.points',
} satisfies ResourcePageKey;

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
