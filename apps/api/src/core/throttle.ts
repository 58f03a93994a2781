import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';

export interface ThrottleRule {
  key: string;
  /** Failures allowed inside the window before the key is locked. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
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

/** Count one failure (or one request, for rules that limit every attempt) against each rule. */
export async function recordAttempt(db: Database, rules: readonly ThrottleRule[]): Promise<void> {
  for (const rule of rules) {
    await sql`
      INSERT INTO auth_throttle (key, failures, window_started_at, locked_until)
      VALUES (${rule.key}, 1, now(), CASE WHEN 1 >= ${rule.limit} THEN now() + make_interval(secs => ${rule.lockSeconds}) END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN auth_throttle.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
          THEN 1 ELSE auth_throttle.failures + 1 END,
        window_started_at = CASE WHEN auth_throttle.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
          THEN now() ELSE auth_throttle.window_started_at END,
        locked_until = CASE
          WHEN (CASE WHEN auth_throttle.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
            THEN 1 ELSE auth_throttle.failures + 1 END) >= ${rule.limit}
          THEN now() + make_interval(secs => ${rule.lockSeconds})
          ELSE auth_throttle.locked_until END
    `.execute(db);
  }
}

export async function clearAttempts(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute();
}

const FIFTEEN_MINUTES = 15 * 60;

export const loginRules = (userType: string, email: string, ip: string): ThrottleRule[] => [
  {
    key: `login:account:${userType}:${email.toLowerCase()}`,
    limit: 5,
    windowSeconds: FIFTEEN_MINUTES,
    lockSeconds: FIFTEEN_MINUTES,
  },
  { key: `login:ip:${ip}`, limit: 50, windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
];

export const resetRules = (userType: string, email: string, ip: string): ThrottleRule[] => [
  {
    key: `reset:account:${userType}:${email.toLowerCase()}`,
    limit: 5,
    windowSeconds: FIFTEEN_MINUTES,
    lockSeconds: FIFTEEN_MINUTES,
  },
  { key: `reset:ip:${ip}`, limit: 30, windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
];
