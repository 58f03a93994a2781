import { NotificationOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { notificationsKey } from './keys.ts';

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
