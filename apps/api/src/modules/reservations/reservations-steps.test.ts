import { RESERVATION_STATUSES, type ReservationStatus } from '@sufra/contract/statuses';
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { newCancelReason, newCustomer, tryEveryStep } from '../../test/kits/order-test-kit.ts';
import {
  type BookingShop,
  book,
  booking,
  dayAhead,
  newBookingShop,
} from '../../test/kits/reservation-test-kit.ts';
import { runReservationJobs } from './reservation-jobs.ts';

/** Staff steps of reservations (DOMAIN.md "Reservations"), tenancy, and the expiry and no-show jobs. */
let shop: BookingShop;
let staff: Record<'manager' | 'cashier', TestUser>;
let reason: number;
const clock = movableClock(new Date('2026-11-24T12:00:00Z'));

const t = testAppForFile({ clock }, async () => {
  shop = await newBookingShop(t, { inside: 20, fee: '10.00', holdMinutes: 15 });
  staff = { manager: await shop.staff('manager'), cashier: await shop.staff('cashier') };
  reason = await newCancelReason(t, 'reservation');
});

const tomorrow = () => dayAhead(1, clock.now());
const step = (
  as: TestUser | 'admin',
  id: number,
  body: Record<string, unknown>,
  locale: 'ar' | 'en' = 'en',
) =>
  t.request('POST', `/api/v1/${typeof as === 'string' ? 'admin' : as.type}/reservations/${id}/status`, {
    as,
    body,
    locale,
  });

async function pending() {
  return book(t, await newCustomer(t), booking(shop, { date: tomorrow() }));
}

/** DOMAIN.md's table for staff, by hand: from, to, who. The rest (and anything for a brand) is 422. */
const ALLOWED: [ReservationStatus, ReservationStatus, string[]][] = [
  ['pending', 'hold', ['manager', 'cashier']],
  ['hold', 'done', ['manager', 'cashier']],
  ['pending', 'canceled', ['manager', 'cashier', 'admin']],
  ['hold', 'canceled', ['manager', 'cashier', 'admin']],
];

