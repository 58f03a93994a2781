import type { Permission, PermissionAction, PermissionResource } from '@sufra/contract/permissions';
import { useSession } from './session.ts';

export function hasPermission(permissions: readonly Permission[], needed: Permission | undefined): boolean {
  return needed === undefined || permissions.includes(needed);
}

/** `can('update', 'countries')` for the current user. */
export function useCan(): (action: PermissionAction, resource: PermissionResource) => boolean {
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  return (action, resource) => permissions.includes(`${action}-${resource}`);
}

export function usePermissions(): readonly Permission[] {
  return useSession().user?.permissions ?? [];
}
