import { fieldLabel } from '@sufra/contract/messages';
import type { commissionReport } from '@sufra/contract/resources/reports';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BarChartCard, type ChartDatum } from '../../components/chart/bar-chart.tsx';
import { formatMonth, formatMonthShort } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { amountOf } from './report-columns.tsx';

/** A report's chart of one figure per row, the largest first, labelled in the interface language. */
export function ReportChart({
  titleKey,
  categoryKey,
  valueKey,
  kind,
  data,
}: {
  titleKey: string;
  /** What the bars are named by: `charts.{categoryKey}` (`customer`, `brand`). */
  categoryKey: string;
  /** The field label of the figure drawn. */
  valueKey: string;
  kind: 'money' | 'count';
  data: readonly ChartDatum[];
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <BarChartCard
      title={t(titleKey)}
      categoryLabel={t(`charts.${categoryKey}`)}
      valueLabel={fieldLabel(lang, valueKey)}
      kind={kind}
      data={data}
    />
  );
}

/** A report's money chart of one field per row, each bar named by the row's name, the largest first. */
export function RowMoneyChart<K extends string>({
  rows,
  field,
  titleKey,
  categoryKey,
}: {
  rows: readonly ({ id: number; name: string } & Record<K, string>)[];
  field: K;
  titleKey: string;
  categoryKey: string;
}) {
  return (
    <ReportChart
      titleKey={titleKey}
      categoryKey={categoryKey}
      valueKey={field}
      kind="money"
      data={[...rows]
        .map((row) => ({ key: String(row.id), label: row.name, value: amountOf(row[field]) }))
        .sort((a, b) => b.value - a.value)}
    />
  );
}

/** The commission of each month of the rows shown (every brand's together), oldest first. */
export function CommissionChart({ rows }: { rows: readonly z.infer<typeof commissionReport.record>[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const byMonth = new Map<string, number>();
  for (const row of rows) byMonth.set(row.period, (byMonth.get(row.period) ?? 0) + amountOf(row.commission));
  const data = [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, value]) => ({
      key: period,
      label: formatMonth(period, lang),
      axisLabel: formatMonthShort(period, lang),
      value: Math.round(value * 100) / 100,
    }));
  return (
    <BarChartCard
      title={t('charts.commission_per_month')}
      categoryLabel={fieldLabel(lang, 'period')}
      valueLabel={fieldLabel(lang, 'commission')}
      kind="money"
      layout="columns"
      limit={24}
      data={data}
    />
  );
}
