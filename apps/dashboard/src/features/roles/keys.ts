import { roles } from '@sufra/contract/resources/roles';
import { pageKey } from '../../components/feature-manifest.tsx';

/**
 * The feature's page keys: its pages and its manifest both read them, neither from the other. Roles as
 * the dashboard offers them (SPEC §2: record and edit, no add); the API keeps its create for integrators.
 */
export const rolesKey = pageKey(
  { ...roles, actions: { ...roles.actions, create: false } },
  'roles',
  'resources.roles',
);
