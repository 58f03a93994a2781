import { couponUses } from '@sufra/contract/endpoints/coupons';
import type { CouponUse } from '@sufra/contract/resources/coupons';
import { Tag } from 'antd';
import type { RecordLines } from '../../components/resource/paged-drawer-table.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';

/**
 * A coupon's uses in its details drawer (`GET coupons/{id}/uses`): newest first, each with its order,
 * customer, discount and time; a canceled order's use shows it was given back.
 */
export const couponUsesTable: RecordLines<CouponUse> = {
  endpoint: couponUses,
  testId: 'coupon-uses',
  titleKey: 'coupons.uses_title',
  emptyKey: 'coupons.no_uses',
  columns: ({ t, lang }) => [
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
  ],
};
