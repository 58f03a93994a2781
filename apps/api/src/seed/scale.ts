import { sql } from 'kysely';
import { catchUpNumbers } from '../core/workflow/numbers.ts';
import { type Database, migrateToLatest, openDatabase } from '../db/database.ts';
import { FILL_COMMISSIONS } from '../db/migrations/0007-payments.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';

/** How much the scale seed adds (issue 13: a million orders). */
export interface ScaleCounts {
  orders: number;
  reservations: number;
  clients: number;
  /** Days back from today the orders and reservations spread over. */
  days: number;
}

export const SCALE_COUNTS: ScaleCounts = {
  orders: 1_000_000,
  reservations: 300_000,
  clients: 100_000,
  days: 730,
};

/** Largest demo data set the scale seed still adds to: more is a real (or an already scaled) database. */
const DEMO_LIMITS = { orders: 20_000, reservations: 10_000, clients: 5_000 } as const;

/** Days per chunk: each chunk is a few statements over ~40,000 orders. */
const CHUNK_DAYS = 30;

/** Weight of each Riyadh hour of the day for orders: lunch and dinner peaks, a quiet afternoon. */
const ORDER_HOURS: Readonly<Record<number, number>> = {
  10: 1,
  11: 3,
  12: 6,
  13: 8,
  14: 6,
  15: 3,
  16: 2,
  17: 3,
  18: 4,
  19: 6,
  20: 8,
  21: 9,
  22: 7,
  23: 4,
  0: 2,
  1: 1,
};

/** Weight of each reservation slot hour (evenings). */
const RESERVATION_HOURS: Readonly<Record<number, number>> = {
  12: 2,
  13: 3,
  14: 2,
  17: 1,
  18: 3,
  19: 5,
  20: 7,
  21: 7,
  22: 4,
};

const FIRST_NAMES = [
  'Mohammed',
  'Abdullah',
  'Fahad',
  'Khalid',
  'Saud',
  'Faisal',
  'Omar',
  'Yousef',
  'Nora',
  'Sara',
  'Reem',
  'Lama',
  'Hessa',
  'Abeer',
  'Dana',
  'Maha',
] as const;
const LAST_NAMES = [
  'Alqahtani',
  'Alotaibi',
  'Alghamdi',
  'Alzahrani',
  'Aldosari',
  'Alshehri',
  'Almutairi',
  'Alharbi',
  'Alanazi',
  'Alshammari',
  'Alsubaie',
  'Albalawi',
] as const;

/** `[h, h, h, h2, …]`: each hour repeated by its weight (picked uniformly: weighted). */
function weightedHours(weights: Readonly<Record<number, number>>) {
  const hours = Object.entries(weights).flatMap(([hour, weight]) => Array<number>(weight).fill(Number(hour)));
  return sql.raw(`ARRAY[${hours.join(',')}]::int[]`);
}

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export type ScaleLog = (message: string) => void;

/**
 * Whether the scale seed may write here: an empty database (it is then migrated and given the demo
 * seed first), or one holding the demo seed and no more (the demo admin exists, and no more orders,
 * reservations and customers than a demo has). Anything else (a real database, or one scaled
 * already) is refused: the seed would mix made-up orders into real books, or double them.
 */
export async function scaleRefusal(db: Database): Promise<string | undefined> {
  const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db);
  if (Number(users.rows[0]?.n) === 0) return undefined;
  const demo = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.sa'`.execute(db);
  if (Number(demo.rows[0]?.n) === 0)
    return 'the database is not empty and holds no demo seed (admin@demo.sa)';
  const counts = await sql<{ orders: number; reservations: number; clients: number }>`SELECT
      (SELECT count(*)::int FROM orders) AS orders,
      (SELECT count(*)::int FROM reservations) AS reservations,
      (SELECT count(*)::int FROM clients) AS clients`.execute(db);
  const row = counts.rows[0];
  if (!row) return 'the database could not be counted';
  for (const key of ['orders', 'reservations', 'clients'] as const)
    if (Number(row[key]) > DEMO_LIMITS[key])
      return `the database holds ${row[key]} ${key}: more than a demo seed (at most ${DEMO_LIMITS[key]}); scaled already?`;
  return undefined;
}

