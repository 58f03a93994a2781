import { brandMayOperate } from '@sufra/contract/approval';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session.ts';

/**
 * Why a brand's users can change nothing yet (DOMAIN.md "Accounts and sign-in"): shown while the
 * brand waits for the administration or its documents were rejected; nothing once it is approved.
 */
export function BrandApprovalNotice() {
  const { t } = useTranslation();
  const status = useSession().user?.brand_status;
  if (!status || brandMayOperate(status)) return null;
  const rejected = status === 'DocumentsRejected';
  return (
    <Alert
      type={rejected ? 'error' : 'warning'}
      showIcon
      role="status"
      title={t(rejected ? 'approval.DocumentsRejected' : 'approval.PendingAdminApproval')}
      description={t(rejected ? 'approval.rejected_detail' : 'approval.waiting_detail')}
    />
  );
}
