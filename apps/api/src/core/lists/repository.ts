import type { Database } from '../../db/database.ts';

/** A repository over one database, or the caller's transaction (`db`). */
export class Repository {
  protected readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }
}