describe('reservation steps', () => {
  it('lets each staff role take exactly its steps and refuses the rest naming both statuses', async () => {
    const reservation = await pending();
    const takers: [string, TestUser | 'admin'][] = [
      ['admin', 'admin'],
      ['vendor', shop.vendor],
      ['manager', staff.manager],
      ['cashier', staff.cashier],
    ];
    const checked = await tryEveryStep(t, {
      table: 'reservations',
      id: reservation.id,
      what: 'reservation',
      statuses: RESERVATION_STATUSES,
      takers,
      reason,
      send: (as, body) => step(as, reservation.id, body),
      allowed: (from, to, who) =>
        ALLOWED.some(([f, s, roles]) => f === from && s === to && roles.includes(who)),
      refused: /^(The reservation cannot move|You cannot move a reservation) from “.+” to “.+”\.$/,
    });
    expect(checked).toBe(6 * 6 * 4);
  }, 20_000);

  it('confirms, seats and writes the history with who and why, in Arabic too', async () => {
    const reservation = await pending();
    const refused = await step(staff.manager, reservation.id, { status: 'done' }, 'ar');
    expect(refused.json().message).toBe('لا يمكن نقل الحجز من «قيد الانتظار» إلى «حضر».');
    expect((await step(staff.cashier, reservation.id, { status: 'hold' })).statusCode).toBe(200);
    const seated = await step(staff.manager, reservation.id, { status: 'done' });
    expect(
      seated
        .json()
        .data.history.map((h: { to_status: string; actor_type: string }) => [h.to_status, h.actor_type]),
    ).toEqual([
      ['pending', 'client'],
      ['hold', 'branch'],
      ['done', 'branch'],
    ]);
  });

  it('needs a reason of type reservation or mutual to cancel', async () => {
    const reservation = await pending();
    const none = await step(staff.cashier, reservation.id, { status: 'canceled' });
    expect(none.json().errors.cancel_reason_id).toEqual(['Cancel reason is required']);
    const orderReason = await newCancelReason(t, 'order');
    const wrong = await step(staff.cashier, reservation.id, {
      status: 'canceled',
      cancel_reason_id: orderReason,
    });
    expect(wrong.json().errors.cancel_reason_id).toEqual([
      'This reason cannot be used to cancel a reservation.',
    ]);
    const ok = await step(staff.cashier, reservation.id, {
      status: 'canceled',
      cancel_reason_id: await newCancelReason(t, 'mutual'),
    });
    expect(ok.json().data).toMatchObject({
      status: 'canceled',
      cancel_reason: expect.stringMatching(/^Reason /),
    });
  });

  it('lets the customer cancel their own reservation only', async () => {
    const customer = await newCustomer(t);
    const reservation = await book(t, customer, booking(shop, { date: tomorrow() }));
    const stranger = await newCustomer(t);
    const cancel = (token: string) =>
      t.request('POST', `/api/v1/client/reservations/${reservation.id}/cancel`, {
        token,
        body: { cancel_reason_id: reason },
      });
    expect((await cancel(stranger.token)).statusCode).toBe(404);
    const ok = await cancel(customer.token);
    expect(ok.json().data.history.at(-1)).toMatchObject({ to_status: 'canceled', actor_type: 'client' });
    expect(
      (await t.request('GET', '/api/v1/client/reservations', { token: stranger.token })).json().data,
    ).toEqual([]);
  });

  it("finds a reservation by its customer's name or phone as typed, with the names beside it", async () => {
    const customer = await newCustomer(t);
    const reservation = await book(t, customer, booking(shop, { date: tomorrow() }));
    const client = await t.db
      .selectFrom('clients')
      .select(['first_name', 'last_name', 'phone'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const brand = await t.db
      .selectFrom('brands')
      .select('brand_ar')
      .where('id', '=', shop.brandId)
      .executeTakeFirstOrThrow();
    const list = (value: string) =>
      t.request('GET', '/api/v1/vendor/reservations', {
        as: shop.vendor,
        query: { 'filter[client]': value },
        locale: 'ar',
      });
    for (const value of [client.first_name, `0${client.phone.slice(3)}`]) {
      const answer = await list(value);
      expect(answer.statusCode, value).toBe(200);
      expect(answer.json().data.map((r: { id: number }) => r.id)).toEqual([reservation.id]);
      expect(answer.json().data[0]).toMatchObject({
        client_name: `${client.first_name} ${client.last_name}`,
        client_phone: client.phone,
        brand_name: brand.brand_ar,
        cancel_reason: null,
      });
    }
    expect((await list('nobody-by-this-name')).json().data).toEqual([]);
  });

  it('shows a reservation to its brand and branch and the platform only, and the day view of the branch', async () => {
    const reservation = await pending();
    const f = factories(t);
    const otherVendor = await f.newVendor();
    for (const as of [otherVendor, await f.newBranchUser({ brandId: shop.brandId })]) {
      expect(
        (await t.request('GET', `/api/v1/${as.type}/reservations/${reservation.id}`, { as })).statusCode,
      ).toBe(404);
      expect((await step(as, reservation.id, { status: 'hold' })).statusCode).toBe(404);
    }
    for (const as of [shop.vendor, staff.cashier]) {
      const list = await t.request('GET', `/api/v1/${as.type}/reservations`, {
        as,
        query: { 'filter[reservation_number]': reservation.reservation_number },
      });
      expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([reservation.id]);
    }
    const day = await t.request('GET', '/api/v1/branch/reservations/day', {
      as: staff.cashier,
      query: { date: tomorrow() },
    });
    expect(day.statusCode).toBe(200);
    expect(day.json().data).toMatchObject({ branch_id: shop.branchId, tables_inside: 20, tables_outside: 1 });
    expect(day.json().data.reservations.map((r: { id: number }) => r.id)).toContain(reservation.id);
    const vendorDay = await t.request('GET', '/api/v1/vendor/reservations/day', {
      as: otherVendor,
      query: { date: tomorrow(), branch_id: String(shop.branchId) },
    });
    expect(vendorDay.statusCode).toBe(404);
    const noBranch = await t.request('GET', '/api/v1/vendor/reservations/day', {
      as: shop.vendor,
      query: { date: tomorrow() },
    });
    expect(noBranch.json().errors.branch_id).toEqual(['Branch is required']);
  });
});

describe('the reservation jobs', () => {
  // the other tests book for tomorrow evening: put the clock back for them
  afterEach(() => clock.set(new Date('2026-11-24T12:00:00Z')));

  it('expire what is still pending at its time and mark no-shows after hold minutes, once each', async () => {
    clock.set(new Date('2026-11-24T12:00:00Z'));
    const waiting = await pending();
    const confirmed = await pending();
    await step(staff.cashier, confirmed.id, { status: 'hold' });
    const seated = await pending();
    await step(staff.cashier, seated.id, { status: 'hold' });
    await step(staff.cashier, seated.id, { status: 'done' });
    const statusOf = async (id: number) =>
      (await t.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;

    // the evening before: nothing is due
    expect((await runReservationJobs(t.db, clock)).ran).toBe(true);
    expect([await statusOf(waiting.id), await statusOf(confirmed.id)]).toEqual(['pending', 'hold']);

    // at 20:00 the unconfirmed one expires; the confirmed guest still has 15 minutes
    clock.set(new Date(new Date(waiting.starts_at).getTime()));
    await runReservationJobs(t.db, clock);
    expect([await statusOf(waiting.id), await statusOf(confirmed.id)]).toEqual(['expired', 'hold']);
    // 15 minutes later the guest who did not come is marked; the seated one stays
    clock.advance(15 * 60_000);
    await runReservationJobs(t.db, clock);
    expect([await statusOf(confirmed.id), await statusOf(seated.id)]).toEqual(['no_show', 'done']);
    // again: nothing changes twice
    await runReservationJobs(t.db, clock);
    const history = await t.db
      .selectFrom('reservation_status_history')
      .select(['reservation_id', 'to_status', 'actor_type'])
      .where('reservation_id', 'in', [waiting.id, confirmed.id])
      .where('actor_type', '=', 'system')
      .execute();
    expect(history.filter((h) => h.to_status === 'expired')).toHaveLength(1);
    expect(history.filter((h) => h.to_status === 'no_show')).toHaveLength(1);
    const events = await t.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', 'reservation.status')
      .execute();
    const statuses = events
      .map((e) => e.data as { id: number; status: string })
      .filter((e) => [waiting.id, confirmed.id].includes(e.id));
    expect(statuses.map((e) => e.status).sort()).toEqual(['expired', 'hold', 'no_show']);
  });
});
