import { type Kysely, sql } from 'kysely';

/**
 * A branch may open more than once a day (a split shift: lunch, then dinner until after midnight):
 * working hours become ranges, several per weekday, kept apart by the server (no two overlap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE branch_working_hours DROP CONSTRAINT branch_working_hours_day_unique`.execute(db);
  await sql`CREATE INDEX branch_working_hours_branch_day_idx ON branch_working_hours (branch_id, day_of_week, opening_time)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX branch_working_hours_branch_day_idx`.execute(db);
  // Only the first range of a day survives the way back.
  await sql`DELETE FROM branch_working_hours h USING branch_working_hours e
      WHERE h.branch_id = e.branch_id AND h.day_of_week = e.day_of_week AND h.id > e.id`.execute(db);
  await sql`ALTER TABLE branch_working_hours
      ADD CONSTRAINT branch_working_hours_day_unique UNIQUE (branch_id, day_of_week)`.execute(db);
}
