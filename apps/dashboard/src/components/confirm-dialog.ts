import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: dialogs are at most 400 px wide. */
export const DIALOG_WIDTH = 400;

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  danger?: boolean;
  /** Resolving closes the dialog; rejecting keeps it open (the error has been shown already). */
  onOk: () => Promise<void>;
}

export function useConfirm(): (options: ConfirmOptions) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return ({ title, content, okText, danger, onOk }) => {
    modal.confirm({
      title,
      content,
      width: DIALOG_WIDTH,
      okText: okText ?? t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: danger ?? false },
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // Keep the dialog closed on failure: the HTTP client already showed the error toast.
        }
      },
    });
  };
}
