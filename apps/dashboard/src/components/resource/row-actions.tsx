import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/can.ts';
import { useConfirm } from '../confirm-dialog.ts';
import { IconAction } from '../icon-action.tsx';
import { StatusTag } from './render-value.tsx';
import type { ResourcePageConfig, ResourceRecord } from './resource-config.ts';
import { useDeleteRecord, useToggleStatus } from './use-resource-mutations.ts';

interface RowProps {
  config: ResourcePageConfig;
  record: ResourceRecord;
}

/** Which row actions the user may take on this resource. */
export function useRowActionRights(config: ResourcePageConfig) {
  const can = useCan();
  const { permission, actions } = config.resource;
  return {
    canView: can('read', permission),
    canEdit: actions.update && can('update', permission),
    canDelete: actions.delete && can('delete', permission),
  };
}

/** An icon button is 32 px, 4 px apart, in a cell with 8 px padding each side. */
const ACTION_BUTTON = 32;
const ACTION_GAP = 4;
const CELL_PADDING = 16;

/**
 * The width of the actions column: its buttons side by side, never narrower than its title
 * ("Actions", "الإجراءات"), or room for "operation not allowed" when there is none.
 */
export function actionsColumnWidth(rights: ReturnType<typeof useRowActionRights>): number {
  const count = [rights.canView, rights.canEdit, rights.canDelete].filter(Boolean).length;
  if (count === 0) return 160;
  return Math.max(count * ACTION_BUTTON + (count - 1) * ACTION_GAP + CELL_PADDING, 96);
}

/** Details, edit and delete, each shown only with its permission (SPEC §2, §6). */
export function RowActions({
  config,
  record,
  onView,
}: RowProps & { onView: (record: ResourceRecord) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteRecord(config.resource.name);
  const rights = useRowActionRights(config);
  const locked = config.lockedRow?.(record) ?? false;
  const { canView } = rights;
  const canEdit = rights.canEdit && !locked;
  const canDelete = rights.canDelete && !locked;

  if (!canView && !canEdit && !canDelete) {
    return <Typography.Text type="secondary">{t('list.operation_not_allowed')}</Typography.Text>;
  }
  return (
    <Flex gap={ACTION_GAP} wrap={false}>
      {canView ? (
        <IconAction title={t('actions.details')} icon={<EyeOutlined />} onClick={() => onView(record)} />
      ) : null}
      {canEdit ? (
        <IconAction
          title={t('actions.edit')}
          icon={<EditOutlined />}
          onClick={() => navigate(`/${config.route}/${record.id}/edit`)}
        />
      ) : null}
      {canDelete ? (
        <IconAction
          title={t('actions.delete')}
          danger
          icon={<DeleteOutlined />}
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
