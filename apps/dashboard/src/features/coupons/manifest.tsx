import { TagsOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { couponsKey } from './keys.ts';

/** Coupons, each with its uses in the details drawer. */
export const couponsManifest: FeatureManifest = {
  resources: [
    {
      key: couponsKey,
      load: () => import('./coupons-page.tsx'),
      list: { section: 'other', icon: <TagsOutlined /> },
    },
  ],
};
