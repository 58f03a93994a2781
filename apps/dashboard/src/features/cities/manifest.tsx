import { EnvironmentOutlined } from '@ant-design/icons';
import { cities } from '@sufra/contract/resources/cities';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const citiesKey = {
  resource: cities,
  route: 'cities',
  i18nKey: 'resources.cities',
} satisfies ResourcePageKey;

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
