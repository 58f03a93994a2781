import type { TestInfo } from '@playwright/test';
import type { UserType } from './api.ts';

/**
 * Accounts of a spec's own, for tests that change a password or type a wrong one: the demo accounts
 * stay as seeded, so no test depends on another's order or leaves an account locked for the rest.
 * `seed-accounts.ts` makes them before the server starts, as copies of the demo account named in
 * `like` (same role, brand and branch) with the demo password: `copies` of each, so a repeat or a
 * retry of a test gets an account the server has no memory of (wrong codes, failed logins).
 */
export const OWN_ACCOUNTS = {
  /** reset-flow.spec.ts: the whole password reset changes this account's password. */
  resetFlow: { like: 'cashier@demo.sa', type: 'branch', local: 'reset-flow.cashier', copies: 12 },
  /** auth.spec.ts: a wrong password counts against this account only. */
  wrongPassword: { like: 'admin@demo.sa', type: 'admin', local: 'wrong-password.admin', copies: 12 },
} as const satisfies Record<string, { like: string; type: UserType; local: string; copies: number }>;

export type OwnAccount = keyof typeof OWN_ACCOUNTS;

export function ownAccountEmail(account: OwnAccount, copy: number): string {
  return `${OWN_ACCOUNTS[account].local}.${copy}@e2e.sufra.sa`;
}

/** The copy for this run of the test: each repeat and each retry has its own. */
export function ownAccount(account: OwnAccount, info: TestInfo): { type: UserType; email: string } {
  const { type, copies } = OWN_ACCOUNTS[account];
  return { type, email: ownAccountEmail(account, (info.repeatEachIndex * 3 + info.retry) % copies) };
}
