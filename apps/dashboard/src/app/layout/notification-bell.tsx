import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** The unread count, fetched once at start; a failure is silent (SPEC §7). */
export function NotificationBell() {
  const { t } = useTranslation();
  const { token } = useSession();
  const scope = useQueryScope();
  const count = useQuery({
    queryKey: queryKeys.notificationCount(scope),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api<{ data: { count: number } }>('notifications/count', {
        notify: false,
        signal,
        ...scopeRequest(scope),
      }).then((r) => r.data.count),
  });
  const value = count.data ?? 0;
  return (
    <Tooltip title={t('header.notifications', { count: value })}>
      <Badge count={value} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('header.notifications', { count: value })}
        />
      </Badge>
    </Tooltip>
  );
}
