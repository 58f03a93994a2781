import { PictureOutlined } from '@ant-design/icons';
import { sliders } from '@sufra/contract/resources/sliders';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const slidersKey = {
  resource: sliders,
  route: 'sliders',
  i18nKey: 'resources.sliders',
} satisfies ResourcePageKey;

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
