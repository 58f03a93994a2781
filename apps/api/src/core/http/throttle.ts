import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from './errors.ts';

export interface ThrottleRule {
  key: string;
  /** Failures (or requests, for rules that count every one) allowed inside the window. */
  limit: number;
  /** Counting starts again this long after the first counted failure. */
  windowSeconds: number;
  /** The lock after the limit-th failure; each further failure doubles it, up to `maxLockSeconds`. */
  lockSeconds: number;
  maxLockSeconds: number;
}

/**
 * Failure counting kept in the database, so every API process shares it. The answer does not depend
 * on whether the account exists: keys are built from what the caller sent.
 */
export async function assertNotThrottled(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .selectFrom('auth_throttle')
    .select(['key', sql<number>`extract(epoch from (locked_until - now()))`.as('remaining')])
    .where('key', 'in', keys)
    .where('locked_until', '>', sql<Date>`now()`)
    .execute();
  const remaining = Math.max(0, ...rows.map((r) => Number(r.remaining)));
  if (remaining > 0) throw tooManyRequests(remaining);
}

/**
 * Count one failure (or request) against `rule`, atomically. `unlessLocked`: not while the key is
 * locked (answers false); concurrent counts of one key wait for each other, so the one that reaches
 * the limit locks the key before the next is looked at.
 */
async function count(db: Database, rule: ThrottleRule, unlessLocked: boolean): Promise<boolean> {
  const expired = sql`auth_throttle.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})`;
  const failures = sql`(CASE WHEN ${expired} THEN 1 ELSE auth_throttle.failures + 1 END)`;
  // limit-th failure: lockSeconds; every further one doubles it (exponent capped, so no overflow)
  const lockFor = (n: unknown) =>
    sql`make_interval(secs => least(${rule.maxLockSeconds}::float8,
      ${rule.lockSeconds}::float8 * power(2::float8, least(greatest(${n} - ${rule.limit}, 0), 30))))`;
  const onlyUnlocked = unlessLocked
    ? sql`WHERE auth_throttle.locked_until IS NULL OR auth_throttle.locked_until <= now()`
    : sql``;
  const { rows } = await sql<{ counted: number }>`
    INSERT INTO auth_throttle (key, failures, window_started_at, locked_until)
    VALUES (${rule.key}, 1, now(), CASE WHEN 1 >= ${rule.limit} THEN now() + ${lockFor(sql`1`)} END)
    ON CONFLICT (key) DO UPDATE SET
      failures = ${failures},
      window_started_at = CASE WHEN ${expired} THEN now() ELSE auth_throttle.window_started_at END,
      locked_until = CASE WHEN ${failures} >= ${rule.limit}
        THEN greatest(auth_throttle.locked_until, now() + ${lockFor(failures)})
        ELSE auth_throttle.locked_until END
    ${onlyUnlocked}
    RETURNING 1 AS counted
  `.execute(db);
  return rows.length > 0;
}

/** Count one failure (or one request, for rules that limit every attempt) against each rule. */
export async function recordAttempt(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  for (const rule of rules) await count(db, rule, false);
}

/**
 * Count this attempt before doing the work, and refuse it (429) while a key is locked. Counting
 * is atomic, so a burst of parallel requests gets no more tries than a series. An attempt that
 * turns out fine is given back with `refundAttempt` (or its keys cleared).
 */
export async function consumeAttempt(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  await assertNotThrottled(
    db,
    rules.map((r) => r.key),
  );
  for (const rule of rules) {
    if (await count(db, rule, true)) continue;
    // locked by a concurrent attempt in between
    await assertNotThrottled(db, [rule.key]);
    throw tooManyRequests(1);
  }
}

/**
 * Give back an attempt counted up front by `consumeAttempt` that succeeded. The key was not locked
 * before it, so a lock it set goes too.
 */
export async function refundAttempt(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    await db
      .updateTable('auth_throttle')
      .set({ failures: sql`greatest(failures - 1, 0)`, locked_until: null })
      .where('key', '=', rule.key)
      .execute();
  }
}

