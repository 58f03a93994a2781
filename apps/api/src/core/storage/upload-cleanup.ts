import { type RawBuilder, sql } from 'kysely';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import type { Storage } from './storage.ts';

/**
 * Every column that holds a stored upload, as its key (`meals/2026/<hex>.png`) or its public URL
 * (`/uploads/<key>`). A file none of them names is an orphan: left behind when the process died
 * between storing a file and committing its row. A new column that stores uploads belongs here
 * (upload-cleanup.test.ts fails for a column whose name says it holds a file and is missing).
 */
export const UPLOAD_COLUMNS = [
  { table: 'brands', column: 'logo' },
  { table: 'brand_documents', column: 'file_path' },
  { table: 'brand_images', column: 'path' },
  { table: 'brand_images', column: 'thumbnail_path' },
  { table: 'meal_images', column: 'path' },
  { table: 'meal_images', column: 'thumbnail_path' },
  { table: 'meals_together_images', column: 'path' },
  { table: 'meals_together_images', column: 'thumbnail_path' },
  { table: 'sliders', column: 'image_path' },
  { table: 'sliders', column: 'thumbnail_path' },
] as const satisfies readonly { [T in keyof DB]: { table: T; column: keyof DB[T] & string } }[keyof DB][];

/** Settings hold a few file references too (`sys_logo`), as JSON strings. */
const SETTINGS_VALUE = sql<string>`(value #>> '{}')`;

/** Several processes on one PostgreSQL database: only one of them cleans at a time. */
export const CLEANUP_LOCK_ID = 73_032_026;
const BATCH = 500;

export interface CleanupResult {
  /** false when another process held the lock (nothing was looked at). */
  ran: boolean;
  removed: string[];
}

/** The given keys that a row refers to (by key or by URL). */
async function referencedAmong(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const names = [...keys, ...keys.map((key) => `/uploads/${key}`)];
  const lookups: RawBuilder<unknown>[] = UPLOAD_COLUMNS.map(
    ({ table, column }) =>
      sql`SELECT ${sql.ref(column)} AS name FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ANY(${names}::text[])`,
  );
  lookups.push(
    sql`SELECT ${SETTINGS_VALUE} AS name FROM settings WHERE jsonb_typeof(value) = 'string' AND ${SETTINGS_VALUE} = ANY(${names}::text[])`,
  );
  const { rows } = await sql<{ name: string }>`${sql.join(lookups, sql` UNION `)}`.execute(db);
  return new Set(rows.map((row) => row.name.replace(/^\/uploads\//, '')));
}

async function sweep(db: Database, storage: Storage, cutoff: Date): Promise<string[]> {
  const removed: string[] = [];
  const removeUnreferenced = async (batch: string[]) => {
    const referenced = await referencedAmong(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  };
  let batch: string[] = [];
  for await (const file of storage.list()) {
    // Younger files may belong to an upload whose transaction has not committed yet.
    if (file.modifiedAt >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) {
      await removeUnreferenced(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await removeUnreferenced(batch);
  return removed;
}

/**
 * Delete stored files older than `graceMs` that no row refers to. On PostgreSQL a session advisory
 * lock keeps two processes from sweeping at once (the other one skips this round); the embedded
 * database belongs to one process, and holding its single connection for the sweep would stall
 * every request, so it takes no lock.
 */
export async function removeOrphanUploads(options: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  storage: Storage;
  graceMs: number;
  now?: Date;
}): Promise<CleanupResult> {
  const { database, storage, graceMs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - graceMs);
  if (database.kind === 'pglite') return { ran: true, removed: await sweep(database.db, storage, cutoff) };
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${CLEANUP_LOCK_ID}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return { ran: false, removed: [] };
    try {
      return { ran: true, removed: await sweep(connection, storage, cutoff) };
    } finally {
      await sql`SELECT pg_advisory_unlock(${CLEANUP_LOCK_ID})`.execute(connection);
    }
  });
}
