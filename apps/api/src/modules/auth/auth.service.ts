import type { ApprovalStatus } from '@sufra/contract/approval';
import type { UpdateProfileInput, VendorRegisterInput } from '@sufra/contract/auth';
import { translate } from '@sufra/contract/messages';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import type { Locale, UserType } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import type { AppDeps } from '../../core/context.ts';
import { AppError, invalid } from '../../core/errors.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../core/passwords.ts';
import { createSession, resolveSession, revokeSession, revokeUserSessions } from '../../core/sessions.ts';
import {
  assertNotThrottled,
  clearAttempts,
  consumeAttempt,
  loginPairKey,
  loginRules,
  passwordChangeRules,
  recordAttempt,
  refundAttempt,
  registerRules,
  resetRules,
} from '../../core/throttle.ts';
import { newToken, sha256, sixDigitCode } from '../../core/tokens.ts';

const RESET_CODE_MINUTES = 15;
const RESET_MAX_ATTEMPTS = 5;

export interface UserPayload {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: UserType;
  role: { id: number; name: string };
  sub_role: string | null;
  brand_id: number | null;
  branch_id: number | null;
  /** The brand's approval status, so a waiting vendor sees why (null for the platform's users). */
  brand_status: ApprovalStatus | null;
  permissions: string[];
}

export function userPayload(actor: Actor, locale: Locale): UserPayload {
  return {
    id: actor.userId,
    name: actor.name,
    email: actor.email,
    phone: actor.phone,
    type: actor.type,
    role: { id: actor.roleId, name: actor.roleName[locale] },
    sub_role: actor.subRole,
    brand_id: actor.brandId,
    branch_id: actor.branchId,
    brand_status: actor.brandStatus,
    permissions: [...actor.permissions].sort(),
  };
}

export async function systemLogo(deps: AppDeps): Promise<string> {
  const row = await deps.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'sys_logo')
    .executeTakeFirst();
  return typeof row?.value === 'string' ? row.value : '/dashboard/logo.svg';
}

function findUser(deps: AppDeps, userType: UserType, email: string) {
  return deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked', 'brand_id', 'branch_id', 'type'])
    .where('type', '=', userType)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const sessionPolicy = (deps: AppDeps) => ({
  idleMinutes: deps.config.sessionIdleMinutes,
  maxDays: deps.config.sessionMaxDays,
});

export async function login(
  deps: AppDeps,
  input: { userType: UserType; email: string; password: string; ip: string; userAgent: string | null },
): Promise<{ token: string; actor: Actor }> {
  const rules = loginRules(input.userType, input.email, input.ip);
  // Counted before the (slow) check, so a burst of parallel guesses gets no more tries than a series.
  await consumeAttempt(deps.db, rules);
  const user = await findUser(deps, input.userType, input.email);
  // Verify against a decoy when the account does not exist, so timing does not reveal it.
  const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), input.password);
  if (!user || !ok) {
    await audit(
      deps.db,
      null,
      {
        action: 'auth.login_failed',
        entity: 'users',
        entityId: user?.id,
        details: { userType: input.userType, email: input.email },
      },
      input.ip,
    );
    throw new AppError(401, 'auth.invalid_credentials');
  }
  // The right password: this pair starts afresh; the address and the account get this attempt back.
  await clearAttempts(deps.db, [loginPairKey(input.userType, input.email, input.ip)]);
  await refundAttempt(
    deps.db,
    rules.filter((r) => r.key !== loginPairKey(input.userType, input.email, input.ip)),
  );
  if (user.blocked) throw new AppError(403, 'errors.account_blocked');
  const token = await createSession(deps.db, user.id, sessionPolicy(deps), {
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await deps.db.updateTable('users').set({ last_login_at: sql`now()` }).where('id', '=', user.id).execute();
  const actor = await resolveSession(deps.db, token, input.userType, sessionPolicy(deps));
  if (!actor || actor === 'wrong_type') throw new Error('a new session could not be resolved');
  await audit(deps.db, actor, { action: 'auth.login', entity: 'users', entityId: user.id }, input.ip);
  return { token, actor };
}

/** End the caller's session; the token stops working at once. */
export async function logout(deps: AppDeps, actor: Actor, ip: string): Promise<void> {
  await revokeSession(deps.db, actor.sessionId);
  await audit(deps.db, actor, { action: 'auth.logout', entity: 'users', entityId: actor.userId }, ip);
}

export async function sendResetCode(
  deps: AppDeps,
  input: { userType: UserType; email: string; ip: string; locale: Locale },
): Promise<void> {
  const rules = resetRules(input.userType, input.email, input.ip);
  await assertNotThrottled(
    deps.db,
    rules.map((r) => r.key),
  );
  // Every request counts, whether or not the account exists.
  await recordAttempt(deps.db, rules);
  const user = await findUser(deps, input.userType, input.email);
  if (!user || user.blocked) return;
  const code = sixDigitCode();
  await deps.db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await deps.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      code_hash: sha256(`${user.id}:${code}`),
      expires_at: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
    })
    .execute();
  await deps.mailer.send({
    to: input.email,
    subject: translate(input.locale, 'auth.reset_mail_subject'),
    text: translate(input.locale, 'auth.reset_mail_body', { code, minutes: RESET_CODE_MINUTES }),
  });
  await audit(
    deps.db,
    null,
    { action: 'auth.reset_requested', entity: 'users', entityId: user.id },
    input.ip,
  );
}

