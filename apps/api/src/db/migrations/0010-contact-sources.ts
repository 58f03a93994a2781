import { type Kysely, sql } from 'kysely';

/**
 * Contact messages come from two places (issue 12): customers of the app (`client`, signed in, their
 * name, email and mobile taken from their account) and restaurants asking to join from the public
 * `/join-us` page (`restaurant`, with the restaurant's name and, when given, its city). The inbox lists
 * the unread ones first to the eye, and a customer lists their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages
    ADD COLUMN source text NOT NULL DEFAULT 'client' CHECK (source IN ('client', 'restaurant')),
    ADD COLUMN restaurant_name text,
    ADD COLUMN city text,
    ADD CONSTRAINT contact_messages_restaurant_named
      CHECK (source <> 'restaurant' OR restaurant_name IS NOT NULL)`.execute(db);
  await sql`CREATE INDEX contact_messages_unread_idx ON contact_messages (created_at) WHERE read_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX contact_messages_client_idx ON contact_messages (client_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contact_messages_client_idx`.execute(db);
  await sql`DROP INDEX contact_messages_unread_idx`.execute(db);
  await sql`ALTER TABLE contact_messages
    DROP CONSTRAINT contact_messages_restaurant_named,
    DROP COLUMN city,
    DROP COLUMN restaurant_name,
    DROP COLUMN source`.execute(db);
}
