import { ContactsOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { clientsKey } from './keys.ts';

/** Customers: record and edit only (they sign up in the app; SPEC §2). */
export const clientsManifest: FeatureManifest = {
  resources: [
    listedResource(clientsKey, 'general', <ContactsOutlined />, () => import('./clients-page.tsx')),
  ],
};
