import { FlagOutlined } from '@ant-design/icons';
import { countries } from '@sufra/contract/resources/countries';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const countriesKey = {
  resource: countries,
  route: 'countries',
  i18nKey: 'resources.countries',
} satisfies ResourcePageKey;

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
