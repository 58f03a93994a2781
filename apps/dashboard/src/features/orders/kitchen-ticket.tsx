import type { OrderDetails } from '@sufra/contract/resources/orders';
import type { Locale } from '@sufra/contract/user-types';
import { Button, Tag } from 'antd';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutesAgo } from '../../lib/format.ts';
import { orderLabel } from './order-status.tsx';
import { lateness, minutesSince } from './use-now.ts';

interface TicketProps {
  order: OrderDetails;
  lang: Locale;
  now: number;
  /** The forward step this user may take (none: the ticket only shows). */
  next: OrderDetails['next_statuses'][number] | undefined;
  busy: boolean;
  fresh: boolean;
  onBump: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ticketRef: Ref<HTMLElement>;
}

/**
 * One order on the kitchen board: its number, how it leaves (the car, the table), every line with
 * size, extras and notes, and the minutes since it was accepted (since it was placed while new),
 * amber past its processing time and red past twice it. Focusable: Enter or Space bumps it.
 */
export function KitchenTicket({
  order,
  lang,
  now,
  next,
  busy,
  fresh,
  onBump,
  onKeyDown,
  ticketRef,
}: TicketProps) {
  const { t } = useTranslation();
  const since = order.status === 'pending' ? order.placed_at : (order.accepted_at ?? order.placed_at);
  const minutes = minutesSince(since, now);
  const late = order.status === 'pending' ? 'on_time' : lateness(minutes, order.processing_minutes);
  const where =
    order.delivery_type === 'car_delivering'
      ? [order.car_number, order.car_color, order.car_type].filter(Boolean).join(' · ')
      : order.table_position
        ? orderLabel(lang, order.table_position)
        : '';
  return (
    <article
      ref={ticketRef}
      className={`kitchen-ticket kitchen-ticket-${late}${fresh ? ' kitchen-ticket-new' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a ticket is bumped from the keyboard (Enter, Space, arrows between tickets).
      tabIndex={0}
      aria-label={t('kitchen.ticket_label', {
        number: order.order_number,
        since: formatMinutesAgo(minutes, lang),
      })}
      data-order-id={order.id}
      data-lateness={late}
      onKeyDown={onKeyDown}
    >
      <header className="kitchen-ticket-head">
        <bdi dir="ltr" className="kitchen-ticket-number">
          {order.order_number.slice(-4)}
        </bdi>
        <span className="kitchen-ticket-timer" title={t(`kitchen.lateness.${late}`)}>
          {t('kitchen.minutes', { count: minutes })}
        </span>
      </header>
      <div className="kitchen-ticket-meta">
        <Tag>{orderLabel(lang, order.delivery_type)}</Tag>
        {where ? <bdi className="kitchen-ticket-where">{where}</bdi> : null}
        {order.status === 'process' ? <Tag color="#531dab">{orderLabel(lang, 'process')}</Tag> : null}
      </div>
      <ul className="kitchen-ticket-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <span className="kitchen-ticket-qty">{item.quantity}×</span>{' '}
            <span>
              {item.name}
              {item.size_name ? ` (${item.size_name})` : ''}
            </span>
            {item.extras.length > 0 ? (
              <div className="kitchen-ticket-extra">
                + {item.extras.map((extra) => extra.name).join('، ')}
              </div>
            ) : null}
            {item.note ? <div className="kitchen-ticket-note">{item.note}</div> : null}
          </li>
        ))}
      </ul>
      {order.client_note ? <p className="kitchen-ticket-note">{order.client_note}</p> : null}
      {next ? (
        <Button type="primary" block size="large" loading={busy} onClick={onBump} tabIndex={-1}>
          {t(`orders.steps.${next}`)}
        </Button>
      ) : null}
    </article>
  );
}
