import type { Permission } from '@sufra/contract/permissions';
import { useSession } from './session.ts';

export function hasPermission(permissions: readonly Permission[], needed: Permission | undefined): boolean {
  return needed === undefined || permissions.includes(needed);
}

export function usePermissions(): readonly Permission[] {
  return useSession().user?.permissions ?? [];
}
