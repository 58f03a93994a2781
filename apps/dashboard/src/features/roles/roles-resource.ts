import { roles } from '@sufra/contract/resources/roles';

/**
 * Roles as the dashboard offers them (SPEC §2: record and edit, no add). The API keeps its create for
 * integrators; the list page shows no add button and the route table has no add route.
 */
export const rolesPageResource = { ...roles, actions: { ...roles.actions, create: false } };
