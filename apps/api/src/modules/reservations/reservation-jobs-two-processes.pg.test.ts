import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newCustomer } from '../../test/kits/order-test-kit.ts';
import { book, booking, dayAhead, newBookingShop } from '../../test/kits/reservation-test-kit.ts';
import { runReservationJobs } from './reservation-jobs.ts';

/**
 * The reservation jobs run in every API process, one at a time across them: two processes on one
 * PostgreSQL running them at the same moment change each due reservation exactly once.
 */
let one: TestApp;
let two: TestApp;
const clock = movableClock(new Date('2026-11-24T12:00:00Z'));

beforeAll(async () => {
  one = await createTestApp({ clock });
  two = await createTestApp({ clock, shareDatabaseWith: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

describe('reservation jobs on two processes', () => {
  it('expire each due reservation once, whichever process runs first', async () => {
    const shop = await newBookingShop(one, { inside: 30, fee: '5.00' });
    const date = dayAhead(1, clock.now());
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const customer = await newCustomer(one);
      ids.push((await book(one, customer, booking(shop, { date, reservation_time: '19:00' }))).id);
    }
    clock.set(new Date(`${date}T16:00:00Z`)); // 19:00 in Riyadh
    const runs = await Promise.all([
      runReservationJobs(one.db, clock),
      runReservationJobs(two.db, clock),
      runReservationJobs(one.db, clock),
      runReservationJobs(two.db, clock),
    ]);
    expect(runs.some((run) => run.ran)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(12);
    const history = await one.db
      .selectFrom('reservation_status_history')
      .select('reservation_id')
      .where('reservation_id', 'in', ids)
      .where('to_status', '=', 'expired')
      .execute();
    expect(history).toHaveLength(12);
    const statuses = await one.db
      .selectFrom('reservations')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['expired']));
  });
});
