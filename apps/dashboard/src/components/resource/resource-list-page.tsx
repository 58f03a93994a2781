import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrandWriteBlock } from '../../lib/brand-status.ts';
import { useHolds } from '../../lib/can.ts';
import { useSession } from '../../lib/session.ts';
import { ExportButton } from '../list/export-button.tsx';
import { FilterForm } from '../list/filter-form.tsx';
import { ListPagination } from '../list/list-pagination.tsx';
import { useListController } from '../list/use-list-controller.ts';
import { PageHeader } from '../page-header.tsx';
import { DetailsDrawer } from './details-drawer.tsx';
import { type ResourcePageConfig, type ResourceRecord, realmConfig } from './resource-config.ts';
import { ResourceTable } from './resource-table.tsx';
import './resource-list-page.css';

/** The generic list page (SPEC §2): header, filters, table, pagination, details drawer. */
export function ResourceListPage({ config: page }: { config: ResourcePageConfig }) {
  const { t } = useTranslation();
  const holds = useHolds();
  const navigate = useNavigate();
  const { userType } = useSession();
  const config = useMemo(() => realmConfig(page, userType), [page, userType]);
  const { resource } = config;
  const query = useListController<ResourceRecord>(resource);
  const { list } = query;
  const [viewing, setViewing] = useState<ResourceRecord | null>(null);

  const title = t(`${config.i18nKey}.title`);
  const canCreate = resource.actions.create && holds('create', resource.permission);
  // A brand the server would refuse (waiting for approval) sees the button disabled, and why.
  const writeBlock = useBrandWriteBlock();
  const blockId = useId();

  const rows = list.data?.data ?? [];
  const table = (
    <Card size="small" className="list-table-card">
      {list.isError && !list.data ? <Alert type="error" showIcon title={t('errors.load_failed')} /> : null}
      <ResourceTable config={config} rows={rows} loading={list.isFetching} onView={setViewing} />
      {list.data ? (
        <ListPagination meta={list.data.meta} onPage={query.setPage} onPerPage={query.setPerPage} />
      ) : null}
    </Card>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={title}
        crumbs={[{ title }]}
        extra={
          <>
            {config.ListAction ? (
              <config.ListAction />
            ) : canCreate && writeBlock ? (
              <Flex align="center" gap={8} wrap className="add-blocked">
                <Button type="primary" icon={<PlusOutlined />} disabled aria-describedby={blockId}>
                  {t(`${config.i18nKey}.add`)}
                </Button>
                <Typography.Text type="secondary" id={blockId} data-testid="add-blocked-reason">
                  {writeBlock}
                </Typography.Text>
              </Flex>
            ) : canCreate ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`/${config.route}/add`)}>
                {t(`${config.i18nKey}.add`)}
              </Button>
            ) : null}
            <ExportButton resource={resource.name} state={query.state} />
          </>
        }
      />
      {config.Intro ? <config.Intro /> : null}
      <Card size="small" className="no-print">
        <FilterForm
          resource={resource}
          query={query}
          allowedSorts={list.data?.allowed_sorts ?? {}}
          hiddenSorts={config.hiddenSorts}
          onReload={() => void list.refetch()}
        />
      </Card>
      {config.listAside ? (
        <div className="list-with-aside">
          <aside className="list-aside" aria-label={t('list.chart')}>
            {config.listAside(rows)}
          </aside>
          {table}
        </div>
      ) : (
        table
      )}
      <DetailsDrawer config={config} record={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
