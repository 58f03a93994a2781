import { type Kysely, sql } from 'kysely';

/**
 * Brands and branches keep the reason of their last approval step (DOMAIN.md "Brands"): a rejection
 * of documents carries the reason the vendor sees; any later step clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE brands ADD COLUMN status_reason text`.execute(db);
  await sql`ALTER TABLE branches ADD COLUMN status_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE brands DROP COLUMN status_reason`.execute(db);
  await sql`ALTER TABLE branches DROP COLUMN status_reason`.execute(db);
}
