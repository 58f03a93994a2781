import type { PaymentRecord } from '@sufra/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Grid, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatAmount, formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { detailQueryOptions, useQueryScope } from '../../lib/query-keys.ts';
import { startRenewal } from './renew-page.tsx';
import { RemainingDays, subscriptionLabel } from './subscription-tags.tsx';

/** The page asks every 2 s, for a minute, before saying the gateway has not answered yet. */
const POLL_MS = 2_000;
const WAIT_MS = 60_000;

/**
 * `/payment/success` and `/payment/fail` (`?payment_id=`): what the server holds of the payment,
 * never what the URL says. A payment the gateway has not reported yet is waited for; a paid one
 * shows the extended subscription and leads on to the subscriptions; a failed one offers a retry.
 */
export function PaymentResultPage({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const [params] = useSearchParams();
  const id = Number(params.get('payment_id'));
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // On a phone each figure sits under its label: side by side, a seller's name breaks mid-word.
  const phone = Grid.useBreakpoint().sm === false;
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const payment = useQuery({
    ...detailQueryOptions<PaymentRecord>(scope, 'payments', id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'initiated' && !gaveUp ? POLL_MS : false),
  });
  const title = t(expected === 'success' ? 'payment.success_route' : 'payment.fail_route');
  const header = (
    <PageHeader
      title={title}
      under={{ title: t('resources.subscriptions.title'), to: '/subscription/record' }}
    />
  );
  const toSubscriptions = (
    <Link key="subscriptions" to="/subscription/record">
      <Button type="primary">{t('payment.to_subscriptions')}</Button>
    </Link>
  );

  if (!Number.isInteger(id) || id <= 0 || payment.isError)
    return (
      <>
        {header}
        <Result status="404" title={t('payment.not_found')} extra={toSubscriptions} />
      </>
    );
  const data = payment.data;
  if (!data || data.status === 'initiated')
    return (
      <>
        {header}
        <Result
          icon={<Spin size="large" />}
          title={t('payment.waiting_title')}
          subTitle={gaveUp ? t('payment.still_waiting') : t('payment.waiting_hint')}
          extra={gaveUp ? toSubscriptions : undefined}
        />
      </>
    );

  const subscription = data.subscription;
  if (data.status === 'paid')
    return (
      <>
        {header}
        <Result
          className="payment-result"
          status="success"
          title={t('payment.success_title')}
          subTitle={t('payment.success_hint', {
            amount: formatAmount(data.amount, lang),
            plan: data.plan ? subscriptionLabel(lang, data.plan) : '',
          })}
          extra={toSubscriptions}
        >
          {subscription ? (
            <Descriptions
              size="small"
              bordered
              column={1}
              layout={phone ? 'vertical' : 'horizontal'}
              items={[
                {
                  key: 'next',
                  label: t('subscriptions.next_deduction_date'),
                  children: (
                    <strong data-testid="next-deduction">
                      {formatDate(subscription.next_deduction_date, lang)}
                    </strong>
                  ),
                },
                {
                  key: 'left',
                  label: t('subscriptions.remaining_time'),
                  children: <RemainingDays days={subscription.remaining_time} />,
                },
                {
                  key: 'count',
                  label: t('subscriptions.number_deduction'),
                  children: subscription.number_deduction,
                },
                // The platform bills the subscription: its legal name and VAT number (settings).
                ...(data.seller
                  ? [
                      { key: 'seller', label: t('settings.seller'), children: data.seller.name },
                      ...(data.seller.vat_number
                        ? [
                            {
                              key: 'seller_vat',
                              label: t('settings.seller_vat'),
                              children: <bdi data-testid="seller-vat">{data.seller.vat_number}</bdi>,
                            },
                          ]
                        : []),
                    ]
                  : []),
              ]}
            />
          ) : null}
        </Result>
      </>
    );

  const retry = async () => {
    if (!subscription || !data.plan) return;
    setRetrying(true);
    setRetryError(null);
    try {
      await startRenewal(subscription.id, data.plan);
    } catch (failure) {
      setRetryError(failure instanceof ApiError ? failure.message : t('errors.network'));
      setRetrying(false);
    }
  };
  return (
    <>
      {header}
      <Result
        status="error"
        title={t('payment.fail_title')}
        subTitle={t(data.failure_reason === 'expired' ? 'payment.fail_expired' : 'payment.fail_hint')}
        extra={
          <Flex gap={8} wrap justify="center">
            {subscription && data.plan ? (
              <Button type="primary" loading={retrying} onClick={retry}>
                {t('payment.retry')}
              </Button>
            ) : null}
            <Link to="/subscription/record">
              <Button>{t('payment.to_subscriptions')}</Button>
            </Link>
          </Flex>
        }
      >
        {retryError ? <Alert type="error" showIcon message={retryError} /> : null}
      </Result>
    </>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage expected="success" />;
export const PaymentFailPage = () => <PaymentResultPage expected="fail" />;
