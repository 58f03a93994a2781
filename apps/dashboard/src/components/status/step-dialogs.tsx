import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocale } from '../../lib/i18n.ts';
import { fetchList, queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { FormDialog, RequiredChoice } from '../form-dialog.tsx';

/** A reason as the cancel reasons' generic list gives it. */
type Reason = z.output<typeof cancelReasons.record>;

/** What is canceled: an order or a reservation (each has its reasons, and both share `mutual` ones). */
export type CancelKind = 'order' | 'reservation';

/** The unblocked reasons of a kind, and those for both. */
function useCancelReasons(kind: CancelKind, enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: queryKeys.settings(scope, `cancel-reasons-for-${kind}`),
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const page = (type: string) =>
        fetchList<Reason>(
          scope,
          cancelReasons.name,
          { per_page: 100, 'filter[type]': type, 'filter[blocked]': 0, sort: '-id' },
          signal,
        ).then((r) => r.data);
      const [own, mutual] = await Promise.all([page(kind), page('mutual')]);
      return [...own, ...mutual];
    },
  });
}

const reasonLabel = (reason: Reason, lang: Locale) => (lang === 'ar' ? reason.ar_reason : reason.en_reason);

interface DialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
}

/** Cancel an order or a reservation: a reason of its kind (or mutual) is required, a note is optional. */
export function CancelDialog({
  kind,
  open,
  busy,
  onCancel,
  onConfirm,
}: DialogProps & {
  kind: CancelKind;
  onConfirm: (values: { cancel_reason_id: number; note?: string }) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [form] = Form.useForm<{ cancel_reason_id?: number; note?: string }>();
  const reasons = useCancelReasons(kind, open);
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
    <FormDialog
      open={open}
      title={t(`status_steps.cancel_title.${kind}`)}
      okText={t(`status_steps.cancel_confirm.${kind}`)}
      okButtonProps={{ danger: true }}
      busy={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" requiredMark>
        <RequiredChoice
          name="cancel_reason_id"
          label={t('status_steps.cancel_reason')}
          requiredMessage={t('status_steps.cancel_reason_required')}
          loading={reasons.isLoading}
          options={(reasons.data ?? []).map((reason) => ({
            value: reason.id,
            label: reasonLabel(reason, lang),
          }))}
          notFoundContent={t('status_steps.no_reasons')}
        />
        <Form.Item name="note" label={t('status_steps.cancel_note')}>
          <Input.TextArea
            aria-label={t('status_steps.cancel_note')}
            rows={3}
            maxLength={500}
            showCount
            dir="auto"
          />
        </Form.Item>
      </Form>
    </FormDialog>
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
    <FormDialog
      open={open}
      title={t('orders.accept_title')}
      okText={t('orders.steps.preparing')}
      busy={busy}
      onOk={() => onConfirm({ delay_minutes: form.getFieldValue('delay_minutes') ?? 0 })}
      onCancel={onCancel}
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
    </FormDialog>
  );
}
