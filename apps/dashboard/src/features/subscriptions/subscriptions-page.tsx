import type { SubscriptionStatus, subscriptions } from '@sufra/contract/resources/subscriptions';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ResourceColumn, ResourcePageConfig } from '../../components/resource/resource-config.ts';
import { useCan } from '../../lib/can.ts';
import { formatAmount, formatDate, formatNumber } from '../../lib/format.ts';
import { subscriptionsKey } from './keys.ts';
import { RemainingDays, SubscriptionStatusTag, subscriptionLabel } from './subscription-tags.tsx';

type Subscription = z.infer<typeof subscriptions.record>;

/** Renewing pays: only a brand that may pay now (not one waiting for approval) is offered it. */
function RenewButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('create', 'payments')) return null;
  return (
    <Link to={`/subscription/${id}/renew`}>
      <Button size="small" type="primary">
        {t('subscriptions.renew')}
      </Button>
    </Link>
  );
}

/** At 1366 px every column fits beside the sider, for the platform and for a brand. */
const columns: ResourceColumn<Subscription>[] = [
  { key: 'id', width: 64 },
  { key: 'brand_name', width: 150, userTypes: ['admin'] },
  { key: 'type', width: 90, render: (record, { lang }) => subscriptionLabel(lang, record.type) },
  {
    key: 'status',
    width: 100,
    render: (record, { lang }) => (
      <SubscriptionStatusTag status={record.status as SubscriptionStatus} lang={lang} />
    ),
  },
  { key: 'price', width: 90, render: (record, { lang }) => <bdi>{formatAmount(record.price, lang)}</bdi> },
  {
    key: 'deduction_date',
    width: 120,
    render: (record, { lang }) => formatDate(record.deduction_date, lang),
  },
  {
    key: 'next_deduction_date',
    width: 120,
    render: (record, { lang }) => formatDate(record.next_deduction_date, lang),
  },
  {
    key: 'remaining_time',
    width: 100,
    render: (record) => <RemainingDays days={record.remaining_time} />,
  },
  {
    key: 'number_deduction',
    width: 100,
    render: (record, { lang }) => formatNumber(record.number_deduction, lang),
  },
  {
    key: 'renew',
    titleKey: 'subscriptions.renew',
    width: 110,
    userTypes: ['vendor'],
    render: (record) => (record.renewable ? <RenewButton id={record.id} /> : null),
  },
];

/** `/subscription/record`: the platform sees every brand's; a vendor its own, and renews the current one. */
export const subscriptionsPage: ResourcePageConfig<Subscription> = {
  ...subscriptionsKey,
  columns,
  details: columns.filter((column) => column.key !== 'renew'),
  form: [],
  filterUserTypes: { brand_id: ['admin'] },
};

export default subscriptionsPage;
