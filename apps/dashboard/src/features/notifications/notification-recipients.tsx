import { recipients } from '@sufra/contract/endpoints/notifications';
import { fieldLabel } from '@sufra/contract/messages';
import { type NotificationRecipient, notifications } from '@sufra/contract/resources/notifications';
import type { Locale } from '@sufra/contract/user-types';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { RecordLines } from '../../components/resource/paged-drawer-table.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** Whether a notification went out (or reached one recipient), over a line saying more. */
export function DeliveryCell({
  status,
  lang,
  children,
}: {
  status: string;
  lang: Locale;
  children: ReactNode;
}) {
  return (
    <span className="person-cell">
      <span>
        <Tag className="status-tag" color={status === 'success' ? 'green' : 'red'}>
          {fieldLabel(lang, status, notifications.labels)}
        </Tag>
      </span>
      {children}
    </span>
  );
}

/**
 * A notification's recipients in its details drawer (`GET notifications/{id}/recipients`): who it
 * reached and when, who it did not and why, and who has read it.
 */
export const recipientsTable: RecordLines<NotificationRecipient> = {
  endpoint: recipients,
  testId: 'notification-recipients',
  titleKey: 'notifications.recipients_title',
  emptyKey: 'notifications.no_recipients',
  columns: ({ t, lang }) => [
    {
      key: 'name',
      title: t('notifications.recipient'),
      render: (_, row) => (
        <span className="person-cell">
          <span>{row.name}</span>
          {row.place ? <bdi>{row.place}</bdi> : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('notifications.delivery'),
      width: 150,
      render: (_, row) => (
        <DeliveryCell status={row.status} lang={lang}>
          <bdi>
            {row.failure_reason
              ? t(`notifications.failure_${row.failure_reason}`)
              : row.read_at
                ? t('notifications.read_at', { time: formatDateTime(row.read_at, lang) })
                : t('notifications.not_read')}
          </bdi>
        </DeliveryCell>
      ),
    },
  ],
};
