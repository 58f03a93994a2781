import { type Kysely, sql } from 'kysely';
import { announceChanges } from './0014-change-notices.ts';

/**
 * The reports' pages are kept in memory too (issue 13: a few managers opening the same report at
 * once share one read, and ask again only after a change): the tables they are read from besides
 * those of 0014 announce their changes the same way. The rollups (`sales_daily`, `client_totals`,
 * `client_brand_totals`) change only with their sources (orders, reservations, the points ledger),
 * in the same transaction, so watching the sources is watching them.
 */
const TABLES = ['reservations', 'client_points_ledger', 'payments'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await announceChanges(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(db);
}
