import { type Kysely, sql } from 'kysely';

/**
 * Countries get an Arabic and an English name (the API's `country_name` is the one in the request's
 * language). Existing rows keep their name as the English one; the Arabic one is the old name when
 * it is Arabic, else the description when that is a short Arabic name (what the reference seed
 * stored there), else the old name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE countries ADD COLUMN country_name_ar text, ADD COLUMN country_name_en text`.execute(
    db,
  );
  await sql`UPDATE countries SET
      country_name_en = country_name,
      country_name_ar = CASE
        WHEN country_name ~ '[ء-ي]' THEN country_name
        WHEN country_desc ~ '^[ء-ي ]+$' AND char_length(country_desc) <= 100 THEN country_desc
        ELSE country_name
      END`.execute(db);
  await sql`ALTER TABLE countries
      ALTER COLUMN country_name_ar SET NOT NULL,
      ALTER COLUMN country_name_en SET NOT NULL,
      DROP COLUMN country_name`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE countries ADD COLUMN country_name text`.execute(db);
  await sql`UPDATE countries SET country_name = country_name_en`.execute(db);
  await sql`ALTER TABLE countries
      ALTER COLUMN country_name SET NOT NULL,
      DROP COLUMN country_name_ar,
      DROP COLUMN country_name_en`.execute(db);
}
