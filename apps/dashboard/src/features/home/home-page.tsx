import {
  CalendarOutlined,
  DollarOutlined,
  ShoppingCartOutlined,
  StarFilled,
  TeamOutlined,
} from '@ant-design/icons';
import { type HomeStats, seesSalesAndCustomers } from '@sufra/contract/home';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandApprovalNotice } from '../../components/brand-approval-notice.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { formatAmount, formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { RankCard, type RankRow, StatCard } from './home-cards.tsx';

/** The home cards of SPEC §1 from `GET {userType}/home`; each card stays empty while there is no data. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const { userType, user } = useSession();
  const home = useQuery({
    queryKey: queryKeys.home(scope),
    queryFn: ({ signal }) =>
      api<{ data: Partial<HomeStats> }>('home', { notify: false, signal, ...scopeRequest(scope) }).then(
        (r) => r.data,
      ),
  });
  const data = home.data ?? {};
  // Kitchen and cashier have no sales or customer cards (the API sends none).
  const moneyCards = !userType || seesSalesAndCustomers(userType, user?.sub_role);
  const count = (value: number | undefined) => (typeof value === 'number' ? formatNumber(value, lang) : null);
  const money = (value: string | undefined) =>
    value === undefined ? null : t('common.amount_sar', { amount: formatAmount(value, lang) });
  const rating = (value: string) => (
    <span className="rating">
      <StarFilled aria-hidden /> {formatAmount(value, lang).replace(/0$/, '')}
    </span>
  );

  const ratings = (
    rows: { name: string; rating: string; count: number }[] | undefined,
    id: string,
  ): RankRow[] =>
    (rows ?? []).map((row, index) => ({
      key: `${id}-${index}`,
      name: row.name,
      cells: { rating: rating(row.rating), count: formatNumber(row.count, lang) },
    }));
  const activity = (rows: { name: string; orders: number; reservations: number }[] | undefined): RankRow[] =>
    (rows ?? []).map((row, index) => ({
      key: index,
      name: row.name,
      cells: { orders: formatNumber(row.orders, lang), reservations: formatNumber(row.reservations, lang) },
    }));
  const ratingColumns = [
    { key: 'rating', title: t('home.rating') },
    { key: 'count', title: t('home.ratings_count') },
  ];
  const activityColumns = [
    { key: 'orders', title: t('home.orders_count') },
    { key: 'reservations', title: t('home.reservations_count') },
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('routes.home')} />
      <BrandApprovalNotice />
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title={t('home.orders_count')}
            icon={<ShoppingCartOutlined />}
            value={count(data.orders_count)}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <StatCard
            title={t('home.reservations_count')}
            icon={<CalendarOutlined />}
            value={count(data.reservations_count)}
          />
        </Col>
        {moneyCards && (
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title={t('home.clients_count')}
              icon={<TeamOutlined />}
              value={count(data.clients_count)}
            />
          </Col>
        )}
        {moneyCards && (
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('home.sales')} icon={<DollarOutlined />} value={money(data.sales)} />
          </Col>
        )}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <RankCard
            title={t('home.brand_ratings')}
            columns={ratingColumns}
            rows={ratings(data.brand_ratings, 'brand')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <RankCard
            title={t('home.top_rated')}
            columns={ratingColumns}
            rows={ratings(data.top_rated, 'branch')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <RankCard
            title={t('home.top_selling_meals')}
            columns={[
              { key: 'quantity', title: t('home.quantity') },
              ...(moneyCards ? [{ key: 'revenue', title: t('home.revenue') }] : []),
            ]}
            rows={(data.top_selling_meals ?? []).map((meal, index) => ({
              key: index,
              name: meal.name,
              cells: { quantity: formatNumber(meal.quantity, lang), revenue: money(meal.revenue) },
            }))}
          />
        </Col>
        <Col xs={24} lg={12}>
          <RankCard title={t('home.per_city')} columns={activityColumns} rows={activity(data.per_city)} />
        </Col>
        <Col xs={24}>
          <RankCard title={t('home.per_branch')} columns={activityColumns} rows={activity(data.per_branch)} />
        </Col>
      </Row>
    </Flex>
  );
}
