import type { ApprovalStatus } from '@sufra/contract/approval';
import type { UpdateProfileInput, VendorRegisterInput } from '@sufra/contract/auth';
import { translate } from '@sufra/contract/messages';
import type { Locale, UserType } from '@sufra/contract/user-types';
import type { AppDeps } from '../../core/http/context.ts';
import { AppError, invalid } from '../../core/http/errors.ts';
import {
  assertNotThrottled,
  type Caller,
  clearAttempts,
  consumeAttempt,
  KNOWN_ADDRESS_DAYS,
  loginPairKey,
  loginRules,
  passwordChangeRules,
  recordAttempt,
  refundAttempt,
  registerRules,
  resetRules,
} from '../../core/http/throttle.ts';
import type { Actor } from '../../core/sessions/actor.ts';
import { audit } from '../../core/sessions/audit.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../core/sessions/passwords.ts';
import { resolveSession, staffSessions } from '../../core/sessions/sessions.ts';
import { newToken, sha256, sixDigitCode } from '../../core/sessions/tokens.ts';
import { withStoredFiles } from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';
import { defaultCommission, systemLogo as settingsLogo } from '../settings/settings.service.ts';
import { storeBrandFiles, writeBrandFiles } from '../vendors/vendor-files.ts';
import { type Account, AuthRepository } from './auth.repository.ts';

const RESET_CODE_MINUTES = 15;

const users = (db: Database) => new AuthRepository(db);

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

/** The platform's logo (the platform settings' one reader). */
export function systemLogo(deps: AppDeps): Promise<string> {
  return settingsLogo(deps.db);
}

function findUser(deps: AppDeps, userType: UserType, email: string) {
  return users(deps.db).findUser(userType, email);
}

/** The caller's address, and whether the account has signed in from it before (core/http/throttle.ts). */
async function callerOf(deps: AppDeps, user: Account | undefined, ip: string): Promise<Caller> {
  return {
    ip,
    knownAddress: user ? await users(deps.db).signedInFrom(user, ip, KNOWN_ADDRESS_DAYS) : false,
  };
}

const sessionPolicy = (deps: AppDeps) => ({
  idleMinutes: deps.config.sessionIdleMinutes,
  maxDays: deps.config.sessionMaxDays,
});

