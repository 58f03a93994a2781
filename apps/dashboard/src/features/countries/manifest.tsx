import { FlagOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { countriesKey } from './keys.ts';

/** Countries. */
export const countriesManifest: FeatureManifest = {
  resources: [listedResource(countriesKey, 'other', <FlagOutlined />, () => import('./countries-page.tsx'))],
};
