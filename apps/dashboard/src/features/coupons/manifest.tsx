import { TagsOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { couponsKey } from './keys.ts';

/** Coupons, each with its uses in the details drawer. */
export const couponsManifest: FeatureManifest = {
  resources: [listedResource(couponsKey, 'other', <TagsOutlined />, () => import('./coupons-page.tsx'))],
};
