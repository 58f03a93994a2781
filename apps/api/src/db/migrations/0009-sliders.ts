import { type Kysely, sql } from 'kysely';

/**
 * A slider's image gets the list thumbnail every other uploaded image has (a WebP of at most 320 px
 * for a raster; none for an SVG), so the dashboard's list does not load full-size banners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sliders ADD COLUMN thumbnail_path text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sliders DROP COLUMN thumbnail_path`.execute(db);
}