export async function login(
  deps: AppDeps,
  input: { userType: UserType; email: string; password: string; ip: string; userAgent: string | null },
): Promise<{ token: string; actor: Actor }> {
  const user = await findUser(deps, input.userType, input.email);
  const rules = loginRules(input.userType, input.email, await callerOf(deps, user, input.ip));
  // Counted before the (slow) check, so a burst of parallel guesses gets no more tries than a series.
  await consumeAttempt(deps.db, rules);
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
  const token = await staffSessions.open(deps.db, user.id, sessionPolicy(deps), {
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await users(deps.db).markSignedIn(user);
  const actor = await resolveSession(deps.db, token, input.userType, sessionPolicy(deps));
  if (!actor || actor === 'wrong_type') throw new Error('a new session could not be resolved');
  await audit(deps.db, actor, { action: 'auth.login', entity: 'users', entityId: user.id }, input.ip);
  return { token, actor };
}

/** End the caller's session; the token stops working at once. */
export async function logout(deps: AppDeps, actor: Actor, ip: string): Promise<void> {
  await staffSessions.revoke(deps.db, actor.sessionId);
  await audit(deps.db, actor, { action: 'auth.logout', entity: 'users', entityId: actor.userId }, ip);
}

/**
 * A step of a password reset (`send` a code, `try` one): the account, when there is one, and the
 * throttle rules the step counts under, refused (429) while they hold.
 */
async function resetStep(
  deps: AppDeps,
  step: 'send' | 'try',
  input: { userType: UserType; email: string; ip: string },
): Promise<{ user: Account | undefined; rules: ReturnType<typeof resetRules> }> {
  const user = await findUser(deps, input.userType, input.email);
  const rules = resetRules(step, input.userType, input.email, await callerOf(deps, user, input.ip));
  await assertNotThrottled(
    deps.db,
    rules.map((r) => r.key),
  );
  return { user, rules };
}

export async function sendResetCode(
  deps: AppDeps,
  input: { userType: UserType; email: string; ip: string; locale: Locale },
): Promise<void> {
  const { user, rules } = await resetStep(deps, 'send', input);
  // Every request counts, whether or not the account exists.
  await recordAttempt(deps.db, rules);
  if (!user || user.blocked) return;
  const code = sixDigitCode();
  // Earlier codes stay good until they expire: a code asked for by someone else never spoils the
  // owner's.
  await users(deps.db).insertReset(
    user,
    sha256(`${user.id}:${code}`),
    new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
  );
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
  const { user, rules } = await resetStep(deps, 'try', input);
  const reset = user
    ? await users(deps.db).pendingReset(user, sha256(`${user.id}:${input.code}`))
    : undefined;
  if (!user || !reset) {
    // Wrong guesses hold the guesser (and, growing, the account from addresses it never used).
    await recordAttempt(deps.db, rules);
    throw invalid('code', 'auth.reset_code_invalid');
  }
  const resetToken = newToken();
  await users(deps.db).markResetVerified(
    reset,
    sha256(resetToken),
    new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
  );
  return resetToken;
}

export async function resetPassword(
  deps: AppDeps,
  input: { userType: UserType; email: string; resetToken: string; password: string; ip: string },
): Promise<void> {
  const user = await findUser(deps, input.userType, input.email);
  const reset = user ? await users(deps.db).verifiedReset(user, sha256(input.resetToken)) : undefined;
  if (!user || !reset) throw invalid('reset_token', 'auth.reset_token_invalid');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await users(trx).resetPassword(reset, passwordHash);
    await staffSessions.revokeAll(trx, user.id);
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
  if (!(await verifyPassword(await users(deps.db).ownPasswordHash(actor), oldPassword)))
    throw invalid('old_password', 'auth.old_password_wrong');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await users(trx).setOwnPassword(actor, passwordHash);
    await staffSessions.revokeAll(trx, actor.userId);
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
  await users(deps.db).updateOwnProfile(actor, input);
  return { ...actor, ...input };
}

/**
 * Register a brand and its manager (DOMAIN.md "Brands"): the brand starts as PendingAdminApproval.
 * Throttled per address, every request counted before the (deliberately slow) password hash.
 */
export async function registerVendor(deps: AppDeps, input: VendorRegisterInput, ip: string): Promise<number> {
  await consumeAttempt(deps.db, registerRules(ip));
  if (await emailTaken(deps, 'vendor', input.email)) throw invalid('email', 'errors.duplicate');
  if (await users(deps.db).commercialRegisterTaken(input.commercial_register))
    throw invalid('commercial_register', 'errors.duplicate');
  const passwordHash = await hashPassword(input.password);
  // The letter and logos are checked and stored first; they are removed again if the brand is not written.
  const files = await storeBrandFiles(deps.storage, input);
  const userId = await withStoredFiles(deps.storage, files.all, () =>
    deps.db.transaction().execute(async (trx) => {
      const brandId = await users(trx).insertPendingBrand(input, await defaultCommission(trx));
      await writeBrandFiles(trx, brandId, files);
      return users(trx).insertVendorManager(brandId, input, passwordHash);
    }),
  );
  await audit(deps.db, null, { action: 'vendor.registered', entity: 'users', entityId: userId }, ip);
  return userId;
}

/** Unread notifications of the caller. */
export function unreadNotifications(deps: AppDeps, actor: Actor): Promise<number> {
  return users(deps.db).ownUnreadNotifications(actor);
}

export function emailTaken(
  deps: AppDeps,
  userType: UserType,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  return users(deps.db).emailTaken(userType, email, exceptUserId);
}
