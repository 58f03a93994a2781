import { PictureOutlined } from '@ant-design/icons';
import { sliders } from '@sufra/contract/resources/sliders';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const slidersKey = pageKey(sliders, 'sliders', 'resources.sliders');

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
