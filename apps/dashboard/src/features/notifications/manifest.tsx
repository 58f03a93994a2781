import { NotificationOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { notificationsKey } from './keys.ts';

/** Notifications: record only (SPEC §2), each with its recipients in the details drawer. */
export const notificationsManifest: FeatureManifest = {
  resources: [
    // Sending is a dialog on the list: no add page.
    listedResource(
      notificationsKey,
      'other',
      <NotificationOutlined />,
      () => import('./notifications-page.tsx'),
      { add: false },
    ),
  ],
};