export async function clearAttempts(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far back a successful sign-in from an address makes it the owner's known address: from it,
 * the account-wide delays do not apply (an attacker elsewhere never locks the owner out).
 */
export const KNOWN_ADDRESS_DAYS = 90;

/** Whether the caller's address is one the account has signed in from (see {@link KNOWN_ADDRESS_DAYS}). */
export interface Caller {
  ip: string;
  knownAddress: boolean;
}

/**
 * Sign-in (DOMAIN.md "Accounts and sign-in"): nobody can lock an owner out from elsewhere.
 * - per (account, address): a few failures, then growing locks (1 min, 2, 4 … up to 1 h) for that
 *   pair only;
 * - per address, across accounts: more failures, then growing locks for that address;
 * - per account, from every address: after many failures in an hour, growing delays (2 s, 4, 8 …
 *   up to 15 min) while the failures go on; an address the account has signed in from before is
 *   not held by them.
 * A successful sign-in clears its pair.
 */
export const loginRules = (userType: string, email: string, caller: Caller): ThrottleRule[] => {
  const account = `${userType}:${email.toLowerCase()}`;
  return [
    {
      key: `login:pair:${account}:${caller.ip}`,
      limit: 5,
      windowSeconds: DAY,
      lockSeconds: MINUTE,
      maxLockSeconds: HOUR,
    },
    {
      key: `login:ip:${caller.ip}`,
      limit: 30,
      windowSeconds: HOUR,
      lockSeconds: MINUTE,
      maxLockSeconds: HOUR,
    },
    ...(caller.knownAddress
      ? []
      : [
          {
            key: `login:account:${account}`,
            limit: 50,
            windowSeconds: HOUR,
            lockSeconds: 2,
            maxLockSeconds: 15 * MINUTE,
          },
        ]),
  ];
};

export const loginPairKey = (userType: string, email: string, ip: string): string =>
  `login:pair:${userType}:${email.toLowerCase()}:${ip}`;

/**
 * Password reset codes, asked for (`send`) and tried (`try`), on the same principle as sign-in: the
 * address asking or guessing is held (per account and address, and per address), the account only
 * by growing delays that an address it has signed in from before does not meet. A wrong code never
 * spoils the right one: each code sent stays good for its quarter of an hour.
 */
export const resetRules = (
  kind: 'send' | 'try',
  userType: string,
  email: string,
  caller: Caller,
): ThrottleRule[] => {
  const account = `${userType}:${email.toLowerCase()}`;
  return [
    {
      key: `reset:${kind}:pair:${account}:${caller.ip}`,
      limit: 5,
      windowSeconds: 15 * MINUTE,
      lockSeconds: 15 * MINUTE,
      maxLockSeconds: HOUR,
    },
    {
      key: `reset:${kind}:ip:${caller.ip}`,
      limit: 30,
      windowSeconds: 15 * MINUTE,
      lockSeconds: 15 * MINUTE,
      maxLockSeconds: HOUR,
    },
    ...(caller.knownAddress
      ? []
      : [
          {
            key: `reset:${kind}:account:${account}`,
            limit: kind === 'send' ? 10 : 20,
            windowSeconds: 15 * MINUTE,
            lockSeconds: 30,
            maxLockSeconds: 15 * MINUTE,
          },
        ]),
  ];
};

/** Brand registration: every request counts, per IP (each one costs an Argon2 hash). */
export const registerRules = (ip: string): ThrottleRule[] => [
  { key: `register:ip:${ip}`, limit: 5, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: DAY },
];

/**
 * Customer sign-up, per IP: higher than brand registration, since many customers share a mobile
 * carrier's address, yet every request still costs an Argon2 hash.
 */
export const clientRegisterRules = (ip: string): ThrottleRule[] => [
  { key: `register:client:ip:${ip}`, limit: 20, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: DAY },
];

/** A wrong current password while logged in, per (account, IP), with growing locks. */
export const passwordChangeRules = (userId: number, ip: string): ThrottleRule[] => [
  {
    key: `password:pair:${userId}:${ip}`,
    limit: 5,
    windowSeconds: DAY,
    lockSeconds: MINUTE,
    maxLockSeconds: HOUR,
  },
];
