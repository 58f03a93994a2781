/** The permission catalogue of CONTRACT.md: `{action}-{resource}` strings. */
export const PERMISSION_RESOURCES = [
  'orders',
  'reservations',
  'vendors',
  'branches',
  'subscriptions',
  'branchusers',
  'send-notifications',
  'clients',
  'meals',
  'mealcategories',
  'extras',
  'coupons',
  'roles',
  'cancelreasons',
  'pointssettings',
  'reports',
  'contactuses',
  'users',
  'faqs',
  'sliders',
  'settings',
  'countries',
  'cities',
  'mealsizes',
  'payments',
] as const;

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type Permission = `${PermissionAction}-${PermissionResource}`;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action): Permission => `${action}-${resource}`),
);

const permissionSet: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return permissionSet.has(value);
}

export function permission(action: PermissionAction, resource: PermissionResource): Permission {
  return `${action}-${resource}`;
}

const all = (resource: PermissionResource): Permission[] =>
  PERMISSION_ACTIONS.map((action) => permission(action, resource));

/**
 * Built-in roles of the non-admin user types (DOMAIN.md tenancy table). The scope (brand or branch)
 * always comes from the token; these lists only say which actions the type may take inside it.
 */
export const VENDOR_PERMISSIONS: readonly Permission[] = [
  ...all('orders'),
  ...all('reservations'),
  ...all('branches'),
  ...all('branchusers'),
  ...all('meals'),
  ...all('mealcategories'),
  ...all('mealsizes'),
  ...all('extras'),
  ...all('coupons'),
  'read-subscriptions',
  'update-subscriptions',
  'create-payments',
  'read-payments',
  'read-reports',
  'read-send-notifications',
  'create-send-notifications',
  'read-cancelreasons',
];

export const BRANCH_MANAGER_PERMISSIONS: readonly Permission[] = [
  'read-orders',
  'update-orders',
  'read-reservations',
  'create-reservations',
  'update-reservations',
  'read-branches',
  ...all('branchusers'),
  'read-meals',
  'update-meals',
  'read-mealcategories',
  'read-mealsizes',
  'read-extras',
  'read-send-notifications',
  'read-cancelreasons',
];

export const CASHIER_PERMISSIONS: readonly Permission[] = [
  'read-orders',
  'update-orders',
  'read-reservations',
  'create-reservations',
  'update-reservations',
  'read-send-notifications',
  'read-cancelreasons',
];

export const KITCHEN_PERMISSIONS: readonly Permission[] = [
  'read-orders',
  'update-orders',
  'read-send-notifications',
];
