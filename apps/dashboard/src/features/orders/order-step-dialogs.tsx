import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../components/confirm-dialog.ts';
import { api } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';

interface Reason {
  id: number;
  ar_reason: string;
  en_reason: string;
}

/** The unblocked reasons an order may be canceled with: of type order, and those for both. */
function useOrderCancelReasons(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: queryKeys.settings(scope, 'cancel-reasons-for-orders'),
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const page = (type: string) =>
        api<{ data: Reason[] }>('cancel-reasons', {
          query: { per_page: 100, 'filter[type]': type, 'filter[blocked]': 0, sort: '-id' },
          signal,
          ...scopeRequest(scope),
        }).then((r) => r.data);
      const [order, mutual] = await Promise.all([page('order'), page('mutual')]);
      return [...order, ...mutual];
    },
  });
}

const reasonLabel = (reason: Reason, lang: Locale) => (lang === 'ar' ? reason.ar_reason : reason.en_reason);

interface DialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
}

/** Cancel an order: a reason (order or mutual) is required, a note is optional. */
export function CancelOrderDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DialogProps & { onConfirm: (values: { cancel_reason_id: number; note?: string }) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [form] = Form.useForm<{ cancel_reason_id?: number; note?: string }>();
  const reasons = useOrderCancelReasons(open);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.cancel_reason_id) return;
    onConfirm({
      cancel_reason_id: values.cancel_reason_id,
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
    });
  };
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={t('orders.cancel_title')}
      okText={t('orders.cancel_confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="cancel_reason_id"
          label={t('orders.cancel_reason')}
          rules={[{ required: true, message: t('orders.cancel_reason_required') }]}
        >
          <Select
            aria-label={t('orders.cancel_reason')}
            loading={reasons.isLoading}
            options={(reasons.data ?? []).map((reason) => ({
              value: reason.id,
              label: reasonLabel(reason, lang),
            }))}
            notFoundContent={t('orders.no_reasons')}
          />
        </Form.Item>
        <Form.Item name="note" label={t('orders.cancel_note')}>
          <Input.TextArea aria-label={t('orders.cancel_note')} rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Accept an order: optionally push the promised time back by a delay (0–600 minutes). */
export function AcceptOrderDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DialogProps & { onConfirm: (values: { delay_minutes: number }) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ delay_minutes?: number | null }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ delay_minutes: 0 });
  }, [open, form]);
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={t('orders.accept_title')}
      okText={t('orders.steps.preparing')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => onConfirm({ delay_minutes: form.getFieldValue('delay_minutes') ?? 0 })}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="delay_minutes" label={t('orders.delay_minutes')} extra={t('orders.delay_hint')}>
          <InputNumber
            aria-label={t('orders.delay_minutes')}
            min={0}
            max={600}
            step={5}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