/**
 * Add `counts` customers, orders (with their lines) and reservations to a database holding the demo
 * seed, generated in SQL (generate_series, INSERT … SELECT) in chunks of days: orders spread over the
 * last `days` days with lunch and dinner peaks and busier weekends (Friday, Saturday), mostly
 * completed or delivered and 7% canceled (with a reason); totals exact (subtotal − discounts + VAT
 * 15% on the discounted subtotal), the commission per the brand's rate and amount; numbers per Riyadh
 * day after the ones already given (`number_counters` raised to match). Then VACUUM ANALYZE.
 */
export async function seedScale(db: Database, counts: ScaleCounts, log: ScaleLog = () => {}): Promise<void> {
  const started = performance.now();
  const step = async (label: string, run: () => Promise<unknown>) => {
    const at = performance.now();
    await run();
    log(`${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  };
  // Compiling each chunk's statements with JIT costs more than running them (the database is one
  // connection here: `runSeedScale` opens a pool of one).
  await sql`SET jit = off`.execute(db);
  await catchUpNumbers(db);
  await step(`${counts.clients.toLocaleString('en')} customers`, () => seedClients(db, counts));
  await prepare(db);
  const chunks = Math.ceil(counts.days / CHUNK_DAYS);
  let ordersDone = 0;
  let reservationsDone = 0;
  for (let chunk = 0; chunk < chunks; chunk++) {
    const first = chunk * CHUNK_DAYS;
    const last = Math.min(counts.days, first + CHUNK_DAYS);
    const orders = Math.round((counts.orders * last) / counts.days) - ordersDone;
    const reservations = Math.round((counts.reservations * last) / counts.days) - reservationsDone;
    await step(
      `days ${first + 1}-${last} of ${counts.days}: ${orders} orders, ${reservations} reservations`,
      async () => {
        await seedOrderChunk(db, counts.days, first, last, orders);
        await seedReservationChunk(db, counts.days, first, last, reservations);
      },
    );
    ordersDone += orders;
    reservationsDone += reservations;
  }
  await step('commissions, numbers and sequences', async () => {
    await sql.raw(FILL_COMMISSIONS).execute(db);
    await catchUpNumbers(db);
    for (const table of ['orders', 'order_items', 'reservations', 'clients'])
      await sql
        .raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`)
        .execute(db);
  });
  // VACUUM too: the visibility map lets counts and exports use index-only scans from the start.
  await step('VACUUM ANALYZE', async () => {
    for (const table of ['orders', 'order_items', 'reservations', 'clients', 'number_counters'])
      await sql.raw(`VACUUM (ANALYZE) ${table}`).execute(db);
    await sql`ANALYZE`.execute(db);
  });
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function seedClients(db: Database, counts: ScaleCounts): Promise<void> {
  // 9665 8… is never a demo phone (those start 9665 0/3/4/5/6/9); numbered on after earlier ones.
  const earlier = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM clients WHERE phone LIKE '96658%'`.execute(db);
  const from = Number(earlier.rows[0]?.n ?? 0) + 1;
  await sql`INSERT INTO clients (first_name, last_name, email, phone, gender, country_code, city_id, created_at, updated_at)
    SELECT f.names[1 + t.i % cardinality(f.names)], l.names[1 + (t.i / 7) % cardinality(l.names)],
      CASE WHEN t.i % 3 <> 0 THEN 'scale-' || t.i || '@example.com' END,
      '96658' || lpad(t.i::text, 7, '0'),
      CASE WHEN t.i % 16 < 8 THEN 'male' ELSE 'female' END,
      '966',
      c.ids[1 + t.i % cardinality(c.ids)],
      t.at, t.at
    FROM (
      SELECT i, now() - random() * make_interval(days => ${counts.days}::int) AS at
      FROM generate_series(${from}::int, ${from + counts.clients - 1}::int) AS i
      OFFSET 0
    ) t,
      (SELECT ${textArray(FIRST_NAMES)} AS names) f,
      (SELECT ${textArray(LAST_NAMES)} AS names) l,
      (SELECT array_agg(id ORDER BY id) AS ids FROM cities) c`.execute(db);
}

/**
 * `npm run seed:scale`: on the PostgreSQL at `url`, migrate, give an empty database the demo seed,
 * refuse anything but the demo seed (see {@link scaleRefusal}), then {@link seedScale}. Statements
 * run without the server's statement timeout (some take tens of seconds).
 */
export async function runSeedScale(url: string, counts: ScaleCounts, log: ScaleLog): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 0, queryTimeoutMs: 0 });
  try {
    const db = handle.db;
    await migrateToLatest(db, (count) => log(`applying ${count} migrations…`));
    const refusal = await scaleRefusal(db);
    if (refusal) throw new ScaleRefused(refusal);
    if (await isDatabaseEmpty(db)) {
      const at = performance.now();
      await seedDemo(db);
      log(`demo seed (${((performance.now() - at) / 1000).toFixed(1)} s)`);
    }
    await seedScale(db, counts, log);
  } finally {
    await handle.close();
  }
}

/** The database is not one the scale seed writes to. */
export class ScaleRefused extends Error {}

/** Lookup tables of the run: branches, meals and customers numbered 1…n, and the reasons. */
async function prepare(db: Database): Promise<void> {
  const statements = [
    'DROP TABLE IF EXISTS scale_branches, scale_meals, scale_meal_counts, scale_clients, scale_reasons, scale_orders, scale_items',
    `CREATE TEMP TABLE scale_branches AS
      SELECT row_number() OVER (ORDER BY br.id)::int AS rn, br.id, br.brand_id
      FROM branches br JOIN brands b ON b.id = br.brand_id
      WHERE EXISTS (SELECT 1 FROM meals m WHERE m.brand_id = br.brand_id)`,
    `CREATE TEMP TABLE scale_meals AS
      SELECT brand_id, row_number() OVER (PARTITION BY brand_id ORDER BY id)::int AS rn, id,
        meal_name_ar AS name_ar, meal_name_en AS name_en, coalesce(offer_price, price) AS price
      FROM meals`,
    'CREATE INDEX ON scale_meals (brand_id, rn)',
    `CREATE TEMP TABLE scale_meal_counts AS SELECT brand_id, count(*)::int AS n FROM scale_meals GROUP BY brand_id`,
    `CREATE TEMP TABLE scale_clients AS SELECT row_number() OVER (ORDER BY id)::int AS rn, id FROM clients`,
    'CREATE UNIQUE INDEX ON scale_clients (rn)',
    `CREATE TEMP TABLE scale_reasons AS SELECT
      (SELECT min(id) FROM cancel_reasons WHERE type IN ('order', 'mutual')) AS order_reason,
      (SELECT min(id) FROM cancel_reasons WHERE type IN ('reservation', 'mutual')) AS reservation_reason,
      (SELECT count(*)::int FROM scale_branches) AS branches,
      (SELECT count(*)::int FROM scale_clients) AS clients`,
    `CREATE TEMP TABLE scale_orders (
      k int PRIMARY KEY, placed_at timestamptz, day date, branch_id int, brand_id int, client_id int,
      status text, delivery_type text, payment_method text, table_position text, n_items int, discount_pct int)`,
    // Temporary tables are never analysed by autovacuum: without statistics the joins go wrong.
    'ANALYZE scale_branches, scale_meals, scale_meal_counts, scale_clients, scale_reasons',
    `CREATE TEMP TABLE scale_items (k int, meal_id int, name_ar text, name_en text, quantity int, unit_price numeric(12, 2))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  const check = await sql<{
    order_reason: number | null;
    reservation_reason: number | null;
    branches: number;
  }>`SELECT * FROM scale_reasons`.execute(db);
  const row = check.rows[0];
  if (!row?.order_reason || !row.reservation_reason || !row.branches)
    throw new Error('the demo seed is incomplete: cancel reasons or branches with meals are missing');
}

