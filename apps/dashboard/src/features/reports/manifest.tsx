import { BarChartOutlined, ContactsOutlined, LineChartOutlined } from '@ant-design/icons';
import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const clientsReportKey = {
  resource: clientsReport,
  route: 'clientReports',
  i18nKey: 'resources.client_reports',
} satisfies ResourcePageKey;
export const vendorsReportKey = {
  resource: vendorsReport,
  route: 'vendorReports',
  i18nKey: 'resources.vendor_reports',
} satisfies ResourcePageKey;
export const commissionReportKey = {
  resource: commissionReport,
  route: 'commissionReports',
  i18nKey: 'resources.commission_reports',
} satisfies ResourcePageKey;

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
