import { StopOutlined } from '@ant-design/icons';
import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const cancelReasonsKey = {
  resource: cancelReasons,
  route: 'cancel-reasons',
  i18nKey: 'resources.cancel_reasons',
} satisfies ResourcePageKey;

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
