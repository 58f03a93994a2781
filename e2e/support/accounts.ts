import type { UserType } from './api.ts';

/**
 * Accounts of a spec's own, for tests that change a password or type a wrong one: the demo accounts
 * stay as seeded, so no test depends on another's order or leaves an account locked for the rest.
 * `seed-accounts.ts` makes each one before the server starts, as a copy of the demo account named in
 * `like` (same role, brand and branch) with the demo password.
 */
export const OWN_ACCOUNTS = {
  /** reset-flow.spec.ts: the whole password reset changes this account's password. */
  resetFlow: { like: 'cashier@demo.sa', type: 'branch', email: 'reset-flow.cashier@e2e.sufra.sa' },
  /** auth.spec.ts: a wrong password counts against this account only. */
  wrongPassword: { like: 'admin@demo.sa', type: 'admin', email: 'wrong-password.admin@e2e.sufra.sa' },
} as const satisfies Record<string, { like: string; type: UserType; email: string }>;

export type OwnAccount = keyof typeof OWN_ACCOUNTS;
