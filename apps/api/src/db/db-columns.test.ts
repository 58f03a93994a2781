import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ORDER_STATUSES, RESERVATION_STATUSES } from '@sufra/contract/statuses';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/kits/app-for-file.ts';
import { DB_COLUMNS } from './columns.snapshot.ts';

/**
 * One source of truth for the tables: the migrated database must have exactly the tables and
 * columns of db/columns.snapshot.ts (nullability and type included), and the type check holds that
 * snapshot to the Kysely types of db/schema (see schema/column-kinds.ts). A migration that adds a
 * column the types lack fails here; a type the migrations lack fails the type check.
 * After changing a migration on purpose: UPDATE_DB_COLUMNS=1 npx vitest run --project api-pglite
 * apps/api/src/db/db-columns.test.ts rewrites the snapshot; then `npm run typecheck` names what
 * the types miss.
 */
const t = testAppForFile();

type Columns = Record<string, Record<string, string>>;

async function migratedColumns(): Promise<Columns> {
  const rows = await sql<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>`
    SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_%'
    ORDER BY c.table_name, c.column_name`.execute(t.db);
  const columns: Columns = {};
  for (const row of rows.rows) {
    const kind = row.udt_name.startsWith('_') ? `${row.udt_name.slice(1)}[]` : row.udt_name;
    const table = columns[row.table_name] ?? {};
    columns[row.table_name] = table;
    table[row.column_name] = `${kind}${row.is_nullable === 'YES' ? '?' : ''}`;
  }
  return columns;
}

function snapshotSource(columns: Columns): string {
  const tables = Object.entries(columns)
    .map(
      ([table, cols]) =>
        `  ${table}: {\n${Object.entries(cols)
          .map(([column, kind]) => `    ${column}: '${kind}',`)
          .join('\n')}\n  },`,
    )
    .join('\n');
  return `import type { DbColumns } from './schema/column-kinds.ts';

/**
 * Every table and column of the migrated database (written by db-columns.test.ts with
 * UPDATE_DB_COLUMNS=1; do not edit by hand). \`satisfies DbColumns\` holds it to the Kysely types.
 */
export const DB_COLUMNS = {
${tables}
} as const satisfies DbColumns;
`;
}

/** The values a CHECK (col IN (…)) constraint on a column allows. */
async function checkedValues(table: string, column: string): Promise<string[]> {
  const rows = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_class rel ON rel.oid = con.conrelid
    JOIN pg_attribute att ON att.attrelid = rel.oid AND att.attnum = ANY (con.conkey)
    WHERE con.contype = 'c' AND rel.relname = ${table} AND att.attname = ${column}
      AND array_length(con.conkey, 1) = 1`.execute(t.db);
  const list = rows.rows.map((r) => r.def).find((def) => def.includes('ANY') || def.includes(' IN '));
  if (!list) throw new Error(`no value list CHECK on ${table}.${column}`);
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

describe('database tables and the Kysely types', () => {
  it('the migrated database has exactly the tables and columns of the snapshot the types are checked against', async () => {
    const actual = await migratedColumns();
    if (process.env.UPDATE_DB_COLUMNS === '1') {
      await writeFile(
        fileURLToPath(new URL('./columns.snapshot.ts', import.meta.url)),
        snapshotSource(actual),
      );
    }
    expect(Object.keys(actual).sort()).toEqual(Object.keys(DB_COLUMNS).sort());
    for (const [table, columns] of Object.entries(DB_COLUMNS)) {
      expect(actual[table], `columns of ${table} (nullable ones end in ?)`).toEqual(columns);
    }
  });
});

describe('status CHECKs and the contract', () => {
  it.each([
    ['orders', 'status', 'order', ORDER_STATUSES],
    ['order_status_history', 'from_status', 'order', ORDER_STATUSES],
    ['order_status_history', 'to_status', 'order', ORDER_STATUSES],
    ['reservations', 'status', 'reservation', RESERVATION_STATUSES],
    ['reservation_status_history', 'from_status', 'reservation', RESERVATION_STATUSES],
    ['reservation_status_history', 'to_status', 'reservation', RESERVATION_STATUSES],
  ] as const)('%s.%s allows exactly the contract’s %s statuses', async (table, column, _of, statuses) => {
    expect((await checkedValues(table, column)).sort()).toEqual([...statuses].sort());
  });
});
