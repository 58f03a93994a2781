import { EnvironmentOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { citiesKey } from './keys.ts';

/** Cities. */
export const citiesManifest: FeatureManifest = {
  resources: [listedResource(citiesKey, 'other', <EnvironmentOutlined />, () => import('./cities-page.tsx'))],
};
