import { type Kysely, sql } from 'kysely';
import { runStatements } from './shared-sql.ts';

/**
 * Rollups for the reports and the home chart at a million orders (issue 13), kept by the database in
 * the same transaction as the change of the rows they sum:
 *
 * - `sales_daily`: per brand, branch and Riyadh day, the orders placed that day (all, and those not
 *   canceled with their totals, discounts and commission, and the sales of those completed or
 *   delivered) and the reservations made that day (not canceled, with their fees);
 * - `client_totals`: per customer, their orders and reservations not canceled (counts and amounts,
 *   discounts) and their points balance (the sum of the ledger);
 * - `client_brand_totals`: the same orders and reservations per brand and customer (a brand's
 *   customers report).
 *
 * - `orders.items_count`: the pieces of the order (the sum of its lines' quantities), which the
 *   orders list and its export show (a subquery per row took half of a 100,000-row export).
 *
 * Each source table has statement-level triggers with transition tables: a statement adds what its
 * new rows count and takes away what its old rows counted, grouped by the rollup's key, and writes
 * only the keys whose figures changed (an order's delay or payment status leaves the rollups alone),
 * in key order, so two transactions take the rows' locks in the same order. `rollups.test.ts`
 * checks both equal the raw sums after inserts, changes and deletes.
 */

interface Source {
  /** The table summed. */
  table: string;
  /** The rollup's key, as expressions over a row of the table, in the rollup's key order. */
  key: Readonly<Record<string, string>>;
  /** What one row counts, per rollup column. */
  values: Readonly<Record<string, string>>;
}

interface Rollup {
  name: string;
  /** Column definitions of the key. */
  keyColumns: Readonly<Record<string, string>>;
  /** Numeric columns, all starting at 0. */
  valueColumns: Readonly<Record<string, string>>;
  sources: readonly Source[];
}

const riyadhDay = (column: string) => `((${column}) AT TIME ZONE 'Asia/Riyadh')::date`;
const notCanceled = `status <> 'canceled'`;
const ifCounted = (expression: string) => `CASE WHEN ${notCanceled} THEN ${expression} ELSE 0 END`;

const salesDaily: Rollup = {
  name: 'sales_daily',
  keyColumns: { brand_id: 'integer NOT NULL', branch_id: 'integer NOT NULL', day: 'date NOT NULL' },
  valueColumns: {
    orders_placed: 'integer',
    orders_count: 'integer',
    orders_total: 'numeric(16,2)',
    discounts: 'numeric(16,2)',
    commission: 'numeric(16,2)',
    sales_done: 'numeric(16,2)',
    reservations_count: 'integer',
    reservations_fees: 'numeric(16,2)',
  },
  sources: [
    {
      table: 'orders',
      key: { brand_id: 'brand_id', branch_id: 'branch_id', day: riyadhDay('placed_at') },
      values: {
        orders_placed: '1',
        orders_count: ifCounted('1'),
        orders_total: ifCounted('total'),
        discounts: ifCounted('discounts'),
        commission: ifCounted('coalesce(commission, 0)'),
        sales_done: `CASE WHEN status IN ('completed', 'delivered') THEN total ELSE 0 END`,
      },
    },
    {
      table: 'reservations',
      key: { brand_id: 'brand_id', branch_id: 'branch_id', day: riyadhDay('created_at') },
      values: { reservations_count: ifCounted('1'), reservations_fees: ifCounted('reservation_fees') },
    },
  ],
};

/** A customer's figures: their orders and reservations not canceled. */
const customerColumns = {
  orders_count: 'integer',
  orders_amount: 'numeric(16,2)',
  discounts: 'numeric(16,2)',
  reservations_count: 'integer',
  reservations_amount: 'numeric(16,2)',
} as const;
const customerOrders = {
  orders_count: ifCounted('1'),
  orders_amount: ifCounted('total'),
  discounts: ifCounted('discounts'),
};
const customerReservations = {
  reservations_count: ifCounted('1'),
  reservations_amount: ifCounted('reservation_fees'),
};

