import { FlagOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { countriesKey } from './keys.ts';

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
