import { fieldLabel } from '@sufra/contract/messages';
import type { PageMeta } from '@sufra/contract/resource';
import { type NotificationRecipient, notifications } from '@sufra/contract/resources/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

const PER_PAGE = 10;

/**
 * A notification's recipients in its details drawer (`GET notifications/{id}/recipients`): who it
 * reached and when, who it did not and why, and who has read it.
 */
export function NotificationRecipients({ notificationId }: { notificationId: number }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const [page, setPage] = useState(1);
  const recipients = useQuery({
    queryKey: queryKeys.ledger(scope, 'notifications', notificationId, page),
    queryFn: ({ signal }) =>
      api<{ data: NotificationRecipient[]; meta: PageMeta }>(`notifications/${notificationId}/recipients`, {
        query: { page, per_page: PER_PAGE },
        signal,
        ...scopeRequest(scope),
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<NotificationRecipient> = [
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
        <span className="person-cell">
          <span>
            <Tag className="status-tag" color={row.status === 'success' ? 'green' : 'red'}>
              {fieldLabel(lang, row.status, notifications.labels)}
            </Tag>
          </span>
          <bdi>
            {row.failure_reason
              ? t(`notifications.failure_${row.failure_reason}`)
              : row.read_at
                ? t('notifications.read_at', { time: formatDateTime(row.read_at, lang) })
                : t('notifications.not_read')}
          </bdi>
        </span>
      ),
    },
  ];
  const meta = recipients.data?.meta;
  return (
    <section aria-labelledby="notification-recipients-title" data-testid="notification-recipients">
      <Typography.Title level={5} id="notification-recipients-title">
        {t('notifications.recipients_title')}
      </Typography.Title>
      <Table<NotificationRecipient>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={recipients.data?.data ?? []}
        loading={recipients.isFetching}
        locale={{ emptyText: t('notifications.no_recipients') }}
        pagination={
          meta && meta.total > PER_PAGE
            ? {
                current: page,
                pageSize: PER_PAGE,
                total: meta.total,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
      />
    </section>
  );
}
