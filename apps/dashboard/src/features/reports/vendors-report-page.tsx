import type { vendorsReport } from '@sufra/contract/resources/reports';
import type { z } from 'zod';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { ReportChart } from './report-chart.tsx';
import { amountOf, countColumn, moneyColumn, reportFilterUserTypes } from './report-columns.tsx';
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
export const vendorsReportPage: ResourcePageConfig<VendorRow> = {
  ...vendorsReportKey,
  columns,
  form: [],
  filterUserTypes: reportFilterUserTypes,
  listAside: (rows) => (
    <ReportChart
      titleKey="charts.sales_per_brand"
      categoryKey="brand"
      valueKey="sales"
      kind="money"
      data={[...rows]
        .map((row) => ({ key: String(row.id), label: row.name, value: amountOf(row.sales) }))
        .sort((a, b) => b.value - a.value)}
    />
  ),
};

export default vendorsReportPage;
