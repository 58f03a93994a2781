/**
 * The built-in roles every database has (production included), with fixed ids: role 1 is the super
 * admin and is never editable. The server creates them at start; the seed and the CLI refer to them.
 */
export const SYSTEM_ROLE = { superAdmin: 1, vendor: 2, branchManager: 3, kitchen: 4, cashier: 5 } as const;

export type SystemRoleId = (typeof SYSTEM_ROLE)[keyof typeof SYSTEM_ROLE];
