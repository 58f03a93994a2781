import { NotificationOutlined } from '@ant-design/icons';
import { notifications } from '@sufra/contract/resources/notifications';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const notificationsKey = pageKey(notifications, 'notifications', 'resources.notifications');

/** Notifications: record only (SPEC §2), each with its recipients in the details drawer. */
export const notificationsManifest: FeatureManifest = {
  resources: [
    {
      key: notificationsKey,
      load: () => import('./notifications-page.tsx'),
      // Sending is a dialog on the list: no add page.
      add: false,
      list: { section: 'other', icon: <NotificationOutlined /> },
    },
  ],
};
