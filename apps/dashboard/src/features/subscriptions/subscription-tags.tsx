import { fieldLabel } from '@sufra/contract/messages';
import type { SubscriptionStatus } from '@sufra/contract/resources/subscriptions';
import { subscriptions } from '@sufra/contract/resources/subscriptions';
import type { Locale } from '@sufra/contract/user-types';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: 'green',
  pending: 'gold',
  expired: 'default',
  canceled: 'red',
};

/** A subscription's status or plan in the user's language (the contract's labels). */
export const subscriptionLabel = (lang: Locale, value: string) =>
  fieldLabel(lang, value, subscriptions.labels);

export function SubscriptionStatusTag({ status, lang }: { status: SubscriptionStatus; lang: Locale }) {
  return (
    <Tag className="status-tag" color={STATUS_COLORS[status]}>
      {subscriptionLabel(lang, status)}
    </Tag>
  );
}

/** Days left, amber in the last week and red once the period has ended. */
export function RemainingDays({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return null;
  const color = days === 0 ? 'red' : days <= 7 ? 'orange' : 'blue';
  return (
    <Tag className="status-tag" color={color}>
      {t('subscriptions.days', { count: days })}
    </Tag>
  );
}
