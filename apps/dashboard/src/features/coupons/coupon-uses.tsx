import { couponUses } from '@sufra/contract/endpoints/coupons';
import type { CouponUse } from '@sufra/contract/resources/coupons';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PagedDrawerTable } from '../../components/resource/paged-drawer-table.tsx';
import { call } from '../../lib/api-client.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';

/**
 * A coupon's uses in its details drawer (`GET coupons/{id}/uses`): newest first, each with its order,
 * customer, discount and time; a canceled order's use shows it was given back.
 */
export function CouponUses({ couponId }: { couponId: number }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const columns: ColumnsType<CouponUse> = [
    {
      key: 'order',
      title: t('coupons.order'),
      render: (_, use) => (
        <span className="person-cell">
          <bdi dir="ltr">{use.order_number}</bdi>
          <span>{use.client_name}</span>
        </span>
      ),
    },
    {
      key: 'discount',
      title: t('coupons.discount'),
      width: 96,
      render: (_, use) => <bdi>{formatAmount(use.discount, lang)}</bdi>,
    },
    {
      key: 'when',
      title: t('coupons.when'),
      width: 150,
      render: (_, use) => (
        <span className="person-cell">
          <span>{formatDateTime(use.created_at, lang)}</span>
          {use.released_at ? (
            <Tag className="status-tag" color="orange">
              {t('coupons.released')}
            </Tag>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    // Under the coupons resource: a change to the coupons refreshes it too.
    <PagedDrawerTable<CouponUse>
      resource="coupons"
      recordId={couponId}
      load={(query, options) => call(couponUses, { params: { id: couponId }, query, ...options })}
      testId="coupon-uses"
      title={t('coupons.uses_title')}
      columns={columns}
      emptyText={t('coupons.no_uses')}
    />
  );
}
