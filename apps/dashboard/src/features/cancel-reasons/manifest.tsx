import { StopOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { cancelReasonsKey } from './keys.ts';

/** The reasons an order may be canceled with. */
export const cancelReasonsManifest: FeatureManifest = {
  resources: [
    listedResource(cancelReasonsKey, 'other', <StopOutlined />, () => import('./cancel-reasons-page.ts')),
  ],
};
