import { AppError, invalid, pgErrorCode } from '../../core/http/errors.ts';
import { hashPassword } from '../../core/sessions/passwords.ts';
import { staffSessions } from '../../core/sessions/sessions.ts';
import type { Database } from '../../db/database.ts';

/**
 * What the admin users and the branch staff share: one email per person across every kind of
 * account (a sign-in address is never ambiguous), the password hashed, and a duplicate caught by the
 * database under its field.
 */
export async function assertEmailFree(db: Database, email: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw invalid('email', 'errors.duplicate');
}

/** A unique violation of `users` (two requests at once with one email) answers under `email`. */
export function rethrowEmailTaken(error: unknown): never {
  if (pgErrorCode(error) === '23505') throw invalid('email', 'errors.duplicate');
  throw error;
}

export function passwordHashOf(password: string | undefined): Promise<string> | undefined {
  return password ? hashPassword(password) : undefined;
}

/** Nobody blocks or deletes their own account. */
export function assertNotSelf(actorId: number, id: number): void {
  if (actorId === id) throw new AppError(422, 'errors.own_account');
}

/** The name, email and phone an account update sends; what it leaves out stays as it is. */
export function contactChanges(input: {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  };
}

/** A new account's name, contact and password (hashed), from its create input. */
export async function newAccount(input: { name: string; email: string; phone: string; password: string }) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    password_hash: await hashPassword(input.password),
  };
}

/**
 * Flip an account's `blocked` in the caller's transaction (`toggle` answers the new value, or
 * undefined when no account of the caller's reach has the id); a block ends the account's sessions.
 * Whether the account was found.
 */
export async function toggleAccount(
  trx: Database,
  id: number,
  toggle: () => Promise<boolean | undefined>,
): Promise<boolean> {
  const blocked = await toggle();
  if (blocked) await staffSessions.revokeAll(trx, id);
  return blocked !== undefined;
}
