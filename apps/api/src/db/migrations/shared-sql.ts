import { type Kysely, sql } from 'kysely';

/**
 * Pieces of SQL and steps several migrations share. A released migration must keep producing the
 * same schema: change nothing here that one of them already uses (add a new piece instead).
 */

/** When a row was made and last changed, both set by the database. */
export const STAMPS = `created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()`;

/**
 * A sign-in session's table (staff `sessions`, customers' `client_sessions`): the owner's id, only
 * the hash of its token, when it was last used, when it expires or was revoked, and from where.
 */
export function sessionsTable(table: string, owner: string, ownerTable: string): string {
  return `CREATE TABLE ${table} (
    id bigserial PRIMARY KEY,
    ${owner} integer NOT NULL REFERENCES ${ownerTable} (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    ip text,
    user_agent text
  )`;
}

/** The up to five images of one owner (a brand, a meal, a combo), each in its own position. */
export function imagesTable(table: string, owner: string, ownerTable: string): string {
  return `CREATE TABLE ${table} (
    id serial PRIMARY KEY,
    ${owner} integer NOT NULL REFERENCES ${ownerTable} (id) ON DELETE CASCADE,
    position smallint NOT NULL CHECK (position BETWEEN 1 AND 5),
    path text NOT NULL,
    thumbnail_path text,
    mime text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ${table}_position_unique UNIQUE (${owner}, position)
  )`;
}

/** Runs a migration's statements one after the other. */
export async function runStatements(db: Kysely<unknown>, statements: Iterable<string>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops a migration's tables, in the order given (the ones that refer to others first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
}
