import { Card } from 'antd';
import type { ReactNode } from 'react';
import './bar-chart.css';

/**
 * The height of a chart's drawing: a bar per row (two with a second series) with room for the axis,
 * at least 160 px; columns over time, 260 px. Known before the drawing's code loads, so the page
 * can keep the chart's place.
 */
export function chartHeight(rows: number, layout: 'bars' | 'columns', series: 1 | 2): number {
  return layout === 'bars' ? Math.max(160, rows * 28 * series + 48) : 260;
}

/** A chart's figure in its card, or bare when it sits in a card of its own (`describedBy`: the table beside it). */
export function ChartFrame({
  describedBy,
  children,
}: {
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return describedBy ? (
    children
  ) : (
    <Card size="small" className="chart-card">
      {children}
    </Card>
  );
}

/**
 * Where a chart will be while its drawing's code loads (the chart is a chunk of its own): its card,
 * its caption and a drawing of its height, so the tables below do not move when it arrives.
 */
export function ChartPlaceholder({
  title,
  height,
  legend,
  describedBy,
}: {
  title: string;
  height: number;
  /** The series' names, when the chart shows a legend (two series). */
  legend?: readonly string[];
  describedBy?: string | undefined;
}) {
  return (
    <ChartFrame describedBy={describedBy}>
      <div className="chart-figure" aria-busy="true" data-testid="chart-placeholder">
        <div className={describedBy ? 'sr-only' : 'chart-title'}>{title}</div>
        <div className="chart-drawing" style={{ blockSize: height }} />
        {legend ? (
          <ul className="chart-legend" aria-hidden="true">
            {legend.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </ChartFrame>
  );
}
