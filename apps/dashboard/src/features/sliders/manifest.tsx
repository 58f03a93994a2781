import { PictureOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { slidersKey } from './keys.ts';

/** The app's home sliders. */
export const slidersManifest: FeatureManifest = {
  resources: [
    {
      key: slidersKey,
      load: () => import('./sliders-page.tsx'),
      list: { section: 'other', icon: <PictureOutlined /> },
    },
  ],
};
