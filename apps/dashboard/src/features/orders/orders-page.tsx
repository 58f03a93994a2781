import { type OrderDetails, type OrderRecord, orders } from '@sufra/contract/resources/orders';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';
import { OrderDetailsSection } from './order-details.tsx';
import { OrderStatusTag, orderLabel } from './order-status.tsx';
import './orders.css';

type Order = OrderRecord & Partial<Pick<OrderDetails, 'items' | 'history' | 'next_statuses'>>;

const PLATFORM = ['admin'] as const;
const BRAND_WIDE = ['admin', 'vendor'] as const;

const money = (key: 'subtotal' | 'discounts' | 'taxes' | 'total'): ResourceColumn<Order> => ({
  key,
  render: (record, { lang, t }) => (
    <bdi>{t('common.amount_sar', { amount: formatAmount(record[key], lang) })}</bdi>
  ),
});

const label = (
  key: 'delivery_type' | 'payment_method' | 'payment_status',
  width?: number,
): ResourceColumn<Order> => ({
  key,
  ...(width ? { width } : {}),
  render: (record, { lang }) => orderLabel(lang, record[key]),
});

const customer: ResourceColumn<Order> = {
  key: 'client_name',
  width: 170,
  render: (record) => (
    <span className="person-cell">
      <span>{record.client_name}</span>
      <bdi dir="ltr">{`+${PHONE_PREFIX} ${phoneForDisplay(record.client_phone)}`}</bdi>
    </span>
  ),
};

/** SPEC's order list; the widths add up to the page at 1366 px (narrower screens scroll in the card). */
const columns: ResourceColumn<Order>[] = [
  { key: 'order_number', width: 150, render: (record) => <bdi dir="ltr">{record.order_number}</bdi> },
  {
    key: 'status',
    width: 130,
    render: (record, { lang }) => <OrderStatusTag status={record.status} lang={lang} />,
  },
  label('delivery_type', 130),
  { key: 'brand_name', width: 130, userTypes: PLATFORM },
  { key: 'branch_name', width: 160, userTypes: BRAND_WIDE },
  customer,
  { ...money('total'), width: 110 },
  { key: 'placed_at', width: 160, render: (record, { lang }) => formatDateTime(record.placed_at, lang) },
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
  resource: orders,
  route: 'orders',
  i18nKey: 'resources.orders',
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
