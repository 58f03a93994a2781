import { BellOutlined } from '@ant-design/icons';
import { notificationsCount } from '@sufra/contract/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** The dropdown's list comes with its first opening. */
const InboxPanel = lazy(async () => ({ default: (await import('./notification-inbox.tsx')).InboxPanel }));

/**
 * The header bell: the unread count, fetched at start (a failure is silent, SPEC §7) and refreshed
 * live by the events stream; a click opens the newest notifications with marking read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { token } = useSession();
  const scope = useQueryScope();
  const [open, setOpen] = useState(false);
  const count = useQuery({
    queryKey: queryKeys.notificationCount(scope),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      call(notificationsCount, {
        notify: false,
        signal,
        ...scopeRequest(scope),
      }).then((r) => r.data.count),
  });
  const value = count.data ?? 0;
  const label = t('header.notifications', { count: value });
  return (
    <Tooltip title={open ? undefined : label}>
      <Badge count={value} size="small" offset={[-4, 4]}>
        <Popover
          open={open}
          onOpenChange={setOpen}
          trigger="click"
          placement="bottomRight"
          arrow={false}
          // On a phone the panel is wider than the space beside the bell: slide it inside the screen.
          align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
          classNames={{ root: 'inbox-popover' }}
          // antd renders the popup's content on its first opening: the list's chunk loads then.
          content={
            <Suspense fallback={<div className="inbox-panel" />}>
              <InboxPanel onNavigate={() => setOpen(false)} />
            </Suspense>
          }
        >
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={open}
            data-testid="notification-bell"
          />
        </Popover>
      </Badge>
    </Tooltip>
  );
}
