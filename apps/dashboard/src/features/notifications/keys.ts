import { notifications } from '@sufra/contract/resources/notifications';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const notificationsKey = pageKey(notifications, 'notifications', 'resources.notifications');
