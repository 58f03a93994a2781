import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { runSeedScale, type ScaleCounts } from './scale.ts';

/**
 * Issue 13: `npm run seed:scale` with small counts on a PostgreSQL database holding the demo seed:
 * the rows are there, their money adds up, numbers go on from the demo's, and the API still lists.
 */
const counts: ScaleCounts = { orders: 2_000, reservations: 500, clients: 300, days: 730 };

let t: TestApp;
const before = { orders: 0, reservations: 0, clients: 0 };
/** Right after the seed (tests run in any order; one adds customers). */
const after = { orders: 0, reservations: 0, clients: 0 };
const log: string[] = [];

async function count(table: 'orders' | 'reservations' | 'clients'): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(t.db);
  return Number(result.rows[0]?.n);
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const table of ['orders', 'reservations', 'clients'] as const) before[table] = await count(table);
  if (!t.databaseUrl) throw new Error('a PostgreSQL test');
  await runSeedScale(t.databaseUrl, counts, (message) => log.push(message));
  for (const table of ['orders', 'reservations', 'clients'] as const) after[table] = await count(table);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('seed:scale', () => {
  it('adds the counts asked for, and says how long it took', async () => {
    expect(after.orders).toBe(before.orders + counts.orders);
    expect(after.reservations).toBe(before.reservations + counts.reservations);
    expect(after.clients).toBe(before.clients + counts.clients);
    expect(log.at(-1)).toMatch(/^done in \d+\.\d s$/);
  });

  it('keeps the money identities: lines, subtotal − discounts + VAT = total, commissions', async () => {
    const result = await sql<Record<string, number>>`SELECT
        count(*) FILTER (WHERE total <> subtotal - discounts + taxes)::int AS bad_total,
        count(*) FILTER (WHERE subtotal <> (SELECT sum(line_total) FROM order_items i WHERE i.order_id = o.id))::int
          AS bad_subtotal,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id))::int AS no_lines,
        count(*) FILTER (WHERE status IN ('completed', 'delivered') AND commission IS NULL)::int AS no_commission,
        count(*) FILTER (WHERE placed_at < now() - interval '731 days' OR placed_at > now())::int AS out_of_range,
        count(*) FILTER (WHERE status = 'canceled')::int AS canceled,
        count(*) FILTER (WHERE status IN ('completed', 'delivered'))::int AS done
      FROM orders o`.execute(t.db);
    const row = result.rows[0] ?? {};
    expect(row).toMatchObject({
      bad_total: 0,
      bad_subtotal: 0,
      no_lines: 0,
      no_commission: 0,
      out_of_range: 0,
    });
    expect(Number(row.canceled)).toBeGreaterThan(0);
    expect(Number(row.done)).toBeGreaterThan(0.8 * (before.orders + counts.orders));
  });

  it('numbers per day on from the demo, and the counters give the next number free', async () => {
    const gaps = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
        SELECT 'order' AS kind, to_date(substr(order_number, 5, 6), 'YYMMDD') AS day,
          max(substr(order_number, 12)::int) AS last FROM orders GROUP BY 2
        UNION ALL
        SELECT 'reservation', date, max(substr(reservation_number, 12)::int) FROM reservations GROUP BY 2
      ) d LEFT JOIN number_counters c ON c.kind = d.kind AND c.day = d.day
      WHERE c.last IS NULL OR c.last < d.last`.execute(t.db);
    expect(gaps.rows[0]?.n).toBe(0);
    const days = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders
      WHERE to_date(substr(order_number, 5, 6), 'YYMMDD') <> (placed_at AT TIME ZONE 'Asia/Riyadh')::date`.execute(
      t.db,
    );
    expect(days.rows[0]?.n).toBe(0);
  });

  it('the API lists the orders, newest first, and filters them', async () => {
    const first = await t.request('GET', '/api/v1/admin/orders?per_page=25', { as: 'admin' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as { data: { placed_at: string }[]; meta: { total: number } };
    expect(body.meta.total).toBe(before.orders + counts.orders);
    const times = body.data.map((row) => Date.parse(row.placed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const canceled = await t.request('GET', '/api/v1/admin/orders?filter[status]=canceled&per_page=10', {
      as: 'admin',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((canceled.json() as { meta: { total: number } }).meta.total).toBeGreaterThan(0);
  });

  it('refuses to run again on a database that holds more than a demo', async () => {
    if (!t.databaseUrl) throw new Error('a PostgreSQL test');
    await sql`INSERT INTO clients (first_name, last_name, phone)
      SELECT 'X', 'Y', '96657' || lpad(i::text, 7, '0') FROM generate_series(1, 6000) AS i`.execute(t.db);
    await expect(runSeedScale(t.databaseUrl, counts, () => {})).rejects.toThrow(/more than a demo seed/);
  });
});
