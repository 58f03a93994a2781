import { sql } from 'kysely';
import type { Database } from './database.ts';

/** The advisory lock key of seeding ("Sufr" in ASCII): one number every process agrees on. */
export const SEED_LOCK_KEY = 0x53756672;

/**
 * Runs `seed` in one transaction that holds the seeding lock: processes started at once on one
 * database seed one after the other (the second sees what the first committed), and a seed stopped
 * half-way (a signal, a crash) leaves nothing behind.
 */
export function withSeedLock<T>(db: Database, seed: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`.execute(trx);
    return seed(trx);
  });
}
