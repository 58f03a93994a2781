import { PlusOutlined } from '@ant-design/icons';
import type { ListResponse } from '@sufra/contract/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { listQueryToApi } from '../../lib/list-query.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { ExportButton } from '../list/export-button.tsx';
import { FilterForm } from '../list/filter-form.tsx';
import { ListPagination } from '../list/list-pagination.tsx';
import { PageHeader } from '../page-header.tsx';
import { DetailsDrawer } from './details-drawer.tsx';
import { type ResourcePageConfig, type ResourceRecord, realmConfig } from './resource-config.ts';
import { ResourceTable } from './resource-table.tsx';
import { listKey } from './use-resource-mutations.ts';

/** The generic list page (SPEC §2): header, filters, table, pagination, details drawer. */
export function ResourceListPage({ config: page }: { config: ResourcePageConfig }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const { userType } = useSession();
  const config = useMemo(() => realmConfig(page, userType), [page, userType]);
  const { resource } = config;
  const query = useListQuery(resource);
  const apiQuery = listQueryToApi(query.state);
  const [viewing, setViewing] = useState<ResourceRecord | null>(null);

  const list = useQuery({
    queryKey: [...listKey(resource.name), userType, apiQuery.toString()],
    queryFn: ({ signal }) => api<ListResponse<ResourceRecord>>(resource.name, { query: apiQuery, signal }),
    placeholderData: keepPreviousData,
  });

  const title = t(`${config.i18nKey}.title`);
  const canCreate = resource.actions.create && can('create', resource.permission);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={title}
        crumbs={[{ title }]}
        extra={
          <>
            {canCreate ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/${config.route}/add`)}>
                {t(`${config.i18nKey}.add`)}
              </Button>
            ) : null}
            <ExportButton resource={resource.name} state={query.state} />
          </>
        }
      />
      <Card size="small" className="no-print">
        <FilterForm
          resource={resource}
          query={query}
          allowedSorts={list.data?.allowed_sorts ?? {}}
          hiddenSorts={config.hiddenSorts}
          onReload={() => void list.refetch()}
        />
      </Card>
      <Card size="small">
        {list.isError && !list.data ? <Alert type="error" showIcon title={t('errors.load_failed')} /> : null}
        <ResourceTable
          config={config}
          rows={list.data?.data ?? []}
          loading={list.isFetching}
          onView={setViewing}
        />
        {list.data ? (
          <ListPagination meta={list.data.meta} onPage={query.setPage} onPerPage={query.setPerPage} />
        ) : null}
      </Card>
      <DetailsDrawer config={config} record={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
