import { EnvironmentOutlined } from '@ant-design/icons';
import { cities } from '@sufra/contract/resources/cities';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const citiesKey = pageKey(cities, 'cities', 'resources.cities');

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
