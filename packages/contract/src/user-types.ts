export const USER_TYPES = ['admin', 'vendor', 'branch'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The realms of the API (`/api/v1/{realm}/…`): the three dashboard user types, and `client` for the
 * customer app (its own accounts and sessions, CONTRACT.md "Customer (client) API").
 */
export const API_REALMS = [...USER_TYPES, 'client'] as const;
export type ApiRealm = (typeof API_REALMS)[number];

export const BRANCH_SUB_ROLES = ['manager', 'kitchen', 'cashier'] as const;
export type BranchSubRole = (typeof BRANCH_SUB_ROLES)[number];

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isUserType(value: string): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value);
}

/** `Accept-Language: en-US,en;q=0.9` → `en`; Arabic when nothing usable is given (CONTRACT.md). */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return 'ar';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}
