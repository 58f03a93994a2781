import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { columnTitle, renderValue } from './render-value.tsx';
import type { ResourceColumn, ResourcePageConfig, ResourceRecord } from './resource-config.ts';
import { actionsColumnWidth, RowActions, StatusCell, useRowActionRights } from './row-actions.tsx';

interface ResourceTableProps {
  config: ResourcePageConfig;
  rows: readonly ResourceRecord[];
  loading: boolean;
  onView: (record: ResourceRecord) => void;
}

/** The width of a column that sets none: narrow for ids, dates and the status switch, more for text. */
export function columnWidth(column: ResourceColumn): number {
  if (column.width) return column.width;
  if (column.key === 'id') return 64;
  if (column.key === 'blocked') return 110;
  if (column.key.endsWith('_at')) return 120;
  return 140;
}

/** Plain text a column shows as is: cut with an ellipsis (the whole value in the title). */
function isPlainText(column: ResourceColumn): boolean {
  return !column.render && column.key !== 'blocked' && !column.key.endsWith('_at');
}

/**
 * The server-paginated table of a list page (pagination is rendered apart, from the meta). Every
 * column has a width and the horizontal scroll is their sum, so a table that fits its page never
 * slides under the sticky actions column, and one that does not (a phone) scrolls to every column.
 */
export function ResourceTable({ config, rows, loading, onView }: ResourceTableProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const rights = useRowActionRights(config);
  const ctx = { t, lang, labels: config.resource.labels };
  const actionsWidth = actionsColumnWidth(rights);
  const columns: ColumnsType<ResourceRecord> = [
    ...config.columns.map((column) => ({
      key: column.key,
      title: columnTitle(column, ctx),
      width: columnWidth(column),
      render: (_: unknown, record: ResourceRecord) => {
        if (column.key === 'blocked' && !column.render) return <StatusCell config={config} record={record} />;
        const value = renderValue(record, column, ctx);
        // Plain text stays on one line, cut with an ellipsis; the whole text shows on hover. It takes
        // the direction of its own words (`dir="auto"`): an e-mail in an Arabic list reads from its
        // start and is cut at its end.
        return isPlainText(column) && typeof value === 'string' ? (
          <span className="cell-text" title={value} dir="auto">
            {value}
          </span>
        ) : (
          value
        );
      },
    })),
    {
      key: 'actions',
      title: t('list.actions'),
      className: 'no-print',
      fixed: 'end' as const,
      width: actionsWidth,
      render: (_: unknown, record: ResourceRecord) => (
        <RowActions config={config} record={record} onView={onView} />
      ),
    },
  ];
  const scrollX = config.columns.reduce((sum, column) => sum + columnWidth(column), actionsWidth);
  return (
    <Table<ResourceRecord>
      className="print-area resource-table"
      size="middle"
      rowKey={config.rowKey ? (record) => config.rowKey?.(record) ?? String(record.id) : 'id'}
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: scrollX }}
      locale={{ emptyText: t('list.no_results') }}
    />
  );
}