const clientTotals: Rollup = {
  name: 'client_totals',
  keyColumns: { client_id: 'integer NOT NULL' },
  valueColumns: { ...customerColumns, points: 'integer' },
  sources: [
    { table: 'orders', key: { client_id: 'client_id' }, values: customerOrders },
    { table: 'reservations', key: { client_id: 'client_id' }, values: customerReservations },
    { table: 'client_points_ledger', key: { client_id: 'client_id' }, values: { points: 'delta' } },
  ],
};

const clientBrandTotals: Rollup = {
  name: 'client_brand_totals',
  keyColumns: { brand_id: 'integer NOT NULL', client_id: 'integer NOT NULL' },
  valueColumns: customerColumns,
  sources: [
    { table: 'orders', key: { brand_id: 'brand_id', client_id: 'client_id' }, values: customerOrders },
    {
      table: 'reservations',
      key: { brand_id: 'brand_id', client_id: 'client_id' },
      values: customerReservations,
    },
  ],
};

export const ROLLUPS: readonly Rollup[] = [salesDaily, clientTotals, clientBrandTotals];

/** What `rows` (a table or a transition table) count, times `sign`, per key. */
function contributions(source: Source, rows: string, sign: 1 | -1): string {
  const keys = Object.entries(source.key).map(([column, expression]) => `${expression} AS ${column}`);
  const values = Object.entries(source.values).map(
    ([column, expression]) => `${sign === 1 ? '' : '-'}(${expression}) AS ${column}`,
  );
  return `SELECT ${[...keys, ...values].join(', ')} FROM ${rows}`;
}

/**
 * Add what the given row sets count to the rollup: `INSERT … SELECT … GROUP BY key ON CONFLICT DO
 * UPDATE`, keys with no change left out, in key order.
 */
function applySql(rollup: Rollup, source: Source, parts: readonly string[]): string {
  const keys = Object.keys(source.key);
  const values = Object.keys(source.values);
  const sums = values.map((column) => `sum(${column}) AS ${column}`);
  const changed = values.map((column) => `sum(${column}) <> 0`).join(' OR ');
  return `INSERT INTO ${rollup.name} AS t (${[...keys, ...values].join(', ')})
    SELECT ${[...keys, ...sums].join(', ')}
    FROM (${parts.join(' UNION ALL ')}) d
    GROUP BY ${keys.join(', ')}
    HAVING ${changed}
    ORDER BY ${keys.join(', ')}
    ON CONFLICT (${keys.join(', ')}) DO UPDATE SET
      ${values.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ')}`;
}

const functionName = (rollup: Rollup, source: Source) => `${rollup.name}_from_${source.table}`;

function triggerFunctionSql(rollup: Rollup, source: Source): string {
  const added = contributions(source, 'new_rows', 1);
  const taken = contributions(source, 'old_rows', -1);
  return `CREATE FUNCTION ${functionName(rollup, source)}() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${applySql(rollup, source, [added])};
      ELSIF TG_OP = 'DELETE' THEN
        ${applySql(rollup, source, [taken])};
      ELSE
        ${applySql(rollup, source, [added, taken])};
      END IF;
      RETURN NULL;
    END
  $body$`;
}

