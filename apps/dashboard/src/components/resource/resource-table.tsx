import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { columnTitle, renderValue } from './render-value.tsx';
import type { ResourcePageConfig, ResourceRecord } from './resource-config.ts';
import { RowActions, StatusCell } from './row-actions.tsx';

interface ResourceTableProps {
  config: ResourcePageConfig;
  rows: readonly ResourceRecord[];
  loading: boolean;
  onView: (record: ResourceRecord) => void;
}

/** The server-paginated table of a list page (pagination is rendered apart, from the meta). */
export function ResourceTable({ config, rows, loading, onView }: ResourceTableProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const ctx = { t, lang, labels: config.resource.labels };
  const columns: ColumnsType<ResourceRecord> = [
    ...config.columns.map((column) => ({
      key: column.key,
      title: columnTitle(column, ctx),
      width: column.width,
      render: (_: unknown, record: ResourceRecord) =>
        column.key === 'blocked' && !column.render ? (
          <StatusCell config={config} record={record} />
        ) : (
          renderValue(record, column, ctx)
        ),
    })),
    {
      key: 'actions',
      title: t('list.actions'),
      className: 'no-print',
      fixed: 'end' as const,
      render: (_: unknown, record: ResourceRecord) => (
        <RowActions config={config} record={record} onView={onView} />
      ),
    },
  ];
  return (
    <Table<ResourceRecord>
      className="print-area"
      rowKey="id"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('list.no_results') }}
    />
  );
}
