import type { OrderDetails } from '@sufra/contract/resources/orders';
import { ORDER_SALE_STATUSES, type OrderStatus } from '@sufra/contract/statuses';
import { Button, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusActions } from '../../components/status/status-actions.tsx';
import { StatusTimeline } from '../../components/status/status-timeline.tsx';
import { formatAmount } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { OrderEInvoices } from './order-e-invoices.tsx';
import { OrderStatusTag, orderLabel, Sar } from './order-status.tsx';

/**
 * The drawer's section of one order: what this user may do now, the lines (sizes, extras, notes),
 * the money, the car or the table, the refund, the invoice, and the history as a timeline.
 */
export function OrderDetailsSection({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const handedOver = (ORDER_SALE_STATUSES as readonly string[]).includes(order.status);
  return (
    <Flex vertical gap={12} className="order-details">
      <Divider titlePlacement="start">{t('orders.actions')}</Divider>
      {order.next_statuses.length > 0 ? (
        <StatusActions resource="orders" kind="order" record={order} labels="orders.steps" />
      ) : (
        <Typography.Text type="secondary">{t('orders.no_actions')}</Typography.Text>
      )}
      {handedOver ? (
        <Link to={`/orders/${order.id}/invoice`}>
          <Button>{t('orders.invoice')}</Button>
        </Link>
      ) : null}

      <Divider titlePlacement="start">{t('orders.items')}</Divider>
      <ul className="order-lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <Flex justify="space-between" gap={8}>
              <span>
                <bdi>{item.quantity}×</bdi> {item.name}
                {item.size_name ? ` (${item.size_name})` : ''}
              </span>
              <Sar value={item.line_total} />
            </Flex>
            {item.extras.length > 0 ? (
              <Typography.Text type="secondary" className="order-line-extra">
                {t('orders.extras')}: {item.extras.map((extra) => extra.name).join('، ')}
              </Typography.Text>
            ) : null}
            {item.note ? (
              <Typography.Text type="secondary" className="order-line-extra">
                {t('orders.note')}: {item.note}
              </Typography.Text>
            ) : null}
          </li>
        ))}
      </ul>
      {order.client_note ? (
        <Typography.Text>
          {orderLabel(lang, 'client_note')}: {order.client_note}
        </Typography.Text>
      ) : null}

      <dl className="order-totals">
        <dt>{orderLabel(lang, 'subtotal')}</dt>
        <dd>
          <Sar value={order.subtotal} />
        </dd>
        {order.coupon_code ? (
          <>
            <dt>
              {orderLabel(lang, 'coupon_discount')} (<bdi>{order.coupon_code}</bdi>)
            </dt>
            <dd>
              −<Sar value={order.coupon_discount} />
            </dd>
          </>
        ) : null}
        {order.points_redeemed > 0 ? (
          <>
            <dt>{t('orders.points_discount', { count: order.points_redeemed })}</dt>
            <dd>
              −<Sar value={order.points_discount} />
            </dd>
          </>
        ) : null}
        <dt>{orderLabel(lang, 'taxes')}</dt>
        <dd>
          <Sar value={order.taxes} />
        </dd>
        <dt className="order-total">{orderLabel(lang, 'total')}</dt>
        <dd className="order-total">
          <Sar value={order.total} />
        </dd>
      </dl>
      {order.refund ? (
        <Typography.Text>
          {t('orders.refund', {
            amount: formatAmount(order.refund.amount, lang),
            status: t(`orders.refund_statuses.${order.refund.status}`),
          })}
        </Typography.Text>
      ) : null}

      {handedOver ? <OrderEInvoices orderId={order.id} /> : null}

      <Divider titlePlacement="start">{t('orders.history')}</Divider>
      <StatusTimeline
        entries={order.history}
        tag={(status) => <OrderStatusTag status={status as OrderStatus} lang={lang} />}
      />
    </Flex>
  );
}
