import type { Locale } from '@sufra/contract/user-types';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/** A repository over one database, or the caller's transaction (`db`). */
export class Repository {
  protected readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }
}

/** A repository whose rows are named in one language (`locale`: the request's; English unless given). */
export class RepositoryWithLocale extends Repository {
  protected readonly locale: Locale;

  constructor(db: Database, locale: Locale = 'en') {
    super(db);
    this.locale = locale;
  }
}

/** Whether a query (a select, or a write `returning` its rows) finds a row. */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Insert a customer's booking (an order, a reservation): its id and customer, the row the writes
 * that belong to it alone take (its repository brands it: `NewOrder`, `NewReservation`).
 */
export function insertBooking<T extends 'orders' | 'reservations'>(
  db: Database,
  table: T,
  values: Insertable<DB[T]>,
): Promise<{ id: number; client_id: number }> {
  return db.insertInto(table).values(values).returning(['id', 'client_id']).executeTakeFirstOrThrow();
}
