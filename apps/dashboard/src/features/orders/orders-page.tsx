import type { OrderDetails, OrderRecord } from '@sufra/contract/resources/orders';
import { branchColumns } from '../../components/resource/branch-columns.tsx';
import { fieldColumn } from '../../components/resource/common-columns.ts';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { CustomerCell, TwoLines } from '../../components/resource/two-lines.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { OrderDetailsSection } from './order-details.tsx';
import { OrderStatusTag, orderLabel } from './order-status.tsx';
import './orders.css';
import { ordersKey } from './keys.ts';

type Order = OrderRecord & Partial<Pick<OrderDetails, 'items' | 'history' | 'next_statuses'>>;

const PLATFORM = ['admin'] as const;
const BRAND_WIDE = ['admin', 'vendor'] as const;

const money = (key: 'subtotal' | 'discounts' | 'taxes' | 'total'): ResourceColumn<Order> => ({
  key,
  render: (record, { lang, t }) => (
    <bdi>{t('common.amount_sar', { amount: formatAmount(record[key], lang) })}</bdi>
  ),
});

const label = (key: 'delivery_type' | 'payment_method' | 'payment_status', width?: number) =>
  fieldColumn<Order, typeof key>(key, (value, { lang }) => orderLabel(lang, value), width);

const customer: ResourceColumn<Order> = {
  key: 'client_name',
  width: 170,
  render: (record) => <CustomerCell name={record.client_name} phone={record.client_phone} />,
};

/**
 * The order list: at 1366 px every column fits beside the sider for every role. The number carries
 * its time beneath it, and the platform sees each branch with its brand beneath it (a brand sees its
 * own branches, a branch neither).
 */
const columns: ResourceColumn<Order>[] = [
  {
    key: 'order_number',
    width: 160,
    render: (record, { lang }) => (
      <TwoLines main={record.order_number} mainDir="ltr" sub={formatDateTime(record.placed_at, lang)} />
    ),
  },
  {
    key: 'status',
    width: 120,
    render: (record, { lang }) => <OrderStatusTag status={record.status} lang={lang} />,
  },
  label('delivery_type', 120),
  ...branchColumns(200, 180),
  customer,
  { ...money('total'), width: 120 },
];

const car: ResourceColumn<Order> = {
  key: 'car_number',
  render: (record, { t }) =>
    record.car_number ? (
      <span>
        <bdi dir="ltr">{record.car_number}</bdi>
        {[record.car_type, record.car_color].filter(Boolean).length > 0
          ? ` — ${[record.car_type, record.car_color].filter(Boolean).join(t('orders.separator'))}`
          : ''}
      </span>
    ) : (
      '—'
    ),
};

export const ordersPage: ResourcePageConfig<Order> = {
  ...ordersKey,
  columns,
  details: [
    { key: 'order_number', render: (record) => <bdi dir="ltr">{record.order_number}</bdi> },
    { key: 'status', render: (record, { lang }) => <OrderStatusTag status={record.status} lang={lang} /> },
    label('delivery_type'),
    { ...car, when: (record) => record.delivery_type === 'car_delivering' },
    {
      key: 'table_position',
      when: (record) => record.table_position !== null,
      render: (record, { lang }) => (record.table_position ? orderLabel(lang, record.table_position) : '—'),
    },
    { key: 'brand_name', userTypes: PLATFORM },
    { key: 'branch_name' },
    customer,
    label('payment_method'),
    label('payment_status'),
    { key: 'placed_at' },
    {
      key: 'promised_at',
      when: (record) => ['pending', 'preparing', 'ready', 'process'].includes(record.status),
    },
    { key: 'cancel_reason', when: (record) => record.status === 'canceled' },
  ],
  detailsSection: (record) =>
    record.items && record.history && record.next_statuses ? (
      <OrderDetailsSection order={record as OrderDetails} />
    ) : null,
  form: [],
  // The brand and branch filters are the platform's and the brand's: a branch sees its own only.
  filterUserTypes: { brand_id: PLATFORM, branch_id: BRAND_WIDE },
};

export default ordersPage;
