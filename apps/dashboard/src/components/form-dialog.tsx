import { type ButtonProps, Form, Modal, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from './confirm-dialog.ts';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  okText: string;
  /** The OK button spins while the step is under way. */
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
  okButtonProps?: ButtonProps;
  /** SPEC §9's {@link DIALOG_WIDTH} unless the form needs more. */
  width?: number;
  children: ReactNode;
}

/** A dialog holding a form: its OK button sends it, Cancel closes it, and closing drops its fields. */
export function FormDialog({ width = DIALOG_WIDTH, busy, children, ...props }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal {...props} width={width} cancelText={t('actions.cancel')} confirmLoading={busy} destroyOnHidden>
      {children}
    </Modal>
  );
}

/**
 * The choice a dialog's form requires (the next status, a cancel reason): the select is named by
 * its label, and leaving it empty shows `requiredMessage`.
 */
export function RequiredChoice({
  name,
  label,
  requiredMessage,
  ...select
}: { name: string; label: string; requiredMessage: string } & Pick<
  SelectProps,
  'options' | 'notFoundContent' | 'loading'
>) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Select aria-label={label} {...select} />
    </Form.Item>
  );
}
