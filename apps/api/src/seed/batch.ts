import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Rows per multi-row INSERT: fast, and far below PostgreSQL's 65535 parameters. */
export const BATCH_SIZE = 500;

/** Runs `insert` on consecutive slices of `rows`, one statement per slice. */
export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = BATCH_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Takes `count` ids from a table's own sequence, so children can be built before their parents are written. */
export async function allocateIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id FROM generate_series(1, ${count})
  `.execute(db);
  return rows.map((row) => Number(row.id));
}

/** The `index`-th of the ids `allocateIds` gave. */
export function idAt(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`id ${index} was not allocated`);
  return id;
}