/** `count` orders placed on days `first`…`last - 1` (counted from `days` ago), with their lines. */
async function seedOrderChunk(db: Database, days: number, first: number, last: number, count: number) {
  if (count <= 0) return;
  await sql`TRUNCATE scale_orders, scale_items`.execute(db);
  const base = await maxId(db, 'orders');
  // OFFSET 0 keeps each row's random draws in one place (the subquery is not flattened into the joins).
  await sql`INSERT INTO scale_orders
    SELECT s.k, s.placed_at, (s.placed_at AT TIME ZONE 'Asia/Riyadh')::date, b.id, b.brand_id, c.id,
      CASE
        WHEN s.placed_at > now() - interval '20 minutes' THEN 'pending'
        WHEN s.placed_at > now() - interval '40 minutes' THEN 'preparing'
        WHEN s.placed_at > now() - interval '60 minutes' THEN 'ready'
        WHEN s.status_roll < 0.07 THEN 'canceled'
        WHEN s.delivery_type IN ('car_delivering', 'table') THEN 'delivered'
        ELSE 'completed' END,
      s.delivery_type,
      CASE WHEN s.pay_roll < 0.25 THEN 'cash' WHEN s.pay_roll < 0.6 THEN 'card'
        WHEN s.pay_roll < 0.9 THEN 'apple_pay' ELSE 'stc_pay' END,
      CASE WHEN s.delivery_type = 'table' THEN (CASE WHEN s.k % 10 < 7 THEN 'inside' ELSE 'outside' END) END,
      s.n_items, s.discount_pct
    FROM (
      SELECT g AS k, CASE WHEN t.at > now() THEN now() - random() * interval '18 hours' ELSE t.at END AS placed_at,
        1 + floor(random() * r.branches)::int AS branch_pick,
        1 + floor(random() * r.clients)::int AS client_pick,
        random() AS status_roll, random() AS pay_roll,
        (ARRAY['receiving', 'receiving', 'receiving', 'receiving', 'receiving', 'receiving', 'receiving',
          'receiving', 'receiving', 'car_delivering', 'car_delivering', 'car_delivering', 'car_delivering',
          'drive_through', 'drive_through', 'drive_through', 'table', 'table', 'table', 'table'])[1 + floor(random() * 20)::int]
          AS delivery_type,
        (ARRAY[1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4])[1 + floor(random() * 20)::int] AS n_items,
        CASE WHEN random() < 0.15 THEN 5 + floor(random() * 16)::int ELSE 0 END AS discount_pct
      FROM generate_series(1, ${count}::int) AS g
        CROSS JOIN scale_reasons r
        CROSS JOIN (SELECT ${weightedHours(ORDER_HOURS)} AS hours) h
        CROSS JOIN LATERAL (
          -- a day of the chunk; a weekday order moves to the coming Friday or Saturday one time in four
          SELECT CASE
            WHEN extract(isodow FROM d.day) IN (5, 6) OR d.roll >= 0.25
              OR d.day + ((12 - extract(isodow FROM d.day)::int) % 7 + (CASE WHEN d.roll < 0.125 THEN 1 ELSE 0 END))
                > (now() AT TIME ZONE 'Asia/Riyadh')::date
              THEN d.day
            ELSE d.day + ((12 - extract(isodow FROM d.day)::int) % 7 + (CASE WHEN d.roll < 0.125 THEN 1 ELSE 0 END))
            END AS day
          FROM (SELECT (now() AT TIME ZONE 'Asia/Riyadh')::date - ${days - 1}::int + ${first}::int
              + floor(random() * ${last - first}::int)::int + g * 0 AS day, random() AS roll) d
        ) w
        CROSS JOIN LATERAL (
          -- a time of that day (Riyadh) by the hours' weights; one still to come today moves into the last hours
          SELECT ((w.day + make_interval(hours => h.hours[1 + floor(random() * cardinality(h.hours))::int])
            + random() * interval '1 hour')::timestamp AT TIME ZONE 'Asia/Riyadh') AS at
        ) t
      OFFSET 0
    ) s
    JOIN scale_branches b ON b.rn = s.branch_pick
    JOIN scale_clients c ON c.rn = s.client_pick`.execute(db);
  await sql`ANALYZE scale_orders`.execute(db);
  await sql`INSERT INTO scale_items
    SELECT p.k, m.id, m.name_ar, m.name_en, p.quantity, m.price
    FROM (
      SELECT o.k, o.brand_id, 1 + floor(random() * mc.n)::int AS meal_pick,
        (ARRAY[1, 1, 1, 1, 1, 1, 2, 2, 2, 3])[1 + floor(random() * 10)::int] AS quantity
      FROM scale_orders o
        JOIN scale_meal_counts mc ON mc.brand_id = o.brand_id
        CROSS JOIN LATERAL generate_series(1, o.n_items) AS line
      OFFSET 0
    ) p
    JOIN scale_meals m ON m.brand_id = p.brand_id AND m.rn = p.meal_pick`.execute(db);
  await sql`WITH sums AS (
      SELECT k, sum(unit_price * quantity) AS subtotal FROM scale_items GROUP BY k
    ), money AS (
      SELECT o.*, s.subtotal, round(s.subtotal * o.discount_pct / 100, 2) AS discounts
      FROM scale_orders o JOIN sums s ON s.k = o.k
    ), priced AS (
      SELECT m.*, round((m.subtotal - m.discounts) * 0.15, 2) AS taxes,
        row_number() OVER (PARTITION BY m.day ORDER BY m.placed_at, m.k) AS seq
      FROM money m
    )
    INSERT INTO orders (id, order_number, brand_id, branch_id, client_id, status, delivery_type, car_number,
      car_type, car_color, table_position, subtotal, discounts, taxes, total, payment_method, payment_status,
      cancel_reason_id, placed_at, accepted_at, ready_at, completed_at, canceled_at, commission,
      created_at, updated_at)
    SELECT ${base}::int + p.k,
      'ORD-' || to_char(p.day, 'YYMMDD') || '-' || lpad((coalesce(nc.last, 0) + p.seq)::text, 4, '0'),
      p.brand_id, p.branch_id, p.client_id, p.status, p.delivery_type,
      CASE WHEN p.delivery_type = 'car_delivering' THEN (1000 + p.k % 9000)::text || ' ABD' END,
      CASE WHEN p.delivery_type = 'car_delivering' THEN (ARRAY['Camry', 'Accord', 'Tahoe', 'Sonata'])[1 + p.k % 4] END,
      CASE WHEN p.delivery_type = 'car_delivering' THEN (ARRAY['White', 'Black', 'Silver', 'Red'])[1 + p.k % 4] END,
      p.table_position, p.subtotal, p.discounts, p.taxes, p.subtotal - p.discounts + p.taxes,
      p.payment_method,
      CASE WHEN p.status IN ('completed', 'delivered') THEN 'paid'
        WHEN p.status = 'canceled' THEN (CASE WHEN p.payment_method = 'cash' THEN 'unpaid' ELSE 'refunded' END)
        WHEN p.payment_method = 'cash' THEN 'unpaid' ELSE 'paid' END,
      CASE WHEN p.status = 'canceled' THEN r.order_reason END,
      p.placed_at,
      CASE WHEN p.status IN ('preparing', 'ready', 'completed', 'delivered') THEN p.placed_at + interval '2 minutes' END,
      CASE WHEN p.status IN ('ready', 'completed', 'delivered') THEN p.placed_at + interval '15 minutes' END,
      CASE WHEN p.status IN ('completed', 'delivered') THEN p.placed_at + interval '25 minutes' END,
      CASE WHEN p.status = 'canceled' THEN p.placed_at + interval '4 minutes' END,
      CASE WHEN p.status IN ('completed', 'delivered') THEN
        least(p.subtotal - p.discounts + p.taxes,
          round((p.subtotal - p.discounts + p.taxes) * br.commission_rate / 100, 2) + br.commission_amount) END,
      p.placed_at,
      p.placed_at + CASE WHEN p.status IN ('completed', 'delivered') THEN interval '25 minutes'
        WHEN p.status = 'canceled' THEN interval '4 minutes' ELSE interval '0' END
    FROM priced p
      CROSS JOIN scale_reasons r
      JOIN brands br ON br.id = p.brand_id
      LEFT JOIN number_counters nc ON nc.kind = 'order' AND nc.day = p.day`.execute(db);
  await sql`INSERT INTO order_items (order_id, meal_id, name_ar, name_en, quantity, unit_price, tax_rate, line_total)
    SELECT ${base}::int + i.k, i.meal_id, i.name_ar, i.name_en, i.quantity,
      i.unit_price, 15, i.unit_price * i.quantity
    FROM scale_items i ORDER BY i.k`.execute(db);
  await raiseCounters(db, 'order', base);
}

