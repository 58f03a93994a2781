import { FileProtectOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { commissionInvoicesKey } from './keys.ts';

/** The platform's commission invoices to brands, cleared by ZATCA (issue 29): the list and its downloads. */
export const commissionInvoicesManifest: FeatureManifest = {
  resources: [
    listedResource(
      commissionInvoicesKey,
      'report',
      <FileProtectOutlined />,
      () => import('./commission-invoices-page.tsx'),
    ),
  ],
};
