import { type Kysely, sql } from 'kysely';

/**
 * Every API process keeps some answers in memory (the sessions it resolved, the orders list's pages:
 * issue 13), and drops one as soon as a table it was read from changes (db/changes.ts). A process
 * sees its own writes; these statement triggers tell every process of the others' (another API
 * process, a job, psql): on commit, a NOTIFY on `sufra_changes` names the table (PostgreSQL sends
 * one per table and transaction, however many statements, and none for a rollback).
 *
 * A session's idle clock (`last_used_at`, moved by its use) and a new session are no change of the
 * sessions already resolved: their trigger watches the other columns and deletions only.
 *
 * Frozen here: later migrations add triggers for the tables they start watching.
 */
const TABLES = ['users', 'roles', 'brands', 'branches', 'clients', 'cancel_reasons', 'orders'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('sufra_changes', TG_TABLE_NAME);
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_changed
      AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at OR DELETE OR TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`.execute(db);
  for (const table of TABLES) await announceChanges(db, table);
}

/** The trigger that makes every committed change of `table` a NOTIFY (0015 adds more tables). */
export async function announceChanges(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', ...TABLES])
    await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION notify_table_change()`.execute(db);
}
