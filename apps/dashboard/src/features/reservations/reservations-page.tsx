import {
  type ReservationDetails,
  type ReservationRecord,
  reservations,
} from '@sufra/contract/resources/reservations';
import type { ReservationStatus } from '@sufra/contract/statuses';
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { StatusActions } from '../../components/status/status-actions.tsx';
import { StatusTimeline } from '../../components/status/status-timeline.tsx';
import { formatAmount, formatDate, formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { PHONE_PREFIX, phoneForDisplay } from '../../lib/phone.ts';
import { ReservationStatusTag, reservationLabel } from './reservation-status.tsx';
import './reservations.css';

type Reservation = ReservationRecord & Partial<Pick<ReservationDetails, 'history' | 'next_statuses'>>;

const PLATFORM = ['admin'] as const;
const BRAND_WIDE = ['admin', 'vendor'] as const;

const customer: ResourceColumn<Reservation> = {
  key: 'client_name',
  width: 170,
  render: (record) => (
    <span className="person-cell">
      <span>{record.client_name}</span>
      <bdi dir="ltr">{`+${PHONE_PREFIX} ${phoneForDisplay(record.client_phone)}`}</bdi>
    </span>
  ),
};

const when: ResourceColumn<Reservation> = {
  key: 'date',
  width: 170,
  render: (record, { lang }) => (
    <span>
      {formatDate(record.date, lang)} <bdi dir="ltr">{record.reservation_time}</bdi>
    </span>
  ),
};

const columns: ResourceColumn<Reservation>[] = [
  {
    key: 'reservation_number',
    width: 150,
    render: (record) => <bdi dir="ltr">{record.reservation_number}</bdi>,
  },
  {
    key: 'status',
    width: 120,
    render: (record, { lang }) => <ReservationStatusTag status={record.status} lang={lang} />,
  },
  when,
  {
    key: 'members_count',
    width: 100,
    render: (record, { lang }) => formatNumber(record.members_count, lang),
  },
  {
    key: 'table_position',
    width: 100,
    render: (record, { lang }) => reservationLabel(lang, record.table_position),
  },
  { key: 'brand_name', width: 130, userTypes: PLATFORM },
  { key: 'branch_name', width: 160, userTypes: BRAND_WIDE },
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
  resource: reservations,
  route: 'reservations',
  i18nKey: 'resources.reservations',
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