/** `count` reservations on days `first`…`last - 1` (counted from `days` ago). */
async function seedReservationChunk(db: Database, days: number, first: number, last: number, count: number) {
  if (count <= 0) return;
  const base = await maxId(db, 'reservations');
  await sql`WITH picks AS (
      SELECT g AS k,
        (now() AT TIME ZONE 'Asia/Riyadh')::date - ${days - 1}::int + ${first}::int
          + floor(random() * ${last - first}::int)::int AS date,
        make_time(h.hours[1 + floor(random() * cardinality(h.hours))::int], (floor(random() * 2) * 30)::int, 0) AS at,
        1 + floor(random() * r.branches)::int AS branch_pick,
        1 + floor(random() * r.clients)::int AS client_pick,
        random() AS status_roll, 1 + floor(random() * 8)::int AS members,
        random() < 0.3 AS paid_fee
      FROM generate_series(1, ${count}::int) AS g
        CROSS JOIN scale_reasons r
        CROSS JOIN (SELECT ${weightedHours(RESERVATION_HOURS)} AS hours) h
      OFFSET 0
    ), placed AS (
      SELECT p.*, b.id AS branch_id, b.brand_id, c.id AS client_id,
        ((p.date + p.at)::timestamp AT TIME ZONE 'Asia/Riyadh') AS starts_at,
        row_number() OVER (PARTITION BY p.date ORDER BY p.at, p.k) AS seq
      FROM picks p
        JOIN scale_branches b ON b.rn = p.branch_pick
        JOIN scale_clients c ON c.rn = p.client_pick
    ), statused AS (
      SELECT p.*, CASE
          WHEN p.starts_at > now() THEN (CASE WHEN p.status_roll < 0.1 THEN 'canceled' ELSE 'pending' END)
          WHEN p.status_roll < 0.12 THEN 'canceled'
          WHEN p.status_roll < 0.18 THEN 'no_show'
          WHEN p.status_roll < 0.25 THEN 'expired'
          ELSE 'done' END AS status
      FROM placed p
    )
    INSERT INTO reservations (reservation_number, brand_id, branch_id, client_id, date, reservation_time,
      starts_at, ends_at, members_count, table_position, reservation_fees, payment_status, status,
      cancel_reason_id, canceled_at, created_at, updated_at)
    SELECT 'RSV-' || to_char(s.date, 'YYMMDD') || '-' || lpad((coalesce(nc.last, 0) + s.seq)::text, 4, '0'),
      s.brand_id, s.branch_id, s.client_id, s.date, s.at, s.starts_at, s.starts_at + interval '90 minutes',
      s.members, CASE WHEN s.k % 3 = 0 THEN 'outside' ELSE 'inside' END,
      CASE WHEN s.paid_fee THEN 50 ELSE 0 END,
      CASE WHEN NOT s.paid_fee THEN 'unpaid' WHEN s.status = 'canceled' THEN 'refunded' ELSE 'paid' END,
      s.status,
      CASE WHEN s.status = 'canceled' THEN r.reservation_reason END,
      CASE WHEN s.status = 'canceled' THEN s.starts_at - interval '3 hours' END,
      least(now(), s.starts_at - interval '2 days'),
      least(now(), s.starts_at + interval '2 hours')
    FROM statused s
      CROSS JOIN scale_reasons r
      LEFT JOIN number_counters nc ON nc.kind = 'reservation' AND nc.day = s.date`.execute(db);
  await raiseCounters(db, 'reservation', base);
}

async function maxId(db: Database, table: 'orders' | 'reservations'): Promise<number> {
  const result = await sql<{
    id: number;
  }>`SELECT coalesce(max(id), 0)::int AS id FROM ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.id ?? 0);
}

/** The day counters of a kind raised to the largest number written after `base` (the next one follows on). */
async function raiseCounters(db: Database, kind: 'order' | 'reservation', base: number): Promise<void> {
  if (kind === 'order')
    await sql`INSERT INTO number_counters (kind, day, last)
      SELECT 'order', (placed_at AT TIME ZONE 'Asia/Riyadh')::date, max(substr(order_number, 12)::int)
      FROM orders WHERE id > ${base}::int GROUP BY 2
      ON CONFLICT (kind, day) DO UPDATE SET last = greatest(number_counters.last, excluded.last)`.execute(db);
  else
    await sql`INSERT INTO number_counters (kind, day, last)
      SELECT 'reservation', date, max(substr(reservation_number, 12)::int)
      FROM reservations WHERE id > ${base}::int GROUP BY date
      ON CONFLICT (kind, day) DO UPDATE SET last = greatest(number_counters.last, excluded.last)`.execute(db);
}
