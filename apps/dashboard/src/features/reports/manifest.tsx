import { BarChartOutlined, ContactsOutlined, LineChartOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { clientsReportKey, commissionReportKey, vendorsReportKey } from './keys.ts';

/** Reports: record only (SPEC §2), read-reports; each with its chart beside the table. */
export const reportsManifest: FeatureManifest = {
  resources: [
    {
      key: clientsReportKey,
      load: () => import('./clients-report-page.tsx'),
      list: { section: 'report', icon: <ContactsOutlined /> },
    },
    {
      key: vendorsReportKey,
      load: () => import('./vendors-report-page.tsx'),
      list: { section: 'report', icon: <BarChartOutlined /> },
    },
    {
      key: commissionReportKey,
      load: () => import('./commission-report-page.tsx'),
      list: { section: 'report', icon: <LineChartOutlined /> },
    },
  ],
};
