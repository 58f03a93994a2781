import { inbox as inboxEndpoint, readAll, readOne } from '@sufra/contract/endpoints/notifications';
import type { InboxItem } from '@sufra/contract/resources/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

const NEWEST = 8;

/**
 * The bell's dropdown: the caller's newest notifications (unread in bold, with a priority mark); a
 * click on an unread one marks it read, "Mark all as read" marks them all; "View all" opens the list.
 */
export function InboxPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const client = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const inbox = useQuery({
    queryKey: queryKeys.notificationInbox(scope),
    queryFn: ({ signal }) =>
      call(inboxEndpoint, {
        query: { per_page: NEWEST },
        signal,
        ...scopeRequest(scope),
      }),
  });
  // The bell's count, the dropdown and the list all live under the notifications key.
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
  const markRead = async (item: InboxItem) => {
    if (item.read) return;
    await call(readOne, { params: { id: item.id }, body: {}, ...scopeRequest(scope) });
    await refresh();
  };
  const markAll = async () => {
    await call(readAll, { body: {}, ...scopeRequest(scope) });
    await refresh();
  };
  const unread = inbox.data?.meta.unread ?? 0;
  const items = inbox.data?.data ?? [];
  return (
    <section
      className="inbox-panel"
      aria-label={t('notifications.inbox_title')}
      data-testid="notification-inbox"
    >
      <Flex justify="space-between" align="center" className="inbox-head">
        <Typography.Text strong>{t('notifications.inbox_title')}</Typography.Text>
        <Button type="link" size="small" disabled={unread === 0} onClick={() => void markAll()}>
          {t('notifications.mark_all_read')}
        </Button>
      </Flex>
      {inbox.isLoading ? (
        <Flex justify="center" className="inbox-empty">
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty
          className="inbox-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('notifications.empty')}
        />
      ) : (
        <ul className="inbox-list">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`inbox-item${item.read ? '' : ' inbox-item-unread'}`}
                onClick={() => void markRead(item)}
              >
                <span className={`inbox-priority inbox-priority-${item.priority_level}`} aria-hidden />
                <span className="inbox-text">
                  <span className="inbox-title">{item.title}</span>
                  {item.read ? null : <span className="sr-only">{t('notifications.unread_hint')}</span>}
                  <span className="inbox-message">{item.message}</span>
                  <span className="inbox-time">{formatDateTime(item.date_sent, lang)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {can('read', 'send-notifications') ? (
        <div className="inbox-foot">
          <Button
            type="link"
            block
            onClick={() => {
              onNavigate();
              navigate('/notifications/record');
            }}
          >
            {t('notifications.view_all')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
