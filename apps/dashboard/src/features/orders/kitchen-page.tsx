import { ExpandOutlined } from '@ant-design/icons';
import { liveOrders } from '@sufra/contract/endpoints/orders';
import type { OrderDetails } from '@sufra/contract/resources/orders';
import type { OrderStatus } from '@sufra/contract/statuses';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Flex, Grid, Segmented, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useStatusStep } from '../../components/status/use-status-step.ts';
import { call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { useNow } from './use-now.ts';
import './kitchen.css';

/** The board's columns (DOMAIN.md "Staff views"): New, Preparing, Ready (a car order on its way stays in Ready). */
const COLUMNS = [
  { key: 'new', statuses: ['pending'] },
  { key: 'preparing', statuses: ['preparing'] },
  { key: 'ready', statuses: ['ready', 'process'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[];
type ColumnKey = (typeof COLUMNS)[number]['key'];

/** A ticket placed this recently is marked new. */
const FRESH_MS = 60_000;

/** The forward step of a ticket for this user: the first allowed step that is not a cancel. */
const forward = (order: OrderDetails) => order.next_statuses.find((status) => status !== 'canceled');

/**
 * The kitchen board: a branch's live orders in three columns, refreshed live by the events stream
 * (the layout invalidates the board on every order event). One click on a ticket's button, or
 * Enter/Space on a focused ticket, takes its forward step; the arrow keys move between tickets.
 */
export function KitchenPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const now = useNow();
  const screens = Grid.useBreakpoint();
  const stacked = !screens.md;
  const [shown, setShown] = useState<ColumnKey>('new');
  const board = useRef<HTMLDivElement>(null);
  const tickets = useRef(new Map<number, HTMLElement>());
  const { take, busy } = useStatusStep('orders');
  const live = useQuery({
    queryKey: queryKeys.liveOrders(scope),
    queryFn: ({ signal }) => call(liveOrders, { signal, ...scopeRequest(scope) }).then((r) => r.data),
  });
  const orders = live.data ?? [];
  const columns = COLUMNS.map((column) => ({
    ...column,
    orders: orders.filter((order) => (column.statuses as readonly OrderStatus[]).includes(order.status)),
  }));
  const visible = stacked ? columns.filter((column) => column.key === shown) : columns;

  const bump = (order: OrderDetails) => {
    const next = forward(order);
    if (next) void take(order.id, { status: next });
  };

  /** Arrows move the focus: up and down in a column, across columns sideways (mirrored in Arabic). */
  const onKeyDown = (order: OrderDetails) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      bump(order);
      return;
    }
    const grid = visible.map((column) => column.orders.map((o) => o.id));
    const col = grid.findIndex((ids) => ids.includes(order.id));
    const row = grid[col]?.indexOf(order.id) ?? 0;
    const sideways = lang === 'ar' ? { ArrowLeft: 1, ArrowRight: -1 } : { ArrowLeft: -1, ArrowRight: 1 };
    let target: number | undefined;
    if (event.key === 'ArrowDown') target = grid[col]?.[row + 1];
    else if (event.key === 'ArrowUp') target = grid[col]?.[row - 1];
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = sideways[event.key];
      for (let c = col + step; c >= 0 && c < grid.length && target === undefined; c += step) {
        const ids = grid[c] ?? [];
        target = ids[Math.min(row, ids.length - 1)];
      }
    } else return;
    event.preventDefault();
    if (target !== undefined) tickets.current.get(target)?.focus();
  };

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('routes.kitchen')}
        crumbs={[{ title: t('routes.kitchen') }]}
        extra={
          <Button icon={<ExpandOutlined />} onClick={() => void board.current?.requestFullscreen?.()}>
            {t('kitchen.full_screen')}
          </Button>
        }
      />
      {live.isError && !live.data ? <Alert type="error" showIcon title={t('errors.load_failed')} /> : null}
      <div ref={board} className="kitchen-board">
        <Typography.Paragraph type="secondary" className="kitchen-hint">
          {t('kitchen.keys_hint')}
        </Typography.Paragraph>
        {stacked ? (
          <Segmented<ColumnKey>
            block
            // Named "segmented control" in English unless told.
            aria-label={t('kitchen.shown_column')}
            value={shown}
            onChange={setShown}
            options={columns.map((column) => ({
              value: column.key,
              label: (
                <span>
                  {t(`kitchen.columns.${column.key}`)}{' '}
                  <Badge count={column.orders.length} showZero color="#595959" />
                </span>
              ),
            }))}
          />
        ) : null}
        <div className={`kitchen-columns${stacked ? ' kitchen-columns-stacked' : ''}`}>
          {visible.map((column) => (
            <section
              key={column.key}
              className="kitchen-column"
              aria-label={t(`kitchen.columns.${column.key}`)}
            >
              <h2 className="kitchen-column-title">
                {t(`kitchen.columns.${column.key}`)}{' '}
                <Badge count={column.orders.length} showZero color="#595959" />
              </h2>
              {column.orders.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kitchen.empty')} />
              ) : (
                column.orders.map((order) => (
                  <KitchenTicket
                    key={order.id}
                    order={order}
                    lang={lang}
                    now={now}
                    next={forward(order)}
                    busy={busy === order.id}
                    fresh={now - Date.parse(order.placed_at) < FRESH_MS}
                    onBump={() => bump(order)}
                    onKeyDown={onKeyDown(order)}
                    ticketRef={(node) => {
                      if (node) tickets.current.set(order.id, node);
                      else tickets.current.delete(order.id);
                    }}
                  />
                ))
              )}
            </section>
          ))}
        </div>
      </div>
    </Flex>
  );
}
