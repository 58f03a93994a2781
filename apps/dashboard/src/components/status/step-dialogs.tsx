import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Space } from 'antd';
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

const DELAY_MAX = 600;
const DELAY_STEP = 5;

/**
 * Minutes of delay: typed, or stepped by 5 with a button each side (big enough for a finger on a
 * kitchen tablet, and named in the page's language, which antd's own step arrows are not).
 */
function DelayInput({
  value,
  onChange,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const current = value ?? 0;
  const step = (by: number) => onChange?.(Math.min(DELAY_MAX, Math.max(0, current + by)));
  return (
    <Space.Compact block>
      <Button
        icon={<MinusOutlined />}
        aria-label={t('orders.delay_less')}
        disabled={current <= 0}
        onClick={() => step(-DELAY_STEP)}
      />
      <InputNumber
        id="delay_minutes"
        aria-label={t('orders.delay_minutes')}
        value={value ?? null}
        onChange={(next) => onChange?.(next)}
        min={0}
        max={DELAY_MAX}
        step={DELAY_STEP}
        precision={0}
        controls={false}
        style={{ width: '100%' }}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={t('orders.delay_more')}
        disabled={current >= DELAY_MAX}
        onClick={() => step(DELAY_STEP)}
      />
    </Space.Compact>
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
          <DelayInput />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
