import type { UserType } from './user-types.ts';

/** The password of every demo account (CONTRACT.md "Demo accounts"; demo seed only). */
export const DEMO_PASSWORD = 'Demo@12345';

/**
 * The demo seed's staff accounts of CONTRACT.md "Demo accounts" (type and email), by the name the
 * seed and the tests call them. Never in a production database.
 */
export const DEMO_ACCOUNTS = {
  admin: { type: 'admin', email: 'admin@demo.sa' },
  vendor: { type: 'vendor', email: 'vendor@demo.sa' },
  vendor2: { type: 'vendor', email: 'vendor2@demo.sa' },
  branch: { type: 'branch', email: 'branch@demo.sa' },
  kitchen: { type: 'branch', email: 'kitchen@demo.sa' },
  cashier: { type: 'branch', email: 'cashier@demo.sa' },
} as const satisfies Record<string, { type: UserType; email: string }>;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
