import { PictureOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { slidersKey } from './keys.ts';

/** The app's home sliders. */
export const slidersManifest: FeatureManifest = {
  resources: [listedResource(slidersKey, 'other', <PictureOutlined />, () => import('./sliders-page.tsx'))],
};
