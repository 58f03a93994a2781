import { ContactsOutlined } from '@ant-design/icons';
import { clients } from '@sufra/contract/resources/clients';
import type { FeatureManifest, ResourcePageKey } from '../../components/feature-manifest.tsx';

export const clientsKey = {
  resource: clients,
  route: 'clients',
  i18nKey: 'resources.clients',
} satisfies ResourcePageKey;

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