function triggersSql(rollup: Rollup, source: Source): string[] {
  const name = functionName(rollup, source);
  const run = `FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`;
  return [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${source.table} REFERENCING NEW TABLE AS new_rows ${run}`,
    `CREATE TRIGGER ${name}_update AFTER UPDATE ON ${source.table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${run}`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${source.table} REFERENCING OLD TABLE AS old_rows ${run}`,
  ];
}

/** Source rows per fill statement: each statement stays well under the pool's query timeout. */
const FILL_CHUNK = 100_000;

/**
 * Runs `statement(range)` over the table's rows `FILL_CHUNK` ids at a time (`range` is a condition
 * on `id`): a million orders are filled in ten statements of a second or two each, not one that
 * outlasts the statement and query timeouts.
 */
async function inChunks(
  db: Kysely<unknown>,
  table: string,
  statement: (range: string) => string,
): Promise<void> {
  const bounds = await sql<{ low: string | null; high: string | null }>`
    SELECT min(id)::text AS low, max(id)::text AS high FROM ${sql.table(table)}`.execute(db);
  const low = Number(bounds.rows[0]?.low ?? 0);
  const high = Number(bounds.rows[0]?.high ?? -1);
  for (let from = low; from <= high; from += FILL_CHUNK)
    await sql.raw(statement(`id >= ${from} AND id < ${from + FILL_CHUNK}`)).execute(db);
}

/** Fills a new rollup from its sources' rows (the triggers keep it from then on). */
async function fill(db: Kysely<unknown>, rollup: Rollup): Promise<void> {
  for (const source of rollup.sources)
    await inChunks(db, source.table, (range) =>
      applySql(rollup, source, [
        contributions(source, `(SELECT * FROM ${source.table} WHERE ${range}) s`, 1),
      ]),
    );
}

function createSql(rollup: Rollup): string[] {
  const keys = Object.entries(rollup.keyColumns).map(([column, type]) => `${column} ${type}`);
  const values = Object.entries(rollup.valueColumns).map(
    ([column, type]) => `${column} ${type} NOT NULL DEFAULT 0`,
  );
  return [
    `CREATE TABLE ${rollup.name} (${[...keys, ...values].join(', ')},
      PRIMARY KEY (${Object.keys(rollup.keyColumns).join(', ')}))`,
    ...rollup.sources.flatMap((source) => [
      triggerFunctionSql(rollup, source),
      ...triggersSql(rollup, source),
    ]),
  ];
}

/** `orders.items_count` kept by statement triggers on `order_items`, like the rollups. */
function itemsCountSql(): string[] {
  const apply = (parts: readonly string[]) => `UPDATE orders o SET items_count = o.items_count + d.n
    FROM (
      SELECT order_id, sum(n)::int AS n FROM (${parts.join(' UNION ALL ')}) x
      GROUP BY order_id HAVING sum(n) <> 0
    ) d
    WHERE o.id = d.order_id`;
  const added = 'SELECT order_id, quantity AS n FROM new_rows';
  const taken = 'SELECT order_id, -quantity AS n FROM old_rows';
  const run = 'FOR EACH STATEMENT EXECUTE FUNCTION orders_items_count()';
  return [
    'ALTER TABLE orders ADD COLUMN items_count integer NOT NULL DEFAULT 0',
    `CREATE FUNCTION orders_items_count() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply([added])};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply([taken])};
        ELSE
          ${apply([added, taken])};
        END IF;
        RETURN NULL;
      END
    $body$`,
    `CREATE TRIGGER orders_items_count_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows ${run}`,
    `CREATE TRIGGER orders_items_count_update AFTER UPDATE ON order_items
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${run}`,
    `CREATE TRIGGER orders_items_count_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows ${run}`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Filling reads every order: the statement timeout is lifted for the migrations' transaction, and
  // each fill statement reads a chunk of ids.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  // The items counts first: the rollups' triggers on orders would otherwise see every order change.
  await runStatements(db, itemsCountSql());
  await inChunks(
    db,
    'orders',
    (range) => `UPDATE orders o SET items_count = i.n
      FROM (SELECT order_id, sum(quantity)::int AS n FROM order_items
        WHERE order_id IN (SELECT id FROM orders WHERE ${range}) GROUP BY order_id) i
      WHERE i.order_id = o.id`,
  );
  for (const rollup of ROLLUPS) {
    await runStatements(db, createSql(rollup));
    await fill(db, rollup);
  }
  // The vendors report lists each brand's days; the home chart the tenant's days.
  await sql`CREATE INDEX sales_daily_day_idx ON sales_daily (day)`.execute(db);
  // The customers report's first page (the largest orders amount first) reads the top of these.
  await sql`CREATE INDEX client_totals_orders_amount_idx ON client_totals (orders_amount, client_id)`.execute(
    db,
  );
  await sql`CREATE INDEX client_brand_totals_orders_amount_idx
    ON client_brand_totals (brand_id, orders_amount, client_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION orders_items_count() CASCADE`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN items_count`.execute(db);
  for (const rollup of ROLLUPS) {
    await sql.raw(`DROP TABLE ${rollup.name}`).execute(db);
    for (const source of rollup.sources) {
      await sql.raw(`DROP FUNCTION ${functionName(rollup, source)}() CASCADE`).execute(db);
    }
  }
}
