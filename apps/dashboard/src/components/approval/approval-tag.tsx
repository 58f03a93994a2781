import type { ApprovalStatus } from '@sufra/contract/approval';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each approval status with its colour: waiting amber, approved blue, under review purple, done green, rejected red. */
export const APPROVAL_COLORS: Readonly<Record<ApprovalStatus, string>> = {
  PendingAdminApproval: 'gold',
  AdminApproved: 'blue',
  PendingDocumentsApproval: 'purple',
  DocumentsApproved: 'green',
  DocumentsRejected: 'red',
};

export function ApprovalTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <Tag color={APPROVAL_COLORS[status]}>{t(`approval.statuses.${status}`)}</Tag>;
}
