import { sql } from 'kysely';
import type { Storage } from '../core/storage/storage.ts';
import { catchUpNumbers } from '../core/workflow/numbers.ts';
import type { Database } from '../db/database.ts';
import { FILL_COMMISSIONS } from '../db/migrations/0007-payments.ts';
import { withSeedLock } from '../db/seed-lock.ts';
import { type DemoTenants, demoPasswordHash, seedDemoAccounts, seedSystemRoles } from './accounts.ts';
import { seedSupervisor } from './admins.ts';
import { seedBilling } from './billing.ts';
import { seedBranches } from './branches.ts';
import { type BrandMenu, seedCatalog } from './catalog.ts';
import { CAFE_MENU } from './catalog-cafe-data.ts';
import { SHAWARMA_MENU } from './catalog-shawarma-data.ts';
import { seedClients } from './clients.ts';
import { riyadhDate } from './clock.ts';
import { seedContactMessages, seedNotifications, seedSliders } from './content.ts';
import type { BranchInfo, DemoContext } from './context.ts';
import { seedCoupons } from './coupons.ts';
import { seedMenuPictures } from './menu-pictures.ts';
import { toHalalas } from './money.ts';
import { seedOrders } from './orders.ts';
import { createRandom, type Random } from './random.ts';
import { seedReference } from './reference.ts';
import { DEMO_SETTINGS } from './reference-data.ts';
import { seedReservations } from './reservations.ts';
import { seedSliderPictures } from './slider-pictures.ts';

export interface DemoSeedOptions {
  /** Same seed (and same day) ⇒ same data. */
  seed?: number;
  /** The moment the data is built around ("the last 90 days"); defaults to the current time. */
  now?: Date;
  clients?: number;
  orders?: number;
  reservations?: number;
}

export const DEFAULT_DEMO_SEED = 20_240_601;

/** True when no user exists yet: the demo seed may run. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** System roles, reference data and the demo accounts: what every API test file starts from. */
export async function seedBase(db: Database): Promise<DemoTenants> {
  await seedSystemRoles(db);
  await seedReference(db);
  return seedDemoAccounts(db);
}

/**
 * The whole demo data set, in one transaction, for an empty database: the base, more branches,
 * menus, clients, coupons, ~3000 orders and ~1000 reservations over the last 90 days,
 * notifications, contact messages, sliders, subscriptions and payments. Deterministic.
 */
export async function seedDemo(db: Database, options: DemoSeedOptions = {}): Promise<DemoTenants> {
  const tenants = await seedDemoIfEmpty(db, options);
  if (!tenants) throw new Error('the demo seed runs on an empty database only');
  return tenants;
}

/**
 * The demo data set, pictures included when `storage` is given, if no user exists yet; undefined
 * when the database was not empty (another process may have seeded it a moment ago: seeding holds
 * the seeding lock, so of two processes started at once on one database, one seeds).
 */
export async function seedDemoIfEmpty(
  db: Database,
  options: DemoSeedOptions & { storage?: Storage } = {},
): Promise<DemoTenants | undefined> {
  if (!(await isDatabaseEmpty(db))) return undefined;
  const passwordHash = await demoPasswordHash(); // before the transaction: Argon2 is slow on purpose
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  return withSeedLock(db, async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return undefined;
    const tenants = await seedBase(trx);
    const branches = await seedBranches(trx, tenants, passwordHash);
    await seedSupervisor(trx, passwordHash);
    // The platform as a seller and its legal pages, as an admin would have written them.
    await trx
      .insertInto('settings')
      .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const menus = new Map<number, BrandMenu>([
      [tenants.brandId, await seedCatalog(trx, tenants.brandId, SHAWARMA_MENU)],
      [tenants.brand2Id, await seedCatalog(trx, tenants.brand2Id, CAFE_MENU)],
    ]);
    await seedAvailability(trx, random, branches, menus);
    const today = riyadhDate(now);
    const ctx: DemoContext = {
      db: trx,
      random,
      now,
      today,
      tenants,
      ...(await loadPeople(trx, tenants)),
      branches,
      clients: await seedClients({ db: trx, random, now }, options.clients ?? 300, passwordHash),
      menus,
      reasons: await loadReasons(trx),
      coupons: await seedCoupons(trx, tenants, today),
      points: await loadPoints(trx),
    };
    const orders = await seedOrders(ctx, options.orders ?? 3000);
    await sql.raw(FILL_COMMISSIONS).execute(trx);
    await seedReservations(ctx, options.reservations ?? 1000);
    // The customer API numbers the next order and reservation of a day after the seeded ones.
    await catchUpNumbers(ctx.db);
    await seedNotifications(ctx, orders);
    await seedContactMessages(ctx, 24);
    await seedSliders(ctx);
    await seedBilling(ctx);
    // Files first, their rows in this transaction: a seed that stops half-way leaves only files no
    // row refers to, which the upload clean-up removes.
    if (options.storage) {
      await seedMenuPictures(trx, options.storage);
      await seedSliderPictures(trx, options.storage);
    }
    return tenants;
  });
}

async function loadPeople(
  db: Database,
  tenants: DemoTenants,
): Promise<Pick<DemoContext, 'adminId' | 'vendorIds'>> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'type', 'brand_id'])
    .where('type', 'in', ['admin', 'vendor'])
    .orderBy('id')
    .execute();
  const admin = users.find((u) => u.type === 'admin');
  if (!admin) throw new Error('the demo admin is missing');
  const vendorOf = (brandId: number) => {
    const vendor = users.find((u) => u.type === 'vendor' && u.brand_id === brandId);
    if (!vendor) throw new Error(`the demo brand ${brandId} has no vendor`);
    return vendor.id;
  };
  const vendorIds = new Map([tenants.brandId, tenants.brand2Id].map((id) => [id, vendorOf(id)] as const));
  return { adminId: admin.id, vendorIds };
}

async function loadReasons(db: Database): Promise<DemoContext['reasons']> {
  const reasons = await db.selectFrom('cancel_reasons').select(['id', 'type']).orderBy('id').execute();
  const of = (type: 'order' | 'reservation') =>
    reasons.filter((r) => r.type === type || r.type === 'mutual').map((r) => r.id);
  return { order: of('order'), reservation: of('reservation') };
}

async function loadPoints(db: Database): Promise<DemoContext['points']> {
  const row = await db
    .selectFrom('point_settings')
    .selectAll()
    .where('brand_id', 'is', null)
    .executeTakeFirstOrThrow();
  return { valueHalalas: toHalalas(row.amount), points: row.points, perRiyal: row.point_for_one_riyal };
}

/** A few meals sold out at some branches (no row = available). */
async function seedAvailability(
  db: Database,
  random: Random,
  branches: readonly BranchInfo[],
  menus: ReadonlyMap<number, BrandMenu>,
): Promise<void> {
  const rows = branches.flatMap((branch) =>
    random
      .sample(menus.get(branch.brandId)?.mealIds ?? [], random.int(0, 2))
      .map((meal_id) => ({ branch_id: branch.id, meal_id, available: false })),
  );
  if (rows.length > 0) await db.insertInto('branch_meal_availability').values(rows).execute();
}
