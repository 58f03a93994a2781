import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/scratch-database.ts';
import { type DatabaseHandle, openDatabase, PREPARED_PER_CONNECTION } from './database.ts';

/**
 * Statements with parameters are kept prepared per connection (planned once, then only run), a
 * connection keeps a bounded number of them, and a connection whose prepared statements went stale
 * (another process changed a table's columns) is replaced instead of failing again and again.
 */
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
/** Each test's own pool of one connection (what one connection keeps is what the test looks at). */
let handle: DatabaseHandle;

beforeAll(async () => {
  scratch = await scratchDatabase('sufra_prepared');
  const setup = await openDatabase({ url: scratch.url.toString(), poolSize: 1 });
  await sql`CREATE TABLE dishes (id int PRIMARY KEY, name text NOT NULL)`.execute(setup.db);
  await sql`INSERT INTO dishes SELECT i, 'dish ' || i FROM generate_series(1, 300) AS i`.execute(setup.db);
  await setup.close();
});
beforeEach(async () => {
  handle = await openDatabase({ url: scratch.url.toString(), poolSize: 1 });
});
afterEach(async () => {
  await handle.close();
});
afterAll(async () => {
  await scratch?.drop();
});

/** The statements the pool's one connection holds prepared. */
async function prepared(): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
    handle.db,
  );
  return rows.map((row) => row.statement);
}

describe('prepared statements', () => {
  it('keeps a statement with parameters prepared on its connection, and answers as before', async () => {
    const byId = (id: number) =>
      handle.db
        .selectFrom('dishes' as never)
        .selectAll()
        .where('id' as never, '=', id as never);
    const first = await byId(7).execute();
    const again = await byId(8).execute();
    expect(first).toEqual([{ id: 7, name: 'dish 7' }]);
    expect(again).toEqual([{ id: 8, name: 'dish 8' }]);
    const kept = await prepared();
    expect(kept.filter((text) => /from "dishes" where "id" = \$1/.test(text))).toHaveLength(1);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} per connection; the rest still run, unnamed`, async () => {
    for (let i = 1; i <= PREPARED_PER_CONNECTION + 30; i++) {
      const { rows } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM dishes WHERE id <= ${i} AND ${sql.raw(String(i))} > 0`.execute(
        handle.db,
      );
      expect(rows[0]?.n).toBe(Math.min(i, 300));
    }
    expect((await prepared()).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
  });

  it('replaces a connection whose prepared statement a column change made stale', async () => {
    const table = `menu_${Date.now()}`;
    await sql`CREATE TABLE ${sql.id(table)} (id int PRIMARY KEY, name text)`.execute(handle.db);
    await sql`INSERT INTO ${sql.id(table)} VALUES (1, 'kabsa')`.execute(handle.db);
    const read = () => sql`SELECT * FROM ${sql.id(table)} WHERE id = ${1}`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'kabsa' }]);
    // Another process (a rolling upgrade's migration) adds a column.
    const other = await openDatabase({ url: scratch.url.toString(), poolSize: 1 });
    try {
      await sql`ALTER TABLE ${sql.id(table)} ADD COLUMN price int NOT NULL DEFAULT 25`.execute(other.db);
    } finally {
      await other.close();
    }
    const stale = await read().then(
      () => undefined,
      (error: unknown) => error,
    );
    // PostgreSQL refuses the stale plan once; the next query runs on a new connection and sees
    // the new column.
    expect(stale).toBeInstanceOf(Error);
    expect((stale as Error).message).toMatch(/cached plan must not change result type/);
    expect((await read()).rows).toEqual([{ id: 1, name: 'kabsa', price: 25 }]);
    expect((await read()).rows).toEqual([{ id: 1, name: 'kabsa', price: 25 }]);
  });
});
