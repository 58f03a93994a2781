import { SettingOutlined } from '@ant-design/icons';
import { type FeatureManifest, lazyPage } from '../../components/feature-manifest.tsx';

const SettingsPage = lazyPage(() => import('./settings-page.tsx'), 'SettingsPage');

/** Platform settings: record only (SPEC §2), one tab per group. */
export const settingsManifest: FeatureManifest = {
  pages: [
    {
      path: 'settings/record',
      titleKey: 'settings.title',
      permission: 'read-settings',
      element: <SettingsPage />,
      nav: { section: 'other', icon: <SettingOutlined /> },
    },
  ],
};
