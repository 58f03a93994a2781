import type { PermissionAction, PermissionResource } from '@sufra/contract/permissions';
import { useBrandWriteBlock } from './brand-status.ts';
import { useSession } from './session.ts';

// Apart from permissions.ts (the route guards', on the sign-in page): what a signed-in page may
// offer, with the brand's approval read from the server.

/**
 * `holds('create', 'branches')`: the user's role holds the permission, whether or not it may use
 * it now. For what is shown disabled with its reason (an Add button of a brand waiting for approval).
 */
export function useHolds(): (action: PermissionAction, resource: PermissionResource) => boolean {
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  return (action, resource) => permissions.includes(`${action}-${resource}`);
}

/**
 * `can('update', 'countries')`: the user holds the permission and may use it now. A brand waiting
 * for the administration's approval, or whose documents were rejected, reads but changes nothing
 * (the server refuses its writes: the API's `waitsForApproval`), so its users' create, update and
 * delete are held back here too: no edit, delete, switch or link leads to a write the server refuses.
 */
export function useCan(): (action: PermissionAction, resource: PermissionResource) => boolean {
  const holds = useHolds();
  const writeBlocked = useBrandWriteBlock() !== null;
  return (action, resource) => (action === 'read' || !writeBlocked) && holds(action, resource);
}
