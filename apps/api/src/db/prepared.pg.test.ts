import { type SelectQueryBuilder, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchPage, LITERAL_PAGES } from '../core/lists/list-query.ts';
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
  // Enough rows that a plan for an unknown LIMIT (PostgreSQL assumes a tenth of them) costs more.
  await sql`CREATE TABLE plates (id int PRIMARY KEY, name text NOT NULL)`.execute(setup.db);
  await sql`CREATE INDEX plates_name ON plates (name)`.execute(setup.db);
  await sql`INSERT INTO plates SELECT i, md5(i::text) FROM generate_series(1, 100000) AS i`.execute(setup.db);
  await sql`ANALYZE plates`.execute(setup.db);
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

/** The statements the pool's one connection holds prepared, and how often each was planned. */
async function preparedPlans() {
  const { rows } = await sql<{
    statement: string;
    generic_plans: number;
    custom_plans: number;
  }>`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`.execute(handle.db);
  return rows;
}
async function prepared(): Promise<string[]> {
  return (await preparedPlans()).map((row) => row.statement);
}

/** A list's page of plates by name, through the lists' own paging. */
function platesPage(page: number) {
  const qb = handle.db
    .selectFrom('plates' as never)
    .select(['id' as never, 'name' as never]) as unknown as SelectQueryBuilder<
    never,
    never,
    { id: number; name: string }
  >;
  return fetchPage(
    handle.db,
    qb,
    { page, perPage: 10, sort: { key: 'name', direction: 'asc' } },
    { name: 'name' },
    'id',
  );
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

  it('keeps a single SELECT without parameters prepared too, never several statements in one text', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dishes`.execute(handle.db);
    expect(rows).toEqual([{ n: 300 }]);
    await sql.raw('SELECT 1 AS a; SELECT 2 AS b').execute(handle.db);
    const kept = await prepared();
    expect(kept).toContain('SELECT count(*)::int AS n FROM dishes');
    expect(kept.filter((text) => text.includes('SELECT 2'))).toEqual([]);
  });

  it(`plans a list's first ${LITERAL_PAGES} pages once, a deeper page as before`, async () => {
    // PostgreSQL tries five fresh plans before it settles on one for every call, if it can tell
    // that one costs about the same: with the page's size and offset unknown it could not.
    for (let i = 0; i < 8; i++) {
      const { rows, total } = await platesPage(1);
      expect(total).toBe(100_000);
      expect(rows).toHaveLength(10);
    }
    const deep = await platesPage(LITERAL_PAGES + 1);
    const shallow = await platesPage(LITERAL_PAGES);
    expect((deep.rows[0]?.name ?? '') > (shallow.rows.at(-1)?.name ?? '')).toBe(true);
    const plans = await preparedPlans();
    const first = plans.find((p) =>
      /from "plates" order by "name" asc, "id" asc limit 10 offset 0$/.test(p.statement),
    );
    expect(first?.generic_plans).toBeGreaterThanOrEqual(2);
    expect(plans.some((p) => /offset \$1$/.test(p.statement))).toBe(true);
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
