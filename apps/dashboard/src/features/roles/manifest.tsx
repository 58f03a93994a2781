import { SafetyCertificateOutlined } from '@ant-design/icons';
import { roles } from '@sufra/contract/resources/roles';
import { type FeatureManifest, pageKey } from '../../components/feature-manifest.tsx';

/**
 * Roles as the dashboard offers them (SPEC §2: record and edit, no add). The API keeps its create for
 * integrators; the list page shows no add button and the route table has no add route.
 */
export const rolesKey = pageKey(
  { ...roles, actions: { ...roles.actions, create: false } },
  'roles',
  'resources.roles',
);

/** Roles: the list, and the permission matrix instead of the generic edit form. */
export const rolesManifest: FeatureManifest = {
  resources: [
    {
      key: rolesKey,
      load: () => import('./roles-page.tsx'),
      loadForm: async () => ({ default: (await import('./role-edit-page.tsx')).RoleEditPage }),
      list: { section: 'other', icon: <SafetyCertificateOutlined /> },
    },
  ],
};
