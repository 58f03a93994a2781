import type { PageMeta } from '@sufra/contract/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

const PER_PAGE = 10;

export interface PagedDrawerTableProps<Row> {
  /** The resource the lines belong to: they are cached under it, so a change to it refreshes them. */
  resource: string;
  /** The record whose lines these are. */
  recordId: number;
  /**
   * One page of them: the caller's call of its declared endpoint (`call(couponUses, { params, query,
   * ...options })`) with this page and these request options.
   */
  load: (
    query: { page: number; per_page: number },
    options: ReturnType<typeof scopeRequest> & { signal: AbortSignal },
  ) => Promise<{ data: Row[]; meta: PageMeta }>;
  /** The section's test id; its heading's id is this with `-title`. */
  testId: string;
  title: ReactNode;
  columns: ColumnsType<Row>;
  emptyText: ReactNode;
  /** Extra classes of the section and of its heading. */
  className?: string;
  titleClassName?: string;
  /** antd's one-line pager (page x / y), showing the page the table shows. */
  simplePager?: boolean;
}

/**
 * A section of a details drawer: a titled small table of one record's lines, ten a page, newest
 * first as the server sends them, with a pager only when there is more than one page. The previous
 * page stays on screen while the next one loads.
 */
export function PagedDrawerTable<Row extends { id: number }>({
  resource,
  recordId,
  load,
  testId,
  title,
  columns,
  emptyText,
  className,
  titleClassName,
  simplePager = false,
}: PagedDrawerTableProps<Row>) {
  const scope = useQueryScope();
  const [page, setPage] = useState(1);
  const lines = useQuery({
    queryKey: queryKeys.ledger(scope, resource, recordId, page),
    queryFn: ({ signal }) => load({ page, per_page: PER_PAGE }, { signal, ...scopeRequest(scope) }),
    placeholderData: keepPreviousData,
  });
  const meta = lines.data?.meta;
  const titleId = `${testId}-title`;
  return (
    <section aria-labelledby={titleId} className={className} data-testid={testId}>
      <Typography.Title level={5} id={titleId} className={titleClassName}>
        {title}
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={lines.data?.data ?? []}
        loading={lines.isFetching}
        locale={{ emptyText }}
        pagination={
          meta && meta.total > PER_PAGE
            ? simplePager
              ? {
                  current: meta.current_page,
                  pageSize: PER_PAGE,
                  total: meta.total,
                  simple: true,
                  onChange: setPage,
                }
              : {
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
