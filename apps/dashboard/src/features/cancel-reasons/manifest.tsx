import { StopOutlined } from '@ant-design/icons';
import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const cancelReasonsKey = pageKey(cancelReasons, 'cancel-reasons', 'resources.cancel_reasons');

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
