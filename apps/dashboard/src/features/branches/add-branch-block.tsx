import { PlusOutlined } from '@ant-design/icons';
import { brandMayOperate } from '@sufra/contract/approval';
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOwnBrand } from '../../lib/brand-status.ts';
import { useHolds } from '../../lib/can.ts';

/**
 * Why the signed-in brand may not add a branch now, as the server would refuse it (branches
 * service, `brandForNewBranch`): its brand waits for the administration's approval or its documents
 * were rejected, or it works with a single branch and already has it. `null` when it may (and for
 * the platform's users, who choose the brand in the form), `undefined` while the brand is still
 * being read. The brand is read afresh on each visit, so a branch just added or an approval just
 * given shows at once.
 */
export function useAddBranchBlock(): string | null | undefined {
  const { t } = useTranslation();
  const { brand, isVendor, user } = useOwnBrand({ fresh: true });
  if (!isVendor) return null;
  if (brand.isPending) return undefined;
  const status = brand.data?.status ?? user?.brand_status ?? null;
  if (status && !brandMayOperate(status)) {
    return t(
      status === 'DocumentsRejected'
        ? 'resources.branches.add_blocked.documents_rejected'
        : 'resources.branches.add_blocked.not_approved',
    );
  }
  if (brand.data?.single_branch && brand.data.branches_count > 0) {
    return t('resources.branches.add_blocked.single_branch');
  }
  return null;
}

/**
 * The branches list's Add button: for a brand that may not add a branch now, shown disabled with
 * the reason beside it (and read with it), never leading to a form the server would refuse.
 */
export function AddBranchAction() {
  const { t } = useTranslation();
  const holds = useHolds();
  const navigate = useNavigate();
  const block = useAddBranchBlock();
  const reasonId = useId();
  if (!holds('create', 'branches')) return null;
  if (block === undefined) {
    return (
      <Button type="primary" icon={<PlusOutlined />} loading>
        {t('resources.branches.add')}
      </Button>
    );
  }
  if (block) {
    return (
      <Flex align="center" gap={8} wrap className="add-blocked">
        <Button type="primary" icon={<PlusOutlined />} disabled aria-describedby={reasonId}>
          {t('resources.branches.add')}
        </Button>
        <Typography.Text type="secondary" id={reasonId} data-testid="add-blocked-reason">
          {block}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/branches/add')}>
      {t('resources.branches.add')}
    </Button>
  );
}
