import { plans as plansEndpoint, renew } from '@sufra/contract/endpoints/subscriptions';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '@sufra/contract/payments';
import type { subscriptions } from '@sufra/contract/resources/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Radio, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { formatAmount, formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { detailQueryOptions, queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { RemainingDays, SubscriptionStatusTag, subscriptionLabel } from './subscription-tags.tsx';
import './subscriptions.css';

type Subscription = z.infer<typeof subscriptions.record>;

/** Start a renewal and send the browser to the gateway's checkout page. */
export async function startRenewal(subscriptionId: number, type: SubscriptionType): Promise<void> {
  const answer = await call(renew, { params: { id: subscriptionId }, body: { type }, userType: 'vendor' });
  window.location.assign(answer.data.redirect_url);
}

/**
 * `/subscription/{id}/renew`: the vendor picks a plan and pays through the gateway; the period is
 * extended when the gateway confirms the payment (the page it returns to shows that). Nothing else
 * is offered here (SPEC §6: no action buttons on this route).
 */
export function RenewSubscriptionPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const id = Number(useParams().id);
  const [plan, setPlan] = useState<SubscriptionType | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscription = useQuery({
    ...detailQueryOptions<Subscription>(scope, 'subscriptions', id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const plans = useQuery({
    queryKey: queryKeys.settings(scope, 'subscription-plans'),
    queryFn: async () => (await call(plansEndpoint, scopeRequest(scope))).data,
  });
  const title = t('subscriptions.renew_title');
  const crumbs = [{ title: t('resources.subscriptions.title'), to: '/subscription/record' }, { title }];

  if (subscription.isError || (subscription.data && !subscription.data.renewable))
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Result status="warning" title={t('subscriptions.not_renewable')} />
      </>
    );
  const current = subscription.data;
  const chosen = plan ?? current?.type ?? null;

  const pay = async () => {
    if (!chosen) return;
    setPaying(true);
    setError(null);
    try {
      await startRenewal(id, chosen);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
      setPaying(false);
    }
  };

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <Card className="renew-card">
        {!current || !plans.data ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={20}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'type',
                  label: t('subscriptions.current_plan'),
                  children: subscriptionLabel(lang, current.type),
                },
                {
                  key: 'status',
                  label: t('subscriptions.status'),
                  children: <SubscriptionStatusTag status={current.status} lang={lang} />,
                },
                {
                  key: 'next',
                  label: t('subscriptions.next_deduction_date'),
                  children: formatDate(current.next_deduction_date, lang),
                },
                {
                  key: 'left',
                  label: t('subscriptions.remaining_time'),
                  children: <RemainingDays days={current.remaining_time} />,
                },
              ]}
            />
            <div>
              <Typography.Title level={2} id="plan-label" className="section-title">
                {t('subscriptions.choose_plan')}
              </Typography.Title>
              <Radio.Group
                aria-labelledby="plan-label"
                className="plan-choices"
                value={chosen}
                onChange={(event) => setPlan(event.target.value as SubscriptionType)}
              >
                {SUBSCRIPTION_TYPES.map((type) => (
                  <Radio.Button key={type} value={type} className="plan-choice">
                    <span className="plan-name">{subscriptionLabel(lang, type)}</span>
                    <span className="plan-price">
                      <bdi>{formatAmount(plans.data[type], lang)}</bdi> {t('common.sar')}
                    </span>
                    <span className="plan-period">{t(`subscriptions.period_${type}`)}</span>
                  </Radio.Button>
                ))}
              </Radio.Group>
            </div>
            <Typography.Text type="secondary">{t('subscriptions.extends_after_payment')}</Typography.Text>
            {error ? <Alert type="error" showIcon message={error} /> : null}
            <Button type="primary" size="large" loading={paying} disabled={!chosen} onClick={pay}>
              {chosen
                ? t('subscriptions.pay', { amount: formatAmount(plans.data[chosen], lang) })
                : t('subscriptions.renew')}
            </Button>
          </Flex>
        )}
      </Card>
    </>
  );
}
