import type { Endpoint, EndpointMethods, EndpointRealm, pageQuery } from '@sufra/contract/endpoints/endpoint';
import type { PageMeta } from '@sufra/contract/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cloneElement, isValidElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import type { RenderContext } from './resource-config.ts';

const PER_PAGE = 10;

/** A `recordLines` endpoint of the contract: one page of a record's lines, each a `Row`. */
type LinesEndpoint<Row> = Endpoint<
  EndpointMethods,
  `/${string}/:id/${string}`,
  EndpointRealm,
  typeof pageQuery,
  undefined,
  { readonly 200: z.ZodType<{ data: Row[]; meta: PageMeta }> },
  undefined
>;

/** A section of a details drawer listing one record's lines, declared once by its feature. */
export interface RecordLines<Row> {
  /**
   * The contract's endpoint of the record's lines (`recordLines`: `GET /coupons/:id/uses`): a page of
   * them is cached under the resource its path is nested in, so a change to it refreshes them.
   */
  endpoint: LinesEndpoint<Row>;
  /** The section's test id; its heading's id is this with `-title`. */
  testId: string;
  /** i18n keys of the heading and of what an empty table says. */
  titleKey: string;
  emptyKey: string;
  /** The table's columns, in the interface language. */
  columns: (ctx: RenderContext) => ColumnsType<Row>;
  /** The empty table shows antd's empty picture over its text. */
  emptyPicture?: boolean;
  /** Extra classes of the section and of its heading. */
  className?: string;
  titleClassName?: string;
  /** antd's one-line pager (page x / y), showing the page the table shows. */
  simplePager?: boolean;
}

/**
 * The details drawer's section of `lines` for the record `recordId`: a titled small table of its
 * lines, ten a page, newest first as the server sends them, with a pager only when there is more
 * than one page. The previous page stays on screen while the next one loads.
 */
export function PagedDrawerTable<Row extends { id: number }>({
  lines: {
    endpoint,
    testId,
    titleKey,
    emptyKey,
    columns,
    emptyPicture = false,
    className,
    titleClassName,
    simplePager = false,
  },
  recordId,
}: {
  lines: RecordLines<Row>;
  recordId: number;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const scope = useQueryScope();
  const [page, setPage] = useState(1);
  // `/coupons/:id/uses` → coupons
  const resource = endpoint.path.split('/')[1] ?? '';
  const lines = useQuery({
    queryKey: queryKeys.ledger(scope, resource, recordId, page),
    queryFn: ({ signal }) =>
      call(endpoint, {
        params: { id: recordId },
        query: { page, per_page: PER_PAGE },
        signal,
        ...scopeRequest(scope),
      }),
    placeholderData: keepPreviousData,
  });
  const meta = lines.data?.meta;
  const titleId = `${testId}-title`;
  // antd's previous and next buttons are named by nothing but their (decorative) arrows.
  const pagerNames: Record<string, string> = { prev: t('list.previous_page'), next: t('list.next_page') };
  const itemRender = (_page: number, type: string, element: ReactNode) =>
    pagerNames[type] && isValidElement<{ 'aria-label'?: string }>(element)
      ? cloneElement(element, { 'aria-label': pagerNames[type] })
      : element;
  return (
    <section aria-labelledby={titleId} className={className} data-testid={testId}>
      {/* The drawer's sections, under the page's one h1, at a section heading's size. */}
      <Typography.Title level={2} id={titleId} className={`section-title ${titleClassName ?? ''}`}>
        {t(titleKey)}
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey="id"
        columns={columns({ t, lang })}
        dataSource={lines.data?.data ?? []}
        loading={lines.isFetching}
        locale={{ emptyText: emptyPicture ? <Empty description={t(emptyKey)} /> : t(emptyKey) }}
        pagination={
          meta && meta.total > PER_PAGE
            ? simplePager
              ? {
                  current: meta.current_page,
                  pageSize: PER_PAGE,
                  total: meta.total,
                  simple: true,
                  onChange: setPage,
                  itemRender,
                }
              : {
                  current: page,
                  pageSize: PER_PAGE,
                  total: meta.total,
                  onChange: setPage,
                  showSizeChanger: false,
                  itemRender,
                }
            : false
        }
      />
    </section>
  );
}
