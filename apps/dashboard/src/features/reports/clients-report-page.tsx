import type { clientsReport } from '@sufra/contract/resources/reports';
import type { z } from 'zod';
import type { ResourceColumn } from '../../components/resource/resource-config.ts';
import { formatNumber } from '../../lib/format.ts';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';
import { RowMoneyChart } from './report-chart.tsx';
import './reports.css';
import { clientsReportKey } from './keys.ts';
import { countColumn, moneyColumn, reportPage } from './report-columns.tsx';

type ClientRow = z.infer<typeof clientsReport.record>;

const columns: ResourceColumn<ClientRow>[] = [
  { key: 'name', width: 140 },
  {
    key: 'phone',
    width: 145,
    render: (record) => (
      <bdi className="report-phone">{`+${PHONE_PREFIX} ${phoneForDisplay(record.phone)}`}</bdi>
    ),
  },
  countColumn('orders_count', 90),
  moneyColumn('orders_amount'),
  moneyColumn('discounts', 120),
  countColumn('reservations_count', 115),
  moneyColumn('reservations_amount'),
  {
    key: 'points',
    width: 80,
    userTypes: ['admin'],
    render: (record, { lang }) => (record.points === null ? '—' : formatNumber(record.points, lang)),
  },
];

/** SPEC §2 `/clientReports/record`: each customer's orders, discounts and reservations of the period. */
export const clientsReportPage = reportPage<ClientRow>(clientsReportKey, {
  columns,
  listAside: (rows) => (
    <RowMoneyChart rows={rows} field="orders_amount" titleKey="charts.top_customers" categoryKey="customer" />
  ),
});

export default clientsReportPage;
