import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../lib/live-events.ts';
import { orderAlerts, useOrderSound, useUnseenOrders } from '../../lib/order-alerts.ts';

/** Whether the live stream is up: a green dot "Live", an amber one while it reconnects. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  if (status === 'off') return null;
  return (
    <output className={`live-indicator live-${status}`} aria-live="polite">
      <Badge status={status === 'live' ? 'success' : 'warning'} text={t(`live.${status}`)} />
    </output>
  );
}

/** The counter's sound switch (a click lets the browser play the chime of new orders). */
export function OrderSoundToggle() {
  const { t } = useTranslation();
  const on = useOrderSound();
  const label = t(on ? 'live.sound_off' : 'live.sound_on');
  return (
    <Button
      type="text"
      icon={on ? <SoundOutlined /> : <MutedOutlined />}
      aria-label={label}
      aria-pressed={on}
      title={label}
      onClick={() => void orderAlerts.setSound(!on)}
    />
  );
}

/** New orders not yet seen, on the orders link. */
export function NewOrdersBadge() {
  const { t } = useTranslation();
  const count = useUnseenOrders();
  if (count === 0) return null;
  return (
    <Badge count={count} size="small" className="new-orders-badge" title={t('live.new_orders', { count })} />
  );
}
