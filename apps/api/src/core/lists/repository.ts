import type { Locale } from '@sufra/contract/user-types';
import type { Database } from '../../db/database.ts';

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
