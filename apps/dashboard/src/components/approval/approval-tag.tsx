import type { ApprovalStatus } from '@sufra/contract/approval';
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

export function ApprovalTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <Tag color={APPROVAL_COLORS[status]}>{t(`approval.statuses.${status}`)}</Tag>;
}
