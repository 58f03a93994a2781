import { clientsReport, commissionReport, vendorsReport } from '@sufra/contract/resources/reports';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const clientsReportKey = pageKey(clientsReport, 'clientReports', 'resources.client_reports');
export const vendorsReportKey = pageKey(vendorsReport, 'vendorReports', 'resources.vendor_reports');
export const commissionReportKey = pageKey(
  commissionReport,
  'commissionReports',
  'resources.commission_reports',
);
