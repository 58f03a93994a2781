import type { ApprovalStatus } from '@sufra/contract/approval';
import type { ApprovalResource } from '@sufra/contract/endpoints/approval';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Each approval status with its colour: waiting amber, approved blue, under review purple, done
 * green, rejected red; solid and dark enough for white text (WCAG AA contrast, light and dark themes).
 */
export const APPROVAL_COLORS: Readonly<Record<ApprovalStatus, string>> = {
  PendingAdminApproval: '#874d00',
  AdminApproved: '#0958d9',
  PendingDocumentsApproval: '#531dab',
  DocumentsApproved: '#237804',
  DocumentsRejected: '#a8071a',
};

/**
 * The i18next context of a resource's status names: Arabic agrees the status with what it is of
 * (a brand, علامة تجارية, is معتمدة; a branch, فرع, is معتمد), so a branch's keys end in `_branch`
 * where its wording differs.
 */
export function approvalContext(resource: ApprovalResource): { context?: 'branch' } {
  return resource === 'branches' ? { context: 'branch' } : {};
}

export function ApprovalTag({ status, resource }: { status: ApprovalStatus; resource: ApprovalResource }) {
  const { t } = useTranslation();
  return (
    <Tag color={APPROVAL_COLORS[status]}>{t(`approval.statuses.${status}`, approvalContext(resource))}</Tag>
  );
}
