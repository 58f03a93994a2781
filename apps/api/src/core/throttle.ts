import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
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
 * Count one failure (or one request) against each rule, atomically per key, and answer how many the
 * window now holds and how long the key stays locked (0 when it is not).
 */
export async function recordAttempt(
  db: Database,
  rules: readonly ThrottleRule[],
): Promise<{ key: string; failures: number; remaining: number }[]> {
  const counted: { key: string; failures: number; remaining: number }[] = [];
  for (const rule of rules) {
    const expired = sql`auth_throttle.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})`;
    const failures = sql`(CASE WHEN ${expired} THEN 1 ELSE auth_throttle.failures + 1 END)`;
    // limit-th failure: lockSeconds; every further one doubles it (exponent capped, so no overflow)
    const lockFor = (count: unknown) =>
      sql`make_interval(secs => least(${rule.maxLockSeconds}::float8,
        ${rule.lockSeconds}::float8 * power(2::float8, least(greatest(${count} - ${rule.limit}, 0), 30))))`;
    const { rows } = await sql<{ failures: number; remaining: number }>`
      INSERT INTO auth_throttle (key, failures, window_started_at, locked_until)
      VALUES (${rule.key}, 1, now(), CASE WHEN 1 >= ${rule.limit} THEN now() + ${lockFor(sql`1`)} END)
      ON CONFLICT (key) DO UPDATE SET
        failures = ${failures},
        window_started_at = CASE WHEN ${expired} THEN now() ELSE auth_throttle.window_started_at END,
        locked_until = CASE WHEN ${failures} >= ${rule.limit}
          THEN greatest(auth_throttle.locked_until, now() + ${lockFor(failures)})
          ELSE auth_throttle.locked_until END
      RETURNING failures,
        coalesce(greatest(extract(epoch from (locked_until - now())), 0), 0)::float8 AS remaining
    `.execute(db);
    const row = rows[0];
    counted.push({
      key: rule.key,
      failures: Number(row?.failures ?? 0),
      remaining: Number(row?.remaining ?? 0),
    });
  }
  return counted;
}

/**
 * For rules that count every request (registration): count this one first, atomically, and refuse
 * it when it goes past a limit, so parallel requests cannot all slip through before the first is counted.
 */
export async function consumeAttempt(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  await assertNotThrottled(
    db,
    rules.map((r) => r.key),
  );
  const counted = await recordAttempt(db, rules);
  const over = counted.filter((c, i) => c.failures > (rules[i]?.limit ?? Number.POSITIVE_INFINITY));
  if (over.length > 0) throw tooManyRequests(Math.max(1, ...over.map((c) => c.remaining)));
}

export async function clearAttempts(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Sign-in (DOMAIN.md "Accounts and sign-in"): nobody can lock an owner out from elsewhere.
 * - per (account, IP): a few failures, then growing locks (1 min, 2, 4 … up to 1 h) for that pair only;
 * - per IP, across accounts: more failures, then growing locks for that address;
 * - per account, from every address: far higher, and it only slows (a few seconds), never locks out.
 * A successful sign-in clears its pair.
 */
export const loginRules = (userType: string, email: string, ip: string): ThrottleRule[] => {
  const account = `${userType}:${email.toLowerCase()}`;
  return [
    {
      key: `login:pair:${account}:${ip}`,
      limit: 5,
      windowSeconds: DAY,
      lockSeconds: MINUTE,
      maxLockSeconds: HOUR,
    },
    { key: `login:ip:${ip}`, limit: 30, windowSeconds: HOUR, lockSeconds: MINUTE, maxLockSeconds: HOUR },
    { key: `login:account:${account}`, limit: 100, windowSeconds: HOUR, lockSeconds: 5, maxLockSeconds: 5 },
  ];
};

export const loginPairKey = (userType: string, email: string, ip: string): string =>
  loginRules(userType, email, ip)[0]?.key ?? '';

export const resetRules = (userType: string, email: string, ip: string): ThrottleRule[] => [
  {
    key: `reset:account:${userType}:${email.toLowerCase()}`,
    limit: 5,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 15 * MINUTE,
  },
  {
    key: `reset:ip:${ip}`,
    limit: 30,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    maxLockSeconds: 15 * MINUTE,
  },
];

/** Brand registration: every request counts, per IP (each one costs an Argon2 hash). */
export const registerRules = (ip: string): ThrottleRule[] => [
  { key: `register:ip:${ip}`, limit: 5, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: DAY },
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
