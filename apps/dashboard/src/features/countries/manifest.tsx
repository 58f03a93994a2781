import { FlagOutlined } from '@ant-design/icons';
import { countries } from '@sufra/contract/resources/countries';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const countriesKey = pageKey(countries, 'countries', 'resources.countries');

/** Countries. */
export const countriesManifest: FeatureManifest = {
  resources: [
    {
      key: countriesKey,
      load: () => import('./countries-page.tsx'),
      list: { section: 'other', icon: <FlagOutlined /> },
    },
  ],
};
