import {
  APPROVAL_REASON_REQUIRED,
  type ApprovalStatus,
  nextApprovalStatuses,
} from '@sufra/contract/approval';
import { approvalStatusInput } from '@sufra/contract/approval-input';
import { type ApprovalResource, approvalSteps } from '@sufra/contract/endpoints/approval';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { zodRule } from '../../lib/zod-form.ts';
import { FormDialog, RequiredChoice } from '../form-dialog.tsx';
import type { ResourceRecord } from '../resource/resource-config.ts';
import { useReplaceRecord } from '../resource/use-resource-mutations.ts';
import { ApprovalTag, approvalContext } from './approval-tag.tsx';

export interface ApprovalRecord extends ResourceRecord {
  status: ApprovalStatus;
}

interface ApprovalDialogProps {
  /** API resource name: its declared step is `POST {resource}/{id}/status`. */
  resource: ApprovalResource;
  record: ApprovalRecord;
  open: boolean;
  onClose: () => void;
}

interface Values {
  status?: ApprovalStatus;
  reason?: string;
}

/** The server's messages under the dialog's two fields (first message of each). */
function fieldErrors(errors: Record<string, string[]>) {
  return (['status', 'reason'] as const)
    .filter((name) => errors[name]?.length)
    .map((name) => ({ name, errors: errors[name]?.slice(0, 1) ?? [] }));
}

/**
 * The approval step of a brand or a branch: the next status among those the flow allows from the
 * current one, and the reason a rejection requires (the vendor sees it). The server's message is
 * toasted, its field errors shown under the fields, and the lists and details refreshed.
 */
export function ApprovalDialog({ resource, record, open, onClose }: ApprovalDialogProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const replace = useReplaceRecord(resource);
  const choices = nextApprovalStatuses(record.status);
  const chosen = Form.useWatch('status', form);
  const needsReason = chosen !== undefined && APPROVAL_REASON_REQUIRED.has(chosen);

  useEffect(() => {
    if (open) form.setFieldsValue({ status: choices.length === 1 ? choices[0] : undefined, reason: '' });
  }, [open, form, choices]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.status) return;
    setBusy(true);
    try {
      const response = await call(approvalSteps[resource], {
        params: { id: record.id },
        body: { status: values.status, ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}) },
      });
      if (response?.message) toast.success(response.message);
      if (response?.data) replace(response.data);
      void client.invalidateQueries({ queryKey: queryKeys.lists(resource) });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setFields(fieldErrors(error.errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('approval.change_title')}
      okText={t('approval.change')}
      busy={busy}
      okButtonProps={{ disabled: choices.length === 0, danger: needsReason }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('approval.current_status')}: <ApprovalTag status={record.status} resource={resource} />
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        <RequiredChoice
          name="status"
          label={t('approval.next_status')}
          requiredMessage={t('approval.next_required')}
          options={choices.map((status) => ({
            value: status,
            label: t(`approval.statuses.${status}`, approvalContext(resource)),
          }))}
          notFoundContent={t('approval.no_next_step')}
        />
        {needsReason ? (
          <Form.Item
            name="reason"
            label={t('approval.reason')}
            required
            rules={[zodRule(approvalStatusInput, form, ['reason'], lang)]}
          >
            <Input.TextArea
              aria-label={t('approval.reason')}
              rows={4}
              maxLength={1000}
              showCount
              placeholder={t('approval.reason_placeholder')}
              dir="auto"
            />
          </Form.Item>
        ) : null}
      </Form>
    </FormDialog>
  );
}
