import { TagsOutlined } from '@ant-design/icons';
import { coupons } from '@sufra/contract/resources/coupons';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const couponsKey = pageKey(coupons, 'coupons', 'resources.coupons');

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
