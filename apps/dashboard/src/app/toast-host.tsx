import { notification } from 'antd';
import { useLayoutEffect } from 'react';
import { bindToasts, TOAST_CONFIG } from '../lib/toast.ts';

/**
 * antd's notifications, bound to the toast helper. Rendered inside the theme's ConfigProvider, so
 * toasts follow the theme, the dark mode and the direction; loaded with the first toast.
 */
export default function ToastHost() {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useLayoutEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return holder;
}
