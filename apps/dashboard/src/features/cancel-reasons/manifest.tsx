import { StopOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { cancelReasonsKey } from './keys.ts';

/** The reasons an order may be canceled with. */
export const cancelReasonsManifest: FeatureManifest = {
  resources: [
    {
      key: cancelReasonsKey,
      load: () => import('./cancel-reasons-page.ts'),
      list: { section: 'other', icon: <StopOutlined /> },
    },
  ],
};
