import { EnvironmentOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { citiesKey } from './keys.ts';

/** Cities. */
export const citiesManifest: FeatureManifest = {
  resources: [
    {
      key: citiesKey,
      load: () => import('./cities-page.tsx'),
      list: { section: 'other', icon: <EnvironmentOutlined /> },
    },
  ],
};
