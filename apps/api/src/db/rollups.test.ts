import fc from 'fast-check';
import { sql, type UpdateObject } from 'kysely';
import { describe, expect, it } from 'vitest';
import { uniqueWord } from '../test/factories.ts';
import { testAppForFile } from '../test/kits/app-for-file.ts';
import type { Database } from './database.ts';
import type { DB } from './types.ts';

/**
 * The rollups of migration 0013 (`sales_daily`, `client_totals`, `client_brand_totals`) equal the raw sums, computed here
 * from the orders, reservations and points ledger, after any sequence of inserts, changes (status,
 * total, day, brand) and deletes, single-row and many-row, and after concurrent transactions.
 */
let cancelReason = 0;
const clients: number[] = [];
let branches: { brand: number; branch: number }[] = [];

const t = testAppForFile(async () => {
  branches = [
    { brand: t.tenants.brandId, branch: t.tenants.branchId },
    { brand: t.tenants.brand2Id, branch: t.tenants.brand2BranchId },
  ];
  cancelReason = (
    await t.db
      .insertInto('cancel_reasons')
      .values({ ar_reason: 'سبب', en_reason: 'Reason', type: 'mutual' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let i = 0; i < 3; i++) {
    const row = await t.db
      .insertInto('clients')
      .values({
        first_name: uniqueWord(),
        last_name: 'Rollup',
        phone: `9665${String(10000000 + i * 31 + (process.pid % 997)).slice(-8)}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clients.push(row.id);
  }
});

/** A sum of money as the rollups keep it (2 decimals). */
const money = (column: string) => sql`sum(${sql.ref(column)})::numeric(16,2)`;

/** The rollups' non-zero rows and the raw sums, each as sorted text lines. */
async function compare(db: Database) {
  const rollupDaily = await sql<{ line: string }>`
    SELECT concat_ws(' ', brand_id, branch_id, day, orders_placed, orders_count, orders_total, discounts,
      commission, sales_done, reservations_count, reservations_fees) AS line
    FROM sales_daily
    WHERE (orders_placed, orders_count, reservations_count) <> (0, 0, 0)
      OR (orders_total, discounts, commission, sales_done, reservations_fees) <> (0, 0, 0, 0, 0)
    ORDER BY brand_id, branch_id, day`.execute(db);
  const rawDaily = await sql<{ line: string }>`
    SELECT concat_ws(' ', brand_id, branch_id, day, sum(placed), sum(counted), ${money('total')},
      ${money('discounts')}, ${money('commission')}, ${money('done')}, sum(r_count), ${money('r_fees')}) AS line
    FROM (
      SELECT brand_id, branch_id, (placed_at AT TIME ZONE 'Asia/Riyadh')::date AS day, 1 AS placed,
        (status <> 'canceled')::int AS counted,
        CASE WHEN status <> 'canceled' THEN total ELSE 0 END AS total,
        CASE WHEN status <> 'canceled' THEN discounts ELSE 0 END AS discounts,
        CASE WHEN status <> 'canceled' THEN coalesce(commission, 0) ELSE 0 END AS commission,
        CASE WHEN status IN ('completed', 'delivered') THEN total ELSE 0 END AS done,
        0 AS r_count, 0 AS r_fees
      FROM orders
      UNION ALL
      SELECT brand_id, branch_id, (created_at AT TIME ZONE 'Asia/Riyadh')::date, 0, 0, 0, 0, 0, 0,
        (status <> 'canceled')::int, CASE WHEN status <> 'canceled' THEN reservation_fees ELSE 0 END
      FROM reservations
    ) x
    GROUP BY brand_id, branch_id, day
    HAVING (sum(placed), sum(counted), sum(r_count)) <> (0, 0, 0)
      OR (sum(total), sum(discounts), sum(commission), sum(done), sum(r_fees)) <> (0, 0, 0, 0, 0)
    ORDER BY brand_id, branch_id, day`.execute(db);
  const rollupClients = await sql<{ line: string }>`
    SELECT concat_ws(' ', client_id, orders_count, orders_amount, discounts, reservations_count,
      reservations_amount, points) AS line
    FROM client_totals
    WHERE (orders_count, reservations_count, points) <> (0, 0, 0)
      OR (orders_amount, discounts, reservations_amount) <> (0, 0, 0)
    ORDER BY client_id`.execute(db);
  const rawClients = await sql<{ line: string }>`
    SELECT concat_ws(' ', client_id, sum(o_count), ${money('o_amount')}, ${money('discounts')}, sum(r_count),
      ${money('r_amount')}, sum(points)) AS line
    FROM (
      SELECT client_id, (status <> 'canceled')::int AS o_count,
        CASE WHEN status <> 'canceled' THEN total ELSE 0 END AS o_amount,
        CASE WHEN status <> 'canceled' THEN discounts ELSE 0 END AS discounts,
        0 AS r_count, 0 AS r_amount, 0 AS points
      FROM orders
      UNION ALL
      SELECT client_id, 0, 0, 0, (status <> 'canceled')::int,
        CASE WHEN status <> 'canceled' THEN reservation_fees ELSE 0 END, 0
      FROM reservations
      UNION ALL
      SELECT client_id, 0, 0, 0, 0, 0, delta FROM client_points_ledger
    ) x
    GROUP BY client_id
    HAVING (sum(o_count), sum(r_count), sum(points)) <> (0, 0, 0)
      OR (sum(o_amount), sum(discounts), sum(r_amount)) <> (0, 0, 0)
    ORDER BY client_id`.execute(db);
  const rollupBrandClients = await sql<{ line: string }>`
    SELECT concat_ws(' ', brand_id, client_id, orders_count, orders_amount, discounts, reservations_count,
      reservations_amount) AS line
    FROM client_brand_totals
    WHERE (orders_count, reservations_count) <> (0, 0) OR (orders_amount, discounts, reservations_amount) <> (0, 0, 0)
    ORDER BY brand_id, client_id`.execute(db);
  const rawBrandClients = await sql<{ line: string }>`
    SELECT concat_ws(' ', brand_id, client_id, sum(o_count), ${money('o_amount')}, ${money('discounts')},
      sum(r_count), ${money('r_amount')}) AS line
    FROM (
      SELECT brand_id, client_id, (status <> 'canceled')::int AS o_count,
        CASE WHEN status <> 'canceled' THEN total ELSE 0 END AS o_amount,
        CASE WHEN status <> 'canceled' THEN discounts ELSE 0 END AS discounts,
        0 AS r_count, 0 AS r_amount
      FROM orders
      UNION ALL
      SELECT brand_id, client_id, 0, 0, 0, (status <> 'canceled')::int,
        CASE WHEN status <> 'canceled' THEN reservation_fees ELSE 0 END
      FROM reservations
    ) x
    GROUP BY brand_id, client_id
    HAVING (sum(o_count), sum(r_count)) <> (0, 0) OR (sum(o_amount), sum(discounts), sum(r_amount)) <> (0, 0, 0)
    ORDER BY brand_id, client_id`.execute(db);
  const lines = (result: { rows: { line: string }[] }) => result.rows.map((r) => r.line);
  return {
    rollup: {
      daily: lines(rollupDaily),
      clients: lines(rollupClients),
      brandClients: lines(rollupBrandClients),
    },
    raw: { daily: lines(rawDaily), clients: lines(rawClients), brandClients: lines(rawBrandClients) },
  };
}

/** Instants around Riyadh's midnight (21:00 UTC) on a few days, so a move can change the day. */
const instant = fc
  .record({ day: fc.integer({ min: 1, max: 4 }), minutes: fc.constantFrom(-90, -1, 0, 1, 90) })
  .map(({ day, minutes }) => new Date(Date.UTC(2026, 9, day, 21, minutes)).toISOString());
const halalas = fc.integer({ min: 0, max: 500_000 });
const orderStatus = fc.constantFrom('pending', 'preparing', 'completed', 'delivered', 'canceled');
const reservationStatus = fc.constantFrom('pending', 'hold', 'done', 'no_show', 'canceled');
const sar = (h: number) => (h / 100).toFixed(2);

type Op =
  | {
      op: 'order';
      at: string;
      client: number;
      where: number;
      total: number;
      discount: number;
      status: string;
    }
  | { op: 'orderStatus'; pick: number; status: string }
  | { op: 'orderTotal'; pick: number; total: number }
  | { op: 'orderMove'; pick: number; at: string; where: number }
  | { op: 'orderCommission'; pick: number; commission: number | null }
  | { op: 'cancelAllPending' }
  | { op: 'deleteOrder'; pick: number }
  | { op: 'reservation'; at: string; client: number; where: number; fees: number; status: string }
  | { op: 'reservationStatus'; pick: number; status: string }
  | { op: 'deleteReservation'; pick: number }
  | { op: 'points'; client: number; delta: number }
  | { op: 'deletePoints'; pick: number };

const pick = fc.nat();
const client = fc.integer({ min: 0, max: 2 });
const where = fc.integer({ min: 0, max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('order' as const),
    at: instant,
    client,
    where,
    total: halalas,
    discount: fc.integer({ min: 0, max: 5_000 }),
    status: orderStatus,
  }),
  fc.record({ op: fc.constant('orderStatus' as const), pick, status: orderStatus }),
  fc.record({ op: fc.constant('orderTotal' as const), pick, total: halalas }),
  fc.record({ op: fc.constant('orderMove' as const), pick, at: instant, where }),
  fc.record({
    op: fc.constant('orderCommission' as const),
    pick,
    commission: fc.option(fc.integer({ min: 0, max: 10_000 })),
  }),
  fc.constant({ op: 'cancelAllPending' as const }),
  fc.record({ op: fc.constant('deleteOrder' as const), pick }),
  fc.record({
    op: fc.constant('reservation' as const),
    at: instant,
    client,
    where,
    fees: fc.integer({ min: 0, max: 20_000 }),
    status: reservationStatus,
  }),
  fc.record({ op: fc.constant('reservationStatus' as const), pick, status: reservationStatus }),
  fc.record({ op: fc.constant('deleteReservation' as const), pick }),
  fc.record({
    op: fc.constant('points' as const),
    client,
    delta: fc.integer({ min: -50, max: 50 }).filter((d) => d !== 0),
  }),
  fc.record({ op: fc.constant('deletePoints' as const), pick }),
);

/** The brand, branch and client an op's `where` and `client` pick (the first branch when out of range). */
function bookedBy(where: number, client: number) {
  const place = branches[where] ?? branches[0];
  return { brand_id: place?.brand ?? 0, branch_id: place?.branch ?? 0, client_id: clients[client] ?? 0 };
}

/** An order's or a reservation's status, with a cancel reason when it is canceled. */
const withReason = (status: string) => ({
  status: status as 'pending',
  cancel_reason_id: status === 'canceled' ? cancelReason : null,
});

async function insertOrder(db: Database, o: Extract<Op, { op: 'order' }>) {
  const discount = Math.min(o.discount, o.total);
  await db
    .insertInto('orders')
    .values({
      order_number: `RU${uniqueWord()}`.slice(0, 24),
      ...bookedBy(o.where, o.client),
      ...withReason(o.status),
      delivery_type: 'receiving',
      subtotal: sar(o.total),
      discounts: sar(discount),
      total: sar(o.total - discount),
      payment_method: 'cash',
      placed_at: o.at,
    })
    .execute();
}

async function apply(db: Database, step: Op) {
  const nth = async (table: 'orders' | 'reservations' | 'client_points_ledger', n: number) => {
    const ids = await db.selectFrom(table).select('id').orderBy('id').execute();
    return ids.length === 0 ? undefined : ids[n % ids.length]?.id;
  };
  /** Deletes the n-th row of a table (by id, wrapping), if there is any. */
  const deleteNth = async (table: 'orders' | 'reservations' | 'client_points_ledger', n: number) => {
    const id = await nth(table, n);
    if (id !== undefined) await db.deleteFrom(table).where('id', '=', id).execute();
  };
  /** Changes the n-th order (by id, wrapping), if there is any. */
  const changeOrder = async (n: number, values: UpdateObject<DB, 'orders'>) => {
    const id = await nth('orders', n);
    if (id !== undefined) await db.updateTable('orders').set(values).where('id', '=', id).execute();
  };
  switch (step.op) {
    case 'order':
      return insertOrder(db, step);
    case 'orderStatus':
      return changeOrder(step.pick, withReason(step.status));
    case 'orderTotal': {
      const total = sar(step.total);
      return changeOrder(step.pick, {
        subtotal: total,
        discounts: '0',
        points_discount: '0',
        taxes: '0',
        total,
      });
    }
    case 'orderMove': {
      const place = branches[step.where];
      if (!place) return;
      return changeOrder(step.pick, { placed_at: step.at, brand_id: place.brand, branch_id: place.branch });
    }
    case 'orderCommission':
      return changeOrder(step.pick, {
        commission: step.commission === null ? null : sql<string>`least(total, ${sar(step.commission)})`,
      });
    case 'cancelAllPending':
      await db
        .updateTable('orders')
        .set({ status: 'canceled', cancel_reason_id: cancelReason })
        .where('status', '=', 'pending')
        .execute();
      return;
    case 'deleteOrder':
      return deleteNth('orders', step.pick);
    case 'reservation': {
      const starts = new Date(Date.parse(step.at) + 86_400_000);
      await db
        .insertInto('reservations')
        .values({
          reservation_number: `RR${uniqueWord()}`.slice(0, 24),
          ...bookedBy(step.where, step.client),
          date: starts.toISOString().slice(0, 10),
          reservation_time: '19:00',
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + 7_200_000).toISOString(),
          members_count: 2,
          table_position: 'inside',
          reservation_fees: sar(step.fees),
          ...withReason(step.status),
          created_at: step.at,
        })
        .execute();
      return;
    }
    case 'reservationStatus': {
      const id = await nth('reservations', step.pick);
      if (id !== undefined)
        await db.updateTable('reservations').set(withReason(step.status)).where('id', '=', id).execute();
      return;
    }
    case 'deleteReservation':
      return deleteNth('reservations', step.pick);
    case 'points':
      await db
        .insertInto('client_points_ledger')
        .values({
          client_id: clients[step.client] ?? 0,
          delta: step.delta,
          reason: step.delta > 0 ? 'earn' : 'redeem',
        })
        .execute();
      return;
    case 'deletePoints':
      return deleteNth('client_points_ledger', step.pick);
  }
}

class RolledBack extends Error {}

describe('rollups', () => {
  it('equal the raw sums after any sequence of inserts, changes and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (steps) => {
        // Each run in a transaction rolled back: the next starts from the same data.
        await t.db
          .transaction()
          .execute(async (trx) => {
            for (const step of steps) await apply(trx, step);
            const { rollup, raw } = await compare(trx);
            expect(rollup).toEqual(raw);
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      }),
      { numRuns: 40 },
    );
    // Nothing was left behind by the rolled-back runs.
    const { rollup, raw } = await compare(t.db);
    expect(rollup).toEqual(raw);
  });

  it('lose nothing when transactions change the same day of the same branch at once', async () => {
    const at = '2026-10-10T09:00:00.000Z';
    const base = { op: 'order' as const, at, client: 0, where: 0, discount: 0 };
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.db.transaction().execute(async (trx) => {
          await insertOrder(trx, {
            ...base,
            total: 1_000 + i,
            status: i % 3 === 0 ? 'canceled' : 'completed',
          });
        }),
      ),
    );
    // Then all at once: each completed order of that day cancelled in its own transaction.
    const placed = await t.db
      .selectFrom('orders')
      .select('id')
      .where('placed_at', '=', new Date(at))
      .where('status', '=', 'completed')
      .execute();
    await Promise.all(
      placed
        .filter((_, i) => i % 2 === 0)
        .map(({ id }) =>
          t.db
            .updateTable('orders')
            .set({ status: 'canceled', cancel_reason_id: cancelReason })
            .where('id', '=', id)
            .execute(),
        ),
    );
    const { rollup, raw } = await compare(t.db);
    expect(rollup).toEqual(raw);
    const day = await t.db
      .selectFrom('sales_daily')
      .select(['orders_placed', 'orders_count'])
      .where('branch_id', '=', t.tenants.branchId)
      .where('day', '=', '2026-10-10')
      .executeTakeFirstOrThrow();
    expect(day.orders_placed).toBe(24);
    expect(day.orders_count).toBe(16 - Math.ceil(16 / 2));
  });

  it('keep each order’s items count equal to the sum of its lines’ quantities', async () => {
    await insertOrder(t.db, {
      op: 'order',
      at: '2026-10-12T09:00:00.000Z',
      client: 1,
      where: 1,
      total: 5_000,
      discount: 0,
      status: 'pending',
    });
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const line = (quantity: number) => ({
      order_id: order.id,
      name_ar: 'صنف',
      name_en: 'Item',
      quantity,
      unit_price: '1.00',
      tax_rate: '15',
      line_total: sar(100 * quantity),
    });
    const itemsCount = async () =>
      (
        await t.db
          .selectFrom('orders')
          .select('items_count')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).items_count;
    expect(await itemsCount()).toBe(0);
    await t.db
      .insertInto('order_items')
      .values([line(2), line(3), line(1)])
      .execute();
    expect(await itemsCount()).toBe(6);
    await t.db
      .updateTable('order_items')
      .set({ quantity: sql<number>`quantity + 1`, line_total: sql<string>`line_total + unit_price` })
      .where('order_id', '=', order.id)
      .execute();
    expect(await itemsCount()).toBe(9);
    const first = await t.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('order_items').where('id', '=', first.id).execute();
    expect(await itemsCount()).toBe(6);
  });
});
