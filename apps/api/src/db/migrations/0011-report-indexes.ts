import { type Kysely, sql } from 'kysely';

/**
 * The reports (issue 13) count a brand's reservations by the day they were made (`created_at`), as
 * its orders by the day they were placed (`orders (brand_id, placed_at)` exists): a vendor's report
 * reads its brand's reservations of the period from this index instead of every brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX reservations_brand_created_idx ON reservations (brand_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reservations_brand_created_idx`.execute(db);
}
