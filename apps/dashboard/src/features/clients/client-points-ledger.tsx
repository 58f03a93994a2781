import { clientPoints } from '@sufra/contract/endpoints/clients';
import type { ClientPointsEntry } from '@sufra/contract/resources/clients';
import { Flex, Tag, Typography } from 'antd';
import type { RecordLines } from '../../components/resource/paged-drawer-table.tsx';
import { formatDate, formatNumber, formatTime } from '../../lib/format.ts';

/** Solid and dark enough for the white text of a coloured tag (AA contrast, light and dark themes). */
const REASON_COLORS: Record<ClientPointsEntry['reason'], string> = {
  earn: '#237804',
  redeem: '#874d00',
  reverse: '#0958d9',
  adjust: '#531dab',
};

/** Points as a signed number that keeps its sign on the left in both directions (+120, −50). */
function signed(value: number, lang: 'ar' | 'en'): string {
  const text = formatNumber(Math.abs(value), lang);
  return `\u2066${value > 0 ? '+' : '\u2212'}${text}\u2069`;
}

/**
 * A customer's points ledger in the details drawer: newest first, each line with its reason, order
 * or note, the points it added or took and the balance right after it (`GET clients/{id}/points`).
 */
export const pointsLedgerTable: RecordLines<ClientPointsEntry> = {
  endpoint: clientPoints,
  testId: 'client-points',
  className: 'client-points',
  titleClassName: 'client-points-title',
  titleKey: 'resources.clients.points_history',
  emptyKey: 'resources.clients.points_empty',
  emptyPicture: true,
  simplePager: true,
  columns: ({ t, lang }) => [
    {
      key: 'date',
      title: t('resources.clients.date'),
      width: 104,
      render: (_, line) => (
        <Flex vertical className="ledger-date">
          <Typography.Text>{formatDate(line.created_at, lang)}</Typography.Text>
          <Typography.Text type="secondary">{formatTime(line.created_at, lang)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('resources.clients.reason'),
      render: (_, line) => (
        <Flex vertical gap={2} align="start">
          <Tag color={REASON_COLORS[line.reason]}>{t(`resources.clients.reasons.${line.reason}`)}</Tag>
          {line.order_number ? (
            <Typography.Text type="secondary" className="ledger-note">
              {t('resources.clients.order')}{' '}
              <bdi dir="ltr" className="ledger-order">
                #{line.order_number}
              </bdi>
            </Typography.Text>
          ) : null}
          {line.note ? (
            <Typography.Text type="secondary" className="ledger-note">
              {line.note}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'delta',
      title: t('resources.clients.delta'),
      width: 72,
      render: (_, line) => (
        // The sign tells earned from spent; the text keeps the body colour, readable in every theme.
        <Typography.Text strong>{signed(line.delta, lang)}</Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('resources.clients.balance'),
      width: 72,
      render: (_, line) => formatNumber(line.balance, lang),
    },
  ],
};
