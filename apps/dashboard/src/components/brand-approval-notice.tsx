import type { ApprovalStatus } from '@sufra/contract/approval';
import { ownVendor } from '@sufra/contract/endpoints/vendors';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../lib/api-client.ts';
import { queryKeys, useQueryScope } from '../lib/query-keys.ts';
import { useSession } from '../lib/session.ts';

/** The caller's own brand as the API has it now (the status may have changed since sign-in). */
function useOwnBrand(brandId: number | null | undefined, enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: queryKeys.detail(scope, 'vendors', brandId ?? 0),
    enabled: enabled && typeof brandId === 'number',
    retry: false,
    queryFn: async () =>
      (await call(ownVendor, { params: { id: brandId ?? 0 }, userType: 'vendor', notify: false })).data,
  });
}

const TYPES: Partial<Record<ApprovalStatus, 'warning' | 'info' | 'error'>> = {
  PendingAdminApproval: 'warning',
  AdminApproved: 'info',
  PendingDocumentsApproval: 'info',
  DocumentsRejected: 'error',
};

/**
 * Where a brand stands until its documents are approved (DOMAIN.md "Accounts and sign-in"): waiting
 * for the administration, asked for its documents, under review, or rejected with the reason the
 * administration gave; the vendor is led to its brand page to complete or upload them again.
 */
export function BrandApprovalNotice() {
  const { t } = useTranslation();
  const { user, userType } = useSession();
  const isVendor = userType === 'vendor' || user?.type === 'vendor';
  const fresh = useOwnBrand(user?.brand_id, isVendor && Boolean(user?.brand_status));
  const status = fresh.data?.status ?? user?.brand_status;
  const type = status ? TYPES[status] : undefined;
  if (!status || !type) return null;
  const reason = status === 'DocumentsRejected' ? fresh.data?.status_reason : null;
  return (
    <Alert
      type={type}
      showIcon
      role="status"
      title={t(`approval.notice.${status}`)}
      description={
        <>
          <Typography.Paragraph className="approval-notice-detail">
            {t(`approval.notice_detail.${status}`)}
          </Typography.Paragraph>
          {reason ? (
            <Typography.Paragraph strong data-testid="rejection-reason">
              {t('approval.rejection_reason')}: {reason}
            </Typography.Paragraph>
          ) : null}
          {isVendor && status !== 'PendingDocumentsApproval' ? (
            <Link to="/my-brand">
              {t(status === 'DocumentsRejected' ? 'approval.upload_again' : 'approval.complete')}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
