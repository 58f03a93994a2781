import { describe, expectTypeOf, it } from 'vitest';
import type { Account, AuthRepository, PendingReset, VerifiedReset } from './auth.repository.ts';

/**
 * Before sign-in, the writes on an account (signed in, a reset code, a new password) take the rows
 * the repository read for the caller who named the account by its type and email: the account, its
 * pending code, its verified reset. A bare id does not type-check, and a password is reset only
 * through a verified reset. Compile-time checks: `npm run typecheck` fails when they no longer hold.
 */
describe('the sign-in and reset writes', () => {
  it('take the account and resets the repository read, not ids', () => {
    expectTypeOf<{ id: number }>().not.toExtend<PendingReset>();
    expectTypeOf<{ id: number; user_id: number }>().not.toExtend<VerifiedReset>();
    expectTypeOf<Awaited<ReturnType<AuthRepository['findUser']>>>().toEqualTypeOf<Account | undefined>();
    for (const write of [
      'signedInFrom',
      'markSignedIn',
      'insertReset',
      'pendingReset',
      'verifiedReset',
    ] as const)
      expectTypeOf<Parameters<AuthRepository[typeof write]>[0]>().toEqualTypeOf<Account>();
    expectTypeOf<Parameters<AuthRepository['markResetVerified']>[0]>().toEqualTypeOf<PendingReset>();
    expectTypeOf<Parameters<AuthRepository['resetPassword']>[0]>().toEqualTypeOf<VerifiedReset>();
  });
});
