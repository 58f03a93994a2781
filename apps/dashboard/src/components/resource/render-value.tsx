import { fieldLabel } from '@sufra/contract/messages';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import type { RenderContext, ResourceColumn, ResourceRecord } from './resource-config.ts';

/** The title of a column: its i18n key, or the contract's label of the field. */
export function columnTitle(column: ResourceColumn, ctx: RenderContext): string {
  return column.titleKey ? ctx.t(column.titleKey) : fieldLabel(ctx.lang, column.key, ctx.labels);
}

export function StatusTag({ blocked, ctx }: { blocked: boolean; ctx: RenderContext }) {
  return (
    <Tag color={blocked ? 'default' : 'green'}>{ctx.t(blocked ? 'status.inactive' : 'status.active')}</Tag>
  );
}

/** A value with no custom renderer: dates, flags, lists and text are shown sensibly. */
export function renderValue(record: ResourceRecord, column: ResourceColumn, ctx: RenderContext): ReactNode {
  if (column.render) return column.render(record, ctx);
  const value = record[column.key];
  if (value === null || value === undefined || value === '') return '—';
  if (column.key === 'blocked') return <StatusTag blocked={Boolean(value)} ctx={ctx} />;
  if (column.key.endsWith('_at') && typeof value === 'string') return formatDateTime(value, ctx.lang);
  if (typeof value === 'boolean') return ctx.t(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) return ctx.t('common.count', { count: value.length });
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
