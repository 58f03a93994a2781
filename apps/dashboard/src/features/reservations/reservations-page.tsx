import type { ReservationDetails, ReservationRecord } from '@sufra/contract/resources/reservations';
import type { ReservationStatus } from '@sufra/contract/statuses';
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchColumns } from '../../components/resource/branch-columns.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { CustomerCell } from '../../components/resource/two-lines.tsx';
import { StatusActions } from '../../components/status/status-actions.tsx';
import { StatusTimeline } from '../../components/status/status-timeline.tsx';
import { formatAmount, formatDate, formatNumber, formatTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { ReservationStatusTag, reservationLabel } from './reservation-status.tsx';
import './reservations.css';
import { reservationsKey } from './keys.ts';

type Reservation = ReservationRecord & Partial<Pick<ReservationDetails, 'history' | 'next_statuses'>>;

const PLATFORM = ['admin'] as const;
const BRAND_WIDE = ['admin', 'vendor'] as const;

const customer: ResourceColumn<Reservation> = {
  key: 'client_name',
  width: 160,
  render: (record) => <CustomerCell name={record.client_name} phone={record.client_phone} />,
};

const when: ResourceColumn<Reservation> = {
  key: 'date',
  width: 155,
  render: (record, { lang }) => (
    <span>
      {formatDate(record.date, lang)} <bdi>{formatTime(record.reservation_time, lang)}</bdi>
    </span>
  ),
};

/**
 * The reservation list: at 1366 px every column fits beside the sider for every role; the platform
 * sees each branch with its brand beneath it.
 */
const columns: ResourceColumn<Reservation>[] = [
  {
    key: 'reservation_number',
    width: 150,
    render: (record) => <bdi dir="ltr">{record.reservation_number}</bdi>,
  },
  {
    key: 'status',
    width: 110,
    render: (record, { lang }) => <ReservationStatusTag status={record.status} lang={lang} />,
  },
  when,
  {
    key: 'members_count',
    width: 80,
    render: (record, { lang }) => formatNumber(record.members_count, lang),
  },
  {
    key: 'table_position',
    width: 90,
    render: (record, { lang }) => reservationLabel(lang, record.table_position),
  },
  ...branchColumns(190, 170),
  customer,
];

/** The drawer's section: the steps this user may take, and the history. */
function ReservationSection({ reservation }: { reservation: ReservationDetails }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <Flex vertical gap={12}>
      <Divider titlePlacement="start">{t('orders.actions')}</Divider>
      {reservation.next_statuses.length > 0 ? (
        <StatusActions
          resource="reservations"
          kind="reservation"
          record={reservation}
          labels="reservations_page.steps"
        />
      ) : (
        <Typography.Text type="secondary">{t('reservations_page.no_actions')}</Typography.Text>
      )}
      <Divider titlePlacement="start">{t('orders.history')}</Divider>
      <StatusTimeline
        entries={reservation.history}
        tag={(status) => <ReservationStatusTag status={status as ReservationStatus} lang={lang} />}
      />
    </Flex>
  );
}

export const reservationsPage: ResourcePageConfig<Reservation> = {
  ...reservationsKey,
  columns,
  details: [
    { key: 'reservation_number', render: (record) => <bdi dir="ltr">{record.reservation_number}</bdi> },
    {
      key: 'status',
      render: (record, { lang }) => <ReservationStatusTag status={record.status} lang={lang} />,
    },
    when,
    { key: 'ends_at' },
    { key: 'members_count', render: (record, { lang }) => formatNumber(record.members_count, lang) },
    { key: 'table_position', render: (record, { lang }) => reservationLabel(lang, record.table_position) },
    { key: 'brand_name', userTypes: PLATFORM },
    { key: 'branch_name' },
    customer,
    {
      key: 'reservation_fees',
      render: (record, { lang, t }) => (
        <bdi>{t('common.amount_sar', { amount: formatAmount(record.reservation_fees, lang) })}</bdi>
      ),
    },
    { key: 'payment_status', render: (record, { lang }) => reservationLabel(lang, record.payment_status) },
    { key: 'client_note', when: (record) => record.client_note !== null },
    { key: 'cancel_reason', when: (record) => record.status === 'canceled' },
  ],
  detailsSection: (record) =>
    record.history && record.next_statuses ? (
      <ReservationSection reservation={record as ReservationDetails} />
    ) : null,
  form: [],
  filterUserTypes: { brand_id: PLATFORM, branch_id: BRAND_WIDE },
};

export default reservationsPage;
