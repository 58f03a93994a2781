import type { vendorsReport } from '@sufra/contract/resources/reports';
import type { z } from 'zod';
import type { ResourceColumn } from '../../components/resource/resource-config.ts';
import { RowMoneyChart } from './report-chart.tsx';
import { countColumn, moneyColumn, reportPage } from './report-columns.tsx';
import './reports.css';
import { vendorsReportKey } from './keys.ts';

type VendorRow = z.infer<typeof vendorsReport.record>;

const columns: ResourceColumn<VendorRow>[] = [
  { key: 'name', width: 150 },
  countColumn('orders_count', 90),
  moneyColumn('sales'),
  moneyColumn('discounts', 120),
  countColumn('reservations_count', 115),
  moneyColumn('reservations_amount'),
  moneyColumn('payments', 140),
];

/** SPEC §2 `/vendorReports/record`: each brand's sales, discounts, reservations and subscription payments. */
export const vendorsReportPage = reportPage<VendorRow>(vendorsReportKey, {
  columns,
  listAside: (rows) => (
    <RowMoneyChart rows={rows} field="sales" titleKey="charts.sales_per_brand" categoryKey="brand" />
  ),
});

export default vendorsReportPage;
