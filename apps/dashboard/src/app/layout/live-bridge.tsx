import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLiveEvents } from '../../lib/live-events.ts';
import { orderAlerts } from '../../lib/order-alerts.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** Order events within this time refresh the lists once. */
const REFRESH_MS = 300;

/** Pages where new orders are on screen: no badge for them there. */
const ORDER_PAGES = /^\/(orders|kitchen)(\/|$)/;

/** Whether this user is at a counter: a branch's cashier or manager (the kitchen sees the board). */
export function atCounter(user: { sub_role: string | null } | null, userType: string | null): boolean {
  return userType === 'branch' && user?.sub_role !== 'kitchen';
}

/**
 * The live events wired to what shows them: an order event refreshes every orders list, drawer and
 * the kitchen board; a new order counts on the counter's badge and chimes; a reservation event
 * refreshes the reservations and the day view; a notification refreshes the bell. Mounted once in the signed-in layout.
 */
export function LiveBridge() {
  const client = useQueryClient();
  const { user, userType } = useSession();
  const { pathname } = useLocation();
  const onOrderPage = ORDER_PAGES.test(pathname);
  useEffect(() => {
    if (onOrderPage) orderAlerts.clear();
  }, [onOrderPage]);
  // A busy platform sends many events a second: the lists refresh once for a burst of them.
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);
  useLiveEvents(['order.created', 'order.status'], (event) => {
    refresh.current ??= setTimeout(() => {
      refresh.current = undefined;
      void client.invalidateQueries({ queryKey: queryKeys.resource('orders') });
      void client.invalidateQueries({ queryKey: queryKeys.resource('orders-live') });
    }, REFRESH_MS);
    if (event.type === 'order.created' && atCounter(user, userType)) orderAlerts.arrived(onOrderPage);
  });
  useLiveEvents(['reservation.created', 'reservation.status'], () => {
    void client.invalidateQueries({ queryKey: queryKeys.resource('reservations') });
  });
  useLiveEvents(['notification.created'], () => {
    void client.invalidateQueries({ queryKey: queryKeys.resource('notifications') });
  });
  return null;
}
