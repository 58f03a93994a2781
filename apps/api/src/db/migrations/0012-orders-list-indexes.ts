import { type Kysely, sql } from 'kysely';

/**
 * The orders list sorts by `placed_at` with `id` as tie-breaker (issue 13: a million orders): with
 * `id` in the index, the first page (and an export's cursor) reads its rows in index order and stops,
 * instead of sorting every order of the same instant. The same for the list filtered by status and a
 * date range. Each replaces the index it extends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_placed_id_idx ON orders (placed_at, id)`.execute(db);
  await sql`DROP INDEX orders_placed_idx`.execute(db);
  await sql`CREATE INDEX orders_status_placed_id_idx ON orders (status, placed_at, id)`.execute(db);
  await sql`DROP INDEX orders_status_placed_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_status_placed_idx ON orders (status, placed_at)`.execute(db);
  await sql`DROP INDEX orders_status_placed_id_idx`.execute(db);
  await sql`CREATE INDEX orders_placed_idx ON orders (placed_at)`.execute(db);
  await sql`DROP INDEX orders_placed_id_idx`.execute(db);
}
