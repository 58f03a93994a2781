/**
 * Before the browser tests' server starts (`playwright.config.ts` runs this first, with the same
 * environment): seed the demo data as `npm start` would, then add each spec's own accounts
 * (support/accounts.ts) through the app's own database code. The embedded database belongs to one
 * process at a time, so this runs, closes, and only then does the server open it.
 */
import { loadConfig } from '../../apps/api/src/config.ts';
import { BookingRepository } from '../../apps/api/src/modules/reservations/reservation-booking.repository.ts';
import { onboardDemoUnits } from '../../apps/api/src/modules/zatca/demo-units.ts';
import { zatcaApiFor } from '../../apps/api/src/modules/zatca/zatca-connection.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/seed/demo.ts';
import { createServer } from '../../apps/api/src/server.ts';
import { riyadhDay, riyadhTimestamp } from '../../packages/contract/src/riyadh.ts';
import { OWN_ACCOUNTS, type OwnAccount, ownAccountEmail } from './accounts.ts';
import { createDatabase } from './e2e-database.ts';
import { ALWAYS_OPEN, LIVE_BRANCH } from './live-branch.ts';

if (process.env.DATABASE_URL) await createDatabase(process.env.DATABASE_URL);
const server = await createServer(loadConfig());
try {
  const { db } = server.database;
  // As `npm start` does on a fresh database: the demo branches onboarded for e-invoicing (the stand-in).
  if ((await seedDemoIfEmpty(db, { storage: server.app.deps.storage })) !== undefined)
    await onboardDemoUnits(server.app.deps, (environment) => zatcaApiFor(server.app.deps, environment));
  for (const [name, account] of Object.entries(OWN_ACCOUNTS) as [
    OwnAccount,
    (typeof OWN_ACCOUNTS)[OwnAccount],
  ][]) {
    const model = await db
      .selectFrom('users')
      .selectAll()
      .where('type', '=', account.type)
      .where('email', '=', account.like)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: account.copies }, (_, copy) => ({
      type: model.type,
      name: `E2E ${name} ${copy}`,
      email: ownAccountEmail(name, copy),
      phone: null,
      password_hash: model.password_hash,
      role_id: model.role_id,
      brand_id: model.brand_id,
      branch_id: model.branch_id,
      sub_role: model.sub_role,
    }));
    await db
      .insertInto('users')
      .values(copies)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  // The live orders test's own branch, open around the clock, and its kitchen and cashier.
  const exists = await db
    .selectFrom('branches')
    .select('id')
    .where('name_en', '=', LIVE_BRANCH.name_en)
    .executeTakeFirst();
  if (!exists) {
    const model = await db
      .selectFrom('users as u')
      .innerJoin('branches as b', 'b.id', 'u.branch_id')
      .selectAll('b')
      .where('u.email', '=', 'kitchen@demo.sa')
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _c, updated_at: _u, ...values } = model;
    const branch = await db
      .insertInto('branches')
      .values({
        ...values,
        name_en: LIVE_BRANCH.name_en,
        name_ar: LIVE_BRANCH.name_ar,
        receiving: true,
        car_delivering: true,
        table_booking: true,
        tables_inside: 6,
        tables_outside: 2,
        booking_fees: '0.00',
        hold_minutes: 15,
        accept_booking_duration_minites: 90,
        blocked: false,
        status: 'DocumentsApproved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('branch_working_hours')
      .values(ALWAYS_OPEN.map((range) => ({ ...range, branch_id: branch.id })))
      .execute();
    for (const [email, like] of [
      [LIVE_BRANCH.kitchen, 'kitchen@demo.sa'],
      [LIVE_BRANCH.cashier, 'cashier@demo.sa'],
    ] as const) {
      const staff = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', like)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('users')
        .values({
          type: staff.type,
          name: `E2E ${staff.sub_role ?? ''}`,
          email,
          phone: null,
          password_hash: staff.password_hash,
          role_id: staff.role_id,
          brand_id: staff.brand_id,
          branch_id: branch.id,
          sub_role: staff.sub_role,
        })
        .execute();
    }
    // A guest confirmed for 40 minutes ago who never came: the server's no-show job marks them.
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('email', '=', 'client@demo.sa')
      .executeTakeFirstOrThrow();
    const startsAt = new Date(Date.now() - 40 * 60_000);
    // Booked and confirmed as the booking writes them (the reservation, then `pending → hold`).
    const booking = new BookingRepository(db);
    const reservation = await booking.insertReservation({
      reservation_number: LIVE_BRANCH.noShow,
      brand_id: model.brand_id,
      branch_id: branch.id,
      client_id: client.id,
      date: riyadhDay(startsAt),
      reservation_time: riyadhTimestamp(startsAt).slice(11, 16),
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 90 * 60_000),
      members_count: 3,
      table_position: 'inside',
      status: 'hold',
    });
    await booking.insertBooked(reservation, true);
  }
} finally {
  await server.close();
}
