import { Card, Empty, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowTable } from '../../components/row-table.tsx';

export function StatCard({ title, icon, value }: { title: string; icon: ReactNode; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Card className="stat-card">
      {value === null ? (
        <>
          <Typography.Text type="secondary">
            {icon} {title}
          </Typography.Text>
          <Typography.Paragraph type="secondary" className="stat-empty">
            {t('home.no_data')}
          </Typography.Paragraph>
        </>
      ) : (
        <Statistic title={title} prefix={icon} value={value} />
      )}
    </Card>
  );
}

export interface RankColumn {
  key: string;
  title: string;
}

export interface RankRow {
  key: string | number;
  name: string;
  cells: Record<string, ReactNode>;
}

/** A small ranked table (top meals, ratings, per branch, per city); empty until there is data. */
export function RankCard({
  title,
  columns,
  rows,
  chart,
  tableId,
}: {
  title: string;
  columns: RankColumn[];
  rows: RankRow[];
  /** A chart of the same rows above the table (which describes it: `tableId`). */
  chart?: ReactNode;
  tableId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} className="rank-card">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.no_data')} />
      ) : (
        <>
          {chart}
          <RowTable
            className="rank-table"
            id={tableId}
            nameTitle={t('home.name')}
            columns={columns}
            rows={rows}
          />
        </>
      )}
    </Card>
  );
}
