import { BarChartOutlined, ContactsOutlined, LineChartOutlined } from '@ant-design/icons';
import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const clientsReportKey = pageKey(clientsReport, 'clientReports', 'resources.client_reports');
export const vendorsReportKey = pageKey(vendorsReport, 'vendorReports', 'resources.vendor_reports');
export const commissionReportKey = pageKey(
  commissionReport,
  'commissionReports',
  'resources.commission_reports',
);

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
