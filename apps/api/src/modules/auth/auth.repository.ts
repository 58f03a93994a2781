import type { UpdateProfileInput, VendorRegisterInput } from '@sufra/contract/auth';
import type { UserType } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import type { Actor } from '../../core/sessions/actor.ts';
import { insertBrandManager } from '../vendors/brand-manager.ts';

declare const namedByCaller: unique symbol;
/**
 * A row this repository read for the caller who named the account (its user type and email): the
 * account, or one of its reset codes. Only its reads make one, so the sign-in and reset writes
 * cannot be aimed at an account by a bare id.
 */
type Named<T> = T & { readonly [namedByCaller]: true };
const named = <T>(row: T | undefined): Named<T> | undefined => row as Named<T> | undefined;

/** The account of a user type and email, as `findUser` read it. */
export type Account = Named<{
  id: number;
  password_hash: string;
  brand_id: number | null;
  branch_id: number | null;
  type: UserType;
  blocked: boolean;
}>;
/** The account's reset code whose code was right, not yet verified. */
export type PendingReset = Named<{ id: number }>;
/** The account's verified reset answering to its token. */
export type VerifiedReset = Named<{ id: number; user_id: number }>;

export type BrandRegistration = Omit<VendorRegisterInput, 'name' | 'email' | 'phone' | 'password'>;

/**
 * Sign-in, password reset, profile and registration queries (users, brands, password resets,
 * notifications). Before sign-in a user is found by type and email; afterwards the caller's own rows
 * are reached through the actor only (`own…` methods), never through an id from the request.
 */
export class AuthRepository extends Repository {
  /**
   * The account of this type and email (any case), for sign-in and password reset; `blocked` when
   * the account or its brand is blocked (blocking a brand shuts out all of its accounts).
   */
  async findUser(userType: UserType, email: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('brands as b', 'b.id', 'u.brand_id')
      .select(['u.id', 'u.password_hash', 'u.brand_id', 'u.branch_id', 'u.type'])
      .select(sql<boolean>`(u.blocked OR coalesce(b.blocked, false))`.as('blocked'))
      .where('u.type', '=', userType)
      .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return named(row);
  }

  async emailTaken(userType: UserType, email: string, exceptUserId?: number): Promise<boolean> {
    let qb = this.db
      .selectFrom('users')
      .select('id')
      .where('type', '=', userType)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (exceptUserId) qb = qb.where('id', '!=', exceptUserId);
    return (await qb.executeTakeFirst()) !== undefined;
  }

  /** Whether the user signed in from this address within the last `days` (core/http/throttle.ts). */
  async signedInFrom(account: Account, ip: string, days: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', account.id)
      .where('ip', '=', ip)
      .where('created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account just signed in (its password was checked). */
  async markSignedIn(account: Account): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ last_login_at: sql`now()` })
      .where('id', '=', account.id)
      .execute();
  }

  /** A new reset code of the account. */
  async insertReset(account: Account, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({ user_id: account.id, code_hash: codeHash, expires_at: expiresAt })
      .execute();
  }

  /** The account's code with this hash, if it is neither used, verified nor expired. */
  async pendingReset(account: Account, codeHash: string): Promise<PendingReset | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['id'])
      .where('user_id', '=', account.id)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('verified_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return named(row);
  }

  /** The code was right: it now answers to the reset token until the new expiry. */
  async markResetVerified(reset: PendingReset, resetTokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ verified_at: sql`now()`, reset_token_hash: resetTokenHash, expires_at: expiresAt })
      .where('id', '=', reset.id)
      .execute();
  }

  /** The account's verified reset answering to this token, unused and unexpired. */
  async verifiedReset(account: Account, resetTokenHash: string): Promise<VerifiedReset | undefined> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['id', 'user_id'])
      .where('user_id', '=', account.id)
      .where('reset_token_hash', '=', resetTokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return named(row);
  }

  /** The new password of the account whose reset token was checked; every code of it not yet used stops working. */
  async resetPassword(reset: VerifiedReset, passwordHash: string): Promise<void> {
    await this.#writePassword(reset.user_id, passwordHash);
    await this.db
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
  }

  async #writePassword(userId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
  }

  async ownPasswordHash(actor: Actor): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    return row.password_hash;
  }

  setOwnPassword(actor: Actor, passwordHash: string): Promise<void> {
    return this.#writePassword(actor.userId, passwordHash);
  }

  async updateOwnProfile(actor: Actor, input: UpdateProfileInput): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...input, updated_at: sql`now()` })
      .where('id', '=', actor.userId)
      .execute();
  }

  async ownUnreadNotifications(actor: Actor): Promise<number> {
    const row = await this.db
      .selectFrom('notification_recipients')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', actor.userId)
      .where('status', '=', 'success')
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async commercialRegisterTaken(commercialRegister: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('brands')
      .select('id')
      .where('commercial_register', '=', commercialRegister)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A newly registered brand, waiting for the admin's approval, with the platform's default commission. */
  async insertPendingBrand(
    input: BrandRegistration,
    commission: { rate: string; amount: string },
  ): Promise<number> {
    const row = await this.db
      .insertInto('brands')
      .values({
        brand_ar: input.brand_ar,
        brand_en: input.brand_en,
        commercial_register: input.commercial_register,
        tax_no: input.tax_no,
        category: input.category,
        whatsapp_number: input.whatsapp_number,
        single_branch: input.single_branch,
        bank: input.bank,
        bank_account: input.bank_account,
        iban: input.iban,
        bank_account_holder_name: input.bank_account_holder_name,
        commission_rate: commission.rate,
        commission_amount: commission.amount,
        status: 'PendingAdminApproval',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The manager of a newly registered brand. */
  insertVendorManager(
    brandId: number,
    input: { name: string; email: string; phone: VendorRegisterInput['phone'] },
    passwordHash: string,
  ): Promise<number> {
    return insertBrandManager(this.db, brandId, input, passwordHash);
  }
}
