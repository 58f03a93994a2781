import { ContactsOutlined } from '@ant-design/icons';
import type { FeatureManifest } from '../../components/feature-manifest.tsx';
import { clientsKey } from './keys.ts';

/** Customers: record and edit only (they sign up in the app; SPEC §2). */
export const clientsManifest: FeatureManifest = {
  resources: [
    {
      key: clientsKey,
      load: () => import('./clients-page.tsx'),
      list: { section: 'general', icon: <ContactsOutlined /> },
    },
  ],
};
