import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type PageMeta, PER_PAGE_OPTIONS } from '@sufra/contract/resource';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { pageWindow } from '../../lib/list-query.ts';

interface ListPaginationProps {
  meta: PageMeta;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** "from-to of total", at most 10 page links, and the page size (SPEC §2, §9). */
export function ListPagination({ meta, onPage, onPerPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const pages = pageWindow(meta.current_page, meta.last_page);
  // Chevrons point along the reading direction: "previous" is right of the numbers in RTL.
  const Prev = lang === 'ar' ? RightOutlined : LeftOutlined;
  const Next = lang === 'ar' ? LeftOutlined : RightOutlined;

  return (
    <Flex className="list-pagination no-print" justify="space-between" align="center" wrap gap={12}>
      <Typography.Text data-testid="page-range">
        {meta.total > 0
          ? t('list.range', {
              // Isolated left-to-right so "1-10" never turns around in Arabic text.
              range: `\u2066${formatNumber(meta.from ?? 0, lang)}-${formatNumber(meta.to ?? 0, lang)}\u2069`,
              total: formatNumber(meta.total, lang),
            })
          : t('list.range_empty')}
      </Typography.Text>
      <nav aria-label={t('list.pagination')}>
        <Flex gap={4} wrap align="center">
          <Button
            icon={<Prev />}
            aria-label={t('list.previous_page')}
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          />
          {pages.map((page) => (
            <Button
              key={page}
              type={page === meta.current_page ? 'primary' : 'default'}
              aria-current={page === meta.current_page ? 'page' : undefined}
              aria-label={t('list.page_n', { page })}
              onClick={() => onPage(page)}
            >
              {formatNumber(page, lang)}
            </Button>
          ))}
          <Button
            icon={<Next />}
            aria-label={t('list.next_page')}
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          />
          <Select
            aria-label={t('list.per_page')}
            value={meta.per_page}
            onChange={(value: number) => onPerPage(value)}
            options={PER_PAGE_OPTIONS.map((n) => ({
              value: n,
              label: t('list.per_page_option', { count: n }),
            }))}
            popupMatchSelectWidth={false}
            style={{ minInlineSize: 140 }}
          />
        </Flex>
      </nav>
    </Flex>
  );
}
