import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/permissions.ts';
import { useConfirm } from '../confirm-dialog.ts';
import { StatusTag } from './render-value.tsx';
import type { ResourcePageConfig, ResourceRecord } from './resource-config.ts';
import { useDeleteRecord, useToggleStatus } from './use-resource-mutations.ts';

interface RowProps {
  config: ResourcePageConfig;
  record: ResourceRecord;
}

/** Details, edit and delete, each shown only with its permission (SPEC §2, §6). */
export function RowActions({
  config,
  record,
  onView,
}: RowProps & { onView: (record: ResourceRecord) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteRecord(config.resource.name);
  const { permission, actions } = config.resource;
  const canView = can('read', permission);
  const canEdit = actions.update && can('update', permission);
  const canDelete = actions.delete && can('delete', permission);

  if (!canView && !canEdit && !canDelete) {
    return <Typography.Text type="secondary">{t('list.operation_not_allowed')}</Typography.Text>;
  }
  return (
    <Flex gap={4}>
      {canView ? (
        <Tooltip title={t('actions.details')}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('actions.details')}
            onClick={() => onView(record)}
          />
        </Tooltip>
      ) : null}
      {canEdit ? (
        <Tooltip title={t('actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('actions.edit')}
            onClick={() => navigate(`/${config.route}/${record.id}/edit`)}
          />
        </Tooltip>
      ) : null}
      {canDelete ? (
        <Tooltip title={t('actions.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('actions.delete')}
            onClick={() =>
              confirm({
                title: t('dialogs.delete_title'),
                content: t('dialogs.delete_body'),
                okText: t('actions.delete'),
                danger: true,
                onOk: () => remove(record.id),
              })
            }
          />
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** Active/Inactive from `blocked`; with the update right, a switch that asks before flipping. */
export function StatusCell({ config, record }: RowProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const toggle = useToggleStatus(config.resource.name);
  const blocked = Boolean(record.blocked);
  const ctx = {
    t,
    lang: i18n.language === 'ar' ? ('ar' as const) : ('en' as const),
    labels: config.resource.labels,
  };
  if (!(config.resource.actions.update && can('update', config.resource.permission))) {
    return <StatusTag blocked={blocked} ctx={ctx} />;
  }
  return (
    <Switch
      checked={!blocked}
      checkedChildren={t('status.active')}
      unCheckedChildren={t('status.inactive')}
      aria-label={t('status.toggle')}
      onChange={() =>
        confirm({
          title: t(blocked ? 'dialogs.activate_title' : 'dialogs.deactivate_title'),
          content: t('dialogs.status_body'),
          onOk: () => toggle(record.id),
        })
      }
    />
  );
}
