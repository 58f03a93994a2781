import {
  CalendarOutlined,
  ShoppingCartOutlined,
  StarFilled,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { home as homeStats } from '@sufra/contract/endpoints/home';
import { type HomeStats, seesSalesAndCustomers } from '@sufra/contract/home';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Grid, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandApprovalNotice } from '../../components/brand-approval-notice.tsx';
import { ChartPlaceholder, chartHeight } from '../../components/chart/chart-frame.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { call } from '../../lib/api-client.ts';
import {
  formatAmount,
  formatDate,
  formatDayShort,
  formatMonth,
  formatMonthShort,
  formatNumber,
} from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { RankCard, StatCard } from './home-cards.tsx';

/** The chart library is a chunk of its own, fetched after the cards have rendered. */
const BarChartCard = lazy(() =>
  import('../../components/chart/bar-chart.tsx').then((m) => ({ default: m.BarChartCard })),
);

const HomePeriod = lazy(() => import('./home-period.tsx'));

type Activity = { name: string; orders: number; reservations: number };
type OverTime = HomeStats['over_time'];

/**
 * Sales (or, for kitchen and cashier, orders) per day or month of the period, oldest first along the
 * reading direction; the last 36 months of a longer span.
 */
function OverTimeChart({ overTime, money }: { overTime: OverTime; money: boolean }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const daily = overTime.unit === 'day';
  const points = daily ? overTime.points : overTime.points.slice(-36);
  const title = t(money ? 'home.sales_over_time' : 'home.orders_over_time');
  return (
    <Suspense fallback={<ChartPlaceholder title={title} height={chartHeight(points.length, 'columns', 1)} />}>
      <BarChartCard
        title={title}
        categoryLabel={t(daily ? 'reservations_page.day' : 'home.month')}
        valueLabel={t(money ? 'home.sales' : 'home.orders_count')}
        kind={money ? 'money' : 'count'}
        layout="columns"
        limit={points.length}
        data={points.map((point) => ({
          key: point.period,
          label: daily ? formatDate(point.period, lang) : formatMonth(point.period, lang),
          axisLabel: daily ? formatDayShort(point.period, lang) : formatMonthShort(point.period, lang),
          value: money ? Number(point.sales ?? 0) : point.orders,
        }))}
      />
    </Suspense>
  );
}

/**
 * Orders beside reservations of each branch or city, the busiest first (the same rows as the table).
 * `wide`: a chart across the page (branches, "Brand - Branch"), whose names get more room on a wide screen.
 */
function ActivityChart({
  title,
  rows,
  tableId,
  wide = false,
}: {
  title: string;
  rows: Activity[];
  tableId: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const legend = [t('home.orders_count'), t('home.reservations_count')] as const;
  return (
    <Suspense
      fallback={
        <ChartPlaceholder
          title={title}
          height={chartHeight(Math.min(rows.length, 10), 'bars', 2)}
          legend={legend}
          describedBy={tableId}
        />
      }
    >
      <BarChartCard
        title={title}
        categoryLabel={t('home.name')}
        valueLabel={legend[0]}
        secondLabel={legend[1]}
        kind="count"
        describedBy={tableId}
        labelWidth={wide && screens.lg ? 230 : 150}
        data={[...rows]
          .sort((a, b) => b.orders - a.orders)
          .map((row, index) => ({
            key: `${index}`,
            label: row.name,
            value: row.orders,
            second: row.reservations,
          }))}
      />
    </Suspense>
  );
}

/** The home cards of SPEC §1 from `GET {userType}/home`; each card stays empty while there is no data. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const { userType, user } = useSession();
  // The period lives in the address (?from=…&to=…): a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const period = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
  const filter: Record<string, string> =
    period.from && period.to ? { 'filter[from]': period.from, 'filter[to]': period.to } : {};
  const query = new URLSearchParams(filter);
  const home = useQuery({
    queryKey: queryKeys.home(scope, query.toString()),
    queryFn: ({ signal }) =>
      call(homeStats, {
        notify: false,
        signal,
        query: filter,
        ...scopeRequest(scope),
      }).then((r): Partial<HomeStats> => r.data),
    placeholderData: (previous) => previous,
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

  /** The counts, then (for those who see them) the customers and the sales. */
  const statCards = [
    { key: 'orders_count', icon: <ShoppingCartOutlined />, value: count(data.orders_count) },
    { key: 'reservations_count', icon: <CalendarOutlined />, value: count(data.reservations_count) },
    ...(moneyCards
      ? [
          { key: 'clients_count', icon: <TeamOutlined />, value: count(data.clients_count) },
          // riyals: a wallet, not a dollar sign
          { key: 'sales', icon: <WalletOutlined />, value: money(data.sales) },
        ]
      : []),
  ];
  /** The ratings of the brands or of the branches: each name with its mean rating and how many. */
  const ratingCard = (key: 'brand_ratings' | 'top_rated', id: string) => (
    <RankCard
      title={t(`home.${key}`)}
      columns={[
        { key: 'rating', title: t('home.rating') },
        { key: 'count', title: t('home.ratings_count') },
      ]}
      rows={(data[key] ?? []).map((row, index) => ({
        key: `${id}-${index}`,
        name: row.name,
        cells: { rating: rating(row.rating), count: formatNumber(row.count, lang) },
      }))}
    />
  );
  /** The orders and reservations of each city or branch, charted above their table. */
  const activityCard = (key: 'per_city' | 'per_branch', tableId: string, wide = false) => {
    const rows: Activity[] = data[key] ?? [];
    return (
      <RankCard
        title={t(`home.${key}`)}
        columns={[
          { key: 'orders', title: t('home.orders_count') },
          { key: 'reservations', title: t('home.reservations_count') },
        ]}
        rows={rows.map((row, index) => ({
          key: index,
          name: row.name,
          cells: {
            orders: formatNumber(row.orders, lang),
            reservations: formatNumber(row.reservations, lang),
          },
        }))}
        tableId={tableId}
        chart={<ActivityChart title={t(`home.${key}`)} rows={rows} tableId={tableId} wide={wide} />}
      />
    );
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('routes.home')}
        extra={
          <Suspense fallback={null}>
            <HomePeriod
              value={period}
              onChange={(next) =>
                setSearch(next.from && next.to ? { from: next.from, to: next.to } : {}, { replace: true })
              }
            />
          </Suspense>
        }
      />
      <BrandApprovalNotice />
      <Row gutter={[16, 16]}>
        {statCards.map(({ key, icon, value }) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <StatCard title={t(`home.${key}`)} icon={icon} value={value} />
          </Col>
        ))}
      </Row>
      {data.over_time ? <OverTimeChart overTime={data.over_time} money={moneyCards} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          {ratingCard('brand_ratings', 'brand')}
        </Col>
        <Col xs={24} lg={12}>
          {ratingCard('top_rated', 'branch')}
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
          {activityCard('per_city', 'home-per-city')}
        </Col>
        <Col xs={24}>{activityCard('per_branch', 'home-per-branch', true)}</Col>
      </Row>
    </Flex>
  );
}
