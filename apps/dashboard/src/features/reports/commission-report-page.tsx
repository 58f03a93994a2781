import type { commissionReport } from '@sufra/contract/resources/reports';
import type { z } from 'zod';
import type { ResourceColumn } from '../../components/resource/resource-config.ts';
import { formatMonth } from '../../lib/format.ts';
import { CommissionChart } from './report-chart.tsx';
import { countColumn, moneyColumn, reportPage } from './report-columns.tsx';
import './reports.css';
import { commissionReportKey } from './keys.ts';

type CommissionRow = z.infer<typeof commissionReport.record>;

const columns: ResourceColumn<CommissionRow>[] = [
  { key: 'period', width: 130, render: (record, { lang }) => formatMonth(record.period, lang) },
  { key: 'name', width: 150 },
  countColumn('orders_count', 90),
  moneyColumn('sales'),
  moneyColumn('commission'),
];

/** SPEC §2 `/commissionReports/record`: each brand's commission by month. */
export const commissionReportPage = reportPage<CommissionRow>(commissionReportKey, {
  columns,
  rowKey: (record) => `${record.id}-${record.period}`,
  listAside: (rows) => <CommissionChart rows={rows} />,
});

export default commissionReportPage;
