import { Empty, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, formatCompact, formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { RowTable } from '../row-table.tsx';
import { ChartFrame, chartHeight } from './chart-frame.tsx';

/** One bar: its label (a brand, a customer, a month) and its value. */
export interface ChartDatum {
  key: string;
  label: string;
  value: number;
  /** A shorter label for the axis (a month as "Mar 26"); the label cut to fit otherwise. */
  axisLabel?: string;
  /** The second series' value, when the chart has one (reservations beside orders). */
  second?: number;
}

export interface ChartSeriesProps {
  /** The chart's name: its visible title and its accessible name. */
  title: string;
  /** What the values are, the header of the value column of the text alternative. */
  valueLabel: string;
  /** The header of the label column of the text alternative (Brand, Month…). */
  categoryLabel: string;
  data: readonly ChartDatum[];
  /** `money`: SAR amounts; `count`: whole numbers. */
  kind: 'money' | 'count';
  /**
   * `bars`: horizontal bars, the labels down the side (names, any number of them); `columns`:
   * upright bars along the reading direction (months, oldest first).
   */
  layout?: 'bars' | 'columns';
  /** The rows drawn at most (the largest first for `bars`). */
  limit?: number;
  /** A second series drawn beside the first (`second` of each datum), named by this label. */
  secondLabel?: string;
  /**
   * The id of a visible table of the same figures beside the chart (a home card): the chart is
   * described by it, drawn without a card or visible title, and needs no hidden table of its own.
   */
  describedBy?: string;
  /** The width of the names' axis of `bars` (longer names: branches). */
  labelWidth?: number;
}

const TICK_LENGTH = 14;

/** An axis label on as many lines as it has (a month over its year). */
function MultilineTick({
  x,
  y,
  payload,
  fill,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  fill: string;
}) {
  const lines = String(payload?.value ?? '').split('\n');
  return (
    <text x={x} y={y} fill={fill} fontSize={12} textAnchor="middle">
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 12 : 14}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A name cut to what the axis holds (about 8 px a character at 12 px, Arabic letters the wider), whole in the tooltip and table. */
function shortLabel(label: string, width: number): string {
  const length = Math.max(TICK_LENGTH, Math.floor(width / 8));
  const chars = Array.from(label);
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : label;
}

/**
 * A bar chart in the dashboard's look (recharts): colours from the antd theme (light and dark),
 * numbers and money through Intl in the interface language, mirrored for Arabic (bars grow from
 * the right, the labels on the right, time runs right to left). Its text alternative is a visually
 * hidden table of the same figures; the drawing itself is hidden from assistive technology.
 */
export function BarChartCard({
  title,
  valueLabel,
  categoryLabel,
  data,
  kind,
  layout = 'bars',
  limit = 10,
  secondLabel,
  describedBy,
  labelWidth = 112,
}: ChartSeriesProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const rtl = lang === 'ar';
  const { token } = theme.useToken();
  const captionId = useId();
  const shown = data
    .slice(0, limit)
    .map((datum) => ({ ...datum, axis: datum.axisLabel ?? shortLabel(datum.label, labelWidth) }));

  const full = (value: number) =>
    kind === 'money'
      ? t('common.amount_sar', { amount: formatAmount(value, lang) })
      : formatNumber(value, lang);
  const tick = (value: number) => formatCompact(value, lang);
  const axisText = { fill: token.colorTextSecondary, fontSize: 12 };
  const bars = layout === 'bars';
  const series = secondLabel === undefined ? 1 : 2;
  const height = chartHeight(shown.length, layout, series);
  const colors = [token.colorPrimary, token.colorWarning];

  const figure = (
    <figure
      className="chart-figure"
      aria-labelledby={captionId}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    >
      <figcaption id={captionId} className={describedBy ? 'sr-only' : 'chart-title'}>
        {title}
      </figcaption>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.no_data')} />
      ) : (
        <>
          {/* The SVG is laid out left to right and mirrored by its axes, whatever the page's direction. */}
          <div className="chart-drawing" dir="ltr" aria-hidden="true" style={{ blockSize: height }}>
            <ResponsiveContainer width="100%" height={height}>
              <BarChart
                data={shown}
                layout={bars ? 'vertical' : 'horizontal'}
                margin={{ top: 4, right: 20, bottom: 4, left: 20 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke={token.colorBorderSecondary} horizontal={!bars} vertical={bars} />
                {bars ? (
                  <>
                    <XAxis
                      type="number"
                      reversed={rtl}
                      tickCount={4}
                      minTickGap={12}
                      tickFormatter={tick}
                      tick={axisText}
                      stroke={token.colorBorder}
                      allowDecimals={kind === 'money'}
                    />
                    <YAxis
                      type="category"
                      dataKey="axis"
                      orientation={rtl ? 'right' : 'left'}
                      width={labelWidth}
                      tick={axisText}
                      stroke={token.colorBorder}
                      interval={0}
                    />
                  </>
                ) : (
                  <>
                    <XAxis
                      type="category"
                      dataKey="axis"
                      reversed={rtl}
                      minTickGap={6}
                      height={40}
                      interval="preserveStartEnd"
                      tick={<MultilineTick fill={token.colorTextSecondary} />}
                      stroke={token.colorBorder}
                    />
                    <YAxis
                      type="number"
                      orientation={rtl ? 'right' : 'left'}
                      tickCount={5}
                      tickFormatter={tick}
                      tick={axisText}
                      stroke={token.colorBorder}
                      width={64}
                      allowDecimals={kind === 'money'}
                    />
                  </>
                )}
                <Tooltip
                  cursor={{ fill: token.controlItemBgHover }}
                  content={({ active, payload }) => {
                    const datum = payload?.[0]?.payload as ChartDatum | undefined;
                    if (!active || !datum) return null;
                    return (
                      <div
                        className="chart-tooltip"
                        dir={rtl ? 'rtl' : 'ltr'}
                        style={{
                          background: token.colorBgElevated,
                          color: token.colorText,
                          borderColor: token.colorBorderSecondary,
                          boxShadow: token.boxShadowSecondary,
                        }}
                      >
                        <div className="chart-tooltip__label">{datum.label}</div>
                        <div>
                          {valueLabel}: <bdi>{full(datum.value)}</bdi>
                        </div>
                        {secondLabel !== undefined && datum.second !== undefined ? (
                          <div>
                            {secondLabel}: <bdi>{full(datum.second)}</bdi>
                          </div>
                        ) : null}
                      </div>
                    );
                  }}
                />
                {(secondLabel === undefined ? ['value'] : ['value', 'second']).map((dataKey, index) => (
                  <Bar
                    key={dataKey}
                    dataKey={dataKey}
                    fill={colors[index]}
                    radius={bars ? (rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]) : [4, 4, 0, 0]}
                    maxBarSize={24}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          {secondLabel !== undefined ? (
            <ul className="chart-legend" aria-hidden="true">
              {[valueLabel, secondLabel].map((name, index) => (
                <li key={name}>
                  <span className="chart-legend__swatch" style={{ background: colors[index] }} />
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
          {describedBy ? null : (
            <RowTable
              className="sr-only"
              caption={title}
              nameTitle={categoryLabel}
              columns={[
                { key: 'value', title: valueLabel },
                ...(secondLabel !== undefined ? [{ key: 'second', title: secondLabel }] : []),
              ]}
              rows={shown.map((datum) => ({
                key: datum.key,
                name: datum.label,
                cells: { value: full(datum.value), second: full(datum.second ?? 0) },
              }))}
            />
          )}
        </>
      )}
    </figure>
  );

  return <ChartFrame describedBy={describedBy}>{figure}</ChartFrame>;
}
