import { Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies the pending migrations, all in one transaction under the migrator's lock: processes
 * started at once migrate one after the other, and a start stopped half-way leaves none applied.
 * `onPending` hears how many there are first (none: not called).
 */
export async function migrateToLatest(db: Database, onPending?: (count: number) => void): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const pending = (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).length;
  if (pending > 0) onPending?.(pending);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
