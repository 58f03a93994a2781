import { Flex, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

export interface HistoryEntry {
  id: number;
  to_status: string;
  actor_type: string;
  actor_name: string | null;
  reason: string | null;
  note: string | null;
  created_at: string;
}

/** The history of an order or a reservation: each step's status, when, who, and why. */
export function StatusTimeline({
  entries,
  tag,
}: {
  entries: readonly HistoryEntry[];
  tag: (status: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        content: (
          <Flex vertical gap={2}>
            <span>
              {tag(entry.to_status)}
              <Typography.Text type="secondary">{formatDateTime(entry.created_at, lang)}</Typography.Text>
            </span>
            <span>
              {t(`orders.actors.${entry.actor_type}`)}
              {entry.actor_name ? `: ${entry.actor_name}` : ''}
            </span>
            {entry.reason ? <span>{t('orders.reason', { reason: entry.reason })}</span> : null}
            {entry.note ? <Typography.Text type="secondary">{entry.note}</Typography.Text> : null}
          </Flex>
        ),
      }))}
    />
  );
}
