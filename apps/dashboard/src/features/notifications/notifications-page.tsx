import { fieldLabel } from '@sufra/contract/messages';
import {
  type NotificationRecord,
  notifications,
  type PriorityLevel,
} from '@sufra/contract/resources/notifications';
import { PagedDrawerTable } from '../../components/resource/paged-drawer-table.tsx';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { tagColumn } from '../../components/status/status-tag.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { notificationsKey } from './keys.ts';
import { DeliveryCell, recipientsTable } from './notification-recipients.tsx';
import { SendNotification } from './send-notification.tsx';

/** Tag colours dark enough for AA contrast in every theme (the volcano and gold presets are not). */
export const PRIORITY_COLORS: Record<PriorityLevel, string> = { high: 'red', medium: 'blue', low: 'default' };

const columns: ResourceColumn<NotificationRecord>[] = [
  { key: 'id', width: 60 },
  {
    key: 'title',
    width: 180,
    // The caller's own unread ones in bold; one line, the whole title on hover.
    render: (record) => (
      <span
        className={`cell-text${record.read === false ? ' notification-unread' : ''}`}
        title={record.title}
      >
        {record.title}
      </span>
    ),
  },
  { key: 'message', width: 200 },
  {
    key: 'send_to',
    width: 140,
    render: (record, { lang }) => fieldLabel(lang, record.send_to, notifications.labels),
  },
  tagColumn('priority_level', 90, PRIORITY_COLORS, notifications.labels),
  { key: 'date_sent', width: 140, render: (record, { lang }) => formatDateTime(record.date_sent, lang) },
  {
    key: 'status',
    width: 120,
    render: (record, { lang }) => (
      <DeliveryCell status={record.status} lang={lang}>
        <bdi dir="ltr">{`${formatNumber(record.delivered_count, lang)} / ${formatNumber(record.recipients_count, lang)}`}</bdi>
      </DeliveryCell>
    ),
  },
];

const text =
  (pick: (record: NotificationRecord) => string): ResourceColumn<NotificationRecord>['render'] =>
  (record) => <span className="pre-wrap">{pick(record)}</span>;

/**
 * `/notifications/record` (record only, SPEC §2): what was sent and what reached the caller, with
 * delivery counts and the caller's unread ones in bold; the platform and brand managers send from a
 * dialog; the details drawer lists the recipients.
 */
export const notificationsPage: ResourcePageConfig<NotificationRecord> = {
  ...notificationsKey,
  columns,
  details: [
    { key: 'id' },
    { key: 'title_ar', render: text((r) => r.title_ar) },
    { key: 'title_en', render: text((r) => r.title_en) },
    { key: 'message_ar', render: text((r) => r.message_ar) },
    { key: 'message_en', render: text((r) => r.message_en) },
    ...columns.filter((column) => !['id', 'title', 'message'].includes(column.key)),
    { key: 'sender_name' },
    { key: 'failed_count', render: (record, { lang }) => formatNumber(record.failed_count, lang) },
  ],
  detailsSection: (record) => <PagedDrawerTable lines={recipientsTable} recordId={record.id} />,
  ListAction: SendNotification,
  form: [],
};

export default notificationsPage;
