import type { PageMeta } from '@sufra/contract/resource';
import type { CouponUse } from '@sufra/contract/resources/coupons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

const PER_PAGE = 10;

/**
 * A coupon's uses in its details drawer (`GET coupons/{id}/uses`): newest first, each with its order,
 * customer, discount and time; a canceled order's use shows it was given back.
 */
export function CouponUses({ couponId }: { couponId: number }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const [page, setPage] = useState(1);
  const uses = useQuery({
    // Under the coupons resource: a change to the coupons refreshes it too.
    queryKey: queryKeys.ledger(scope, 'coupons', couponId, page),
    queryFn: ({ signal }) =>
      api<{ data: CouponUse[]; meta: PageMeta }>(`coupons/${couponId}/uses`, {
        query: { page, per_page: PER_PAGE },
        signal,
        ...scopeRequest(scope),
      }),
    placeholderData: keepPreviousData,
  });
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
  const meta = uses.data?.meta;
  return (
    <section aria-labelledby="coupon-uses-title" data-testid="coupon-uses">
      <Typography.Title level={5} id="coupon-uses-title">
        {t('coupons.uses_title')}
      </Typography.Title>
      <Table<CouponUse>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={uses.data?.data ?? []}
        loading={uses.isFetching}
        locale={{ emptyText: t('coupons.no_uses') }}
        pagination={
          meta && meta.total > PER_PAGE
            ? {
                current: page,
                pageSize: PER_PAGE,
                total: meta.total,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
      />
    </section>
  );
}
