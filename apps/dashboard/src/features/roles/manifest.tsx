import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type FeatureManifest, listedResource } from '../../components/feature-manifest.tsx';
import { rolesKey } from './keys.ts';

/** Roles: the list, and the permission matrix instead of the generic edit form. */
export const rolesManifest: FeatureManifest = {
  resources: [
    listedResource(rolesKey, 'other', <SafetyCertificateOutlined />, () => import('./roles-page.tsx'), {
      loadForm: async () => ({ default: (await import('./role-edit-page.tsx')).RoleEditPage }),
    }),
  ],
};
