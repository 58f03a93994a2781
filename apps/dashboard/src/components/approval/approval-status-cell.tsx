import { EditOutlined } from '@ant-design/icons';
import { nextApprovalStatuses } from '@sufra/contract/approval';
import type { ApprovalResource } from '@sufra/contract/endpoints/approval';
import type { PermissionResource } from '@sufra/contract/permissions';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/can.ts';
import { IconAction } from '../icon-action.tsx';
import { ApprovalDialog, type ApprovalRecord } from './approval-dialog.tsx';
import { ApprovalTag } from './approval-tag.tsx';

interface ApprovalStatusCellProps {
  /** API resource name (`vendors`, `branches`). */
  resource: ApprovalResource;
  /** The X of `update-X` that allows a step. */
  permission: PermissionResource;
  record: ApprovalRecord;
}

/**
 * The approval status of a row; with the update right and a step to take, a button opening the
 * status dialog next to it.
 */
export function ApprovalStatusCell({ resource, permission, record }: ApprovalStatusCellProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const canChange = can('update', permission) && nextApprovalStatuses(record.status).length > 0;
  return (
    <Flex gap={4} align="center" wrap={false}>
      <ApprovalTag status={record.status} resource={resource} />
      {canChange ? (
        <>
          <IconAction
            title={t('approval.change_title')}
            size="small"
            icon={<EditOutlined />}
            onClick={() => setOpen(true)}
          />
          <ApprovalDialog resource={resource} record={record} open={open} onClose={() => setOpen(false)} />
        </>
      ) : null}
    </Flex>
  );
}
