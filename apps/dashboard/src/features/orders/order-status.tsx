import { orders } from '@sufra/contract/resources/orders';
import type { OrderStatus } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { useTranslation } from 'react-i18next';
import { labelsOf, StatusTag } from '../../components/status/status-tag.tsx';
import { formatAmount } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

/**
 * Each order status with its colour: waiting amber, cooking blue, ready teal, on the way purple,
 * handed over green, canceled red — solid and dark enough for white text (WCAG AA, light and dark).
 */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  pending: '#874d00',
  preparing: '#0958d9',
  ready: '#006d75',
  process: '#531dab',
  completed: '#237804',
  delivered: '#135200',
  canceled: '#a8071a',
};

/** A status, a delivery type, a payment method… in the request's language (the contract's labels). */
export const orderLabel = labelsOf(orders.labels);

export function OrderStatusTag({ status, lang }: { status: OrderStatus; lang: Locale }) {
  return <StatusTag status={status} lang={lang} colors={ORDER_STATUS_COLORS} label={orderLabel} />;
}

/** An amount in SAR, grouped for the interface language, kept whole in either direction. */
export function Sar({ value }: { value: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return <bdi className="sar">{t('common.amount_sar', { amount: formatAmount(value, lang) })}</bdi>;
}
