export const USER_TYPES = ['admin', 'vendor', 'branch'] as const;
export type UserType = (typeof USER_TYPES)[number];

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
