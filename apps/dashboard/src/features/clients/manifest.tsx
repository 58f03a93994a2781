import { ContactsOutlined } from '@ant-design/icons';
import { clients } from '@sufra/contract/resources/clients';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

export const clientsKey = pageKey(clients, 'clients', 'resources.clients');

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