export async function verifyResetCode(
  deps: AppDeps,
  input: { userType: UserType; email: string; code: string; ip: string },
): Promise<string> {
  const rules = resetRules(input.userType, input.email, input.ip);
  await assertNotThrottled(
    deps.db,
    rules.map((r) => r.key),
  );
  const user = await findUser(deps, input.userType, input.email);
  const reset = user
    ? await deps.db
        .selectFrom('password_resets')
        .select(['id', 'code_hash', 'attempts'])
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .where('verified_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  if (
    !user ||
    !reset ||
    reset.attempts >= RESET_MAX_ATTEMPTS ||
    reset.code_hash !== sha256(`${user.id}:${input.code}`)
  ) {
    await recordAttempt(deps.db, rules);
    if (reset)
      await deps.db
        .updateTable('password_resets')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', reset.id)
        .execute();
    throw invalid('code', 'auth.reset_code_invalid');
  }
  const resetToken = newToken();
  await deps.db
    .updateTable('password_resets')
    .set({
      verified_at: sql`now()`,
      reset_token_hash: sha256(resetToken),
      expires_at: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
    })
    .where('id', '=', reset.id)
    .execute();
  return resetToken;
}

export async function resetPassword(
  deps: AppDeps,
  input: { userType: UserType; email: string; resetToken: string; password: string; ip: string },
): Promise<void> {
  const user = await findUser(deps, input.userType, input.email);
  const reset = user
    ? await deps.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user.id)
        .where('reset_token_hash', '=', sha256(input.resetToken))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
    : undefined;
  if (!user || !reset) throw invalid('reset_token', 'auth.reset_token_invalid');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeUserSessions(trx, user.id);
  });
  await clearAttempts(deps.db, [loginPairKey(input.userType, input.email, input.ip)]);
  await audit(deps.db, null, { action: 'auth.password_reset', entity: 'users', entityId: user.id }, input.ip);
}

export async function changeOwnPassword(
  deps: AppDeps,
  actor: Actor,
  oldPassword: string,
  password: string,
  ip: string,
): Promise<void> {
  const rules = passwordChangeRules(actor.userId, ip);
  await consumeAttempt(deps.db, rules);
  const row = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, oldPassword)))
    throw invalid('old_password', 'auth.old_password_wrong');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', actor.userId)
      .execute();
    await revokeUserSessions(trx, actor.userId);
  });
  await clearAttempts(
    deps.db,
    rules.map((r) => r.key),
  );
  await audit(
    deps.db,
    actor,
    { action: 'auth.password_changed', entity: 'users', entityId: actor.userId },
    ip,
  );
}

/** Change the caller's own name, email and mobile; answers the caller as it now is. */
export async function updateProfile(deps: AppDeps, actor: Actor, input: UpdateProfileInput): Promise<Actor> {
  if (await emailTaken(deps, actor.type, input.email, actor.userId))
    throw invalid('email', 'errors.duplicate');
  await deps.db
    .updateTable('users')
    .set({ ...input, updated_at: sql`now()` })
    .where('id', '=', actor.userId)
    .execute();
  return { ...actor, ...input };
}

/**
 * Register a brand and its manager (DOMAIN.md "Brands"): the brand starts as PendingAdminApproval.
 * Throttled per address, every request counted before the (deliberately slow) password hash.
 */
export async function registerVendor(deps: AppDeps, input: VendorRegisterInput, ip: string): Promise<number> {
  await consumeAttempt(deps.db, registerRules(ip));
  if (await emailTaken(deps, 'vendor', input.email)) throw invalid('email', 'errors.duplicate');
  const register = await deps.db
    .selectFrom('brands')
    .select('id')
    .where('commercial_register', '=', input.commercial_register)
    .executeTakeFirst();
  if (register) throw invalid('commercial_register', 'errors.duplicate');
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const brand = await trx
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
        status: 'PendingAdminApproval',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        type: 'vendor',
        name: input.name,
        email: input.email,
        phone: input.phone,
        password_hash: passwordHash,
        role_id: SYSTEM_ROLE.vendor,
        brand_id: brand.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  });
  await audit(deps.db, null, { action: 'vendor.registered', entity: 'users', entityId: userId }, ip);
  return userId;
}

/** Unread notifications of the caller. */
export async function unreadNotifications(deps: AppDeps, actor: Actor): Promise<number> {
  const row = await deps.db
    .selectFrom('notification_recipients')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', actor.userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function emailTaken(
  deps: AppDeps,
  userType: UserType,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  let qb = deps.db
    .selectFrom('users')
    .select('id')
    .where('type', '=', userType)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId) qb = qb.where('id', '!=', exceptUserId);
  return (await qb.executeTakeFirst()) !== undefined;
}
