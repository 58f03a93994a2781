import { BarChartOutlined, ContactsOutlined, LineChartOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { clientsReportKey, commissionReportKey, vendorsReportKey } from './keys.ts';

/** Reports: record only (SPEC §2), read-reports; each with its chart beside the table. */
export const reportsManifest: FeatureManifest = {
  resources: [
    listedResource(
      clientsReportKey,
      'report',
      <ContactsOutlined />,
      () => import('./clients-report-page.tsx'),
    ),
    listedResource(
      vendorsReportKey,
      'report',
      <BarChartOutlined />,
      () => import('./vendors-report-page.tsx'),
    ),
    listedResource(
      commissionReportKey,
      'report',
      <LineChartOutlined />,
      () => import('./commission-report-page.tsx'),
    ),
  ],
};
